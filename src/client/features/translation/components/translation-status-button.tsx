import { LanguagesIcon, Loader2Icon } from "lucide-react";
import { translationPercent } from "@/shared/api/translation";
import { Button } from "@/client/components/ui/button";
import { WithTooltip } from "@/client/components/ui/tooltip";
import { cn } from "@/client/lib/cn";
import { useTranslationStatus } from "../api/get-translation-status";
import { useTranslate } from "../hooks/use-translate";
import { m } from "@/client/lib/i18n";
import { formatNumber, formatPercent } from "@/client/lib/format";

export function translationSummary(s: { total: number; translated: number; missing: number } | undefined, isError: boolean): string {
  if (!s) return isError ? m.translation_unavailable() : m.translation_loading();
  return s.missing === 0
    ? m.translation_all_done({ total: formatNumber(s.total) })
    : m.translation_partial({ translated: formatNumber(s.translated), total: formatNumber(s.total), missing: formatNumber(s.missing) });
}

/**
 * Admins: how many words have all four translations, refreshed every 10 s; a click fills the
 * missing ones. Disabled while a start request is in flight or at 100 %.
 */
export function TranslationStatusButton({ className }: { className?: string }) {
  const status = useTranslationStatus(true);
  const s = status.data;
  const pct = s ? translationPercent(s) : undefined;
  const { translate, running, complete, disabled } = useTranslate(s);
  const summary = translationSummary(s, status.isError);

  return (
    <WithTooltip label={running ? m.translation_translating_tooltip({ summary }) : complete ? summary : m.translation_click_to_translate({ summary })}>
      {/* A disabled button gets no pointer events: the span keeps the tooltip working. */}
      <span className={cn("inline-flex", className)} tabIndex={complete ? 0 : -1}>
        <Button
          variant="ghost"
          size="sm"
          disabled={disabled}
          onClick={translate}
          aria-label={m.translation_progress_label({ detail: `${pct === undefined ? "" : `${formatPercent(pct / 100)}, `}${summary}${running ? m.translation_translating_suffix() : ""}` })}
          className={cn("h-9 gap-1.5 px-2 tabular-nums text-muted-foreground hover:text-foreground", complete && "text-success")}
        >
          {running ? <Loader2Icon className="animate-spin" /> : <LanguagesIcon />}
          <span>{pct === undefined ? "…" : formatPercent(pct / 100)}</span>
        </Button>
      </span>
    </WithTooltip>
  );
}
