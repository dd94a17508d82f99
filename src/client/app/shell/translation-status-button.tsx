import { LanguagesIcon } from "lucide-react";
import { translationPercent } from "@/shared/api/translation";
import { Button } from "@/client/components/ui/button";
import { Tooltip, TooltipContent, TooltipTrigger } from "@/client/components/ui/tooltip";
import { cn } from "@/client/lib/cn";
import { useTranslationStatus } from "./api/get-translation-status";

const nf = new Intl.NumberFormat("en-US");

/**
 * Admins: how many words have all four translations (Spanish, Portuguese, French, Italian), refreshed
 * every 10 s. Disabled at 100%. Starting a translation run is not part of this button yet.
 */
export function TranslationStatusButton({ className }: { className?: string }) {
  const status = useTranslationStatus(true);
  const s = status.data;
  const pct = s ? translationPercent(s) : undefined;
  const complete = !!s && s.missing === 0;
  const summary = s
    ? complete
      ? `All ${nf.format(s.total)} words are translated`
      : `${nf.format(s.translated)} of ${nf.format(s.total)} words translated (${nf.format(s.missing)} missing)`
    : status.isError
      ? "Translation progress unavailable"
      : "Loading translation progress";

  return (
    <Tooltip>
      <TooltipTrigger asChild>
        {/* A disabled button gets no pointer events: the span keeps the tooltip working. */}
        <span className={cn("inline-flex", className)} tabIndex={complete ? 0 : -1}>
          <Button
            variant="ghost"
            size="sm"
            disabled={complete || !s}
            aria-label={`Translation progress: ${summary}`}
            className={cn("h-9 gap-1.5 px-2 tabular-nums text-muted-foreground hover:text-foreground", complete && "text-success")}
          >
            <LanguagesIcon />
            <span>{pct === undefined ? "…" : `${pct}%`}</span>
          </Button>
        </span>
      </TooltipTrigger>
      <TooltipContent>{summary}</TooltipContent>
    </Tooltip>
  );
}
