import { LanguagesIcon } from "lucide-react";
import { translationPercent } from "@/shared/api/translation";
import { Button } from "@/client/components/ui/button";
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from "@/client/components/ui/card";
import { Progress } from "@/client/components/ui/progress";
import { Spinner } from "@/client/components/ui/spinner";
import { useTranslationStatus } from "../api/get-translation-status";
import { useTranslate } from "../hooks/use-translate";
import { translationSummary } from "./translation-status-button";
import { m } from "@/client/lib/i18n";

/** The Admin Panel's Translation Tools card: the missing translations and the button that fills them. */
export function TranslationToolsCard() {
  const status = useTranslationStatus(true);
  const s = status.data;
  const { translate, running, complete, failure, disabled } = useTranslate(s);
  return (
    <Card className="min-w-0">
      <CardHeader>
        <CardTitle className="flex items-center gap-2"><LanguagesIcon className="size-5" aria-hidden />{m.translation_tools_title()}</CardTitle>
        <CardDescription>{m.translation_tools_description()}</CardDescription>
      </CardHeader>
      <CardContent className="grid gap-3">
        <p className="text-sm" data-testid="translation-summary">{translationSummary(s, status.isError)}</p>
        {s && <Progress value={translationPercent(s)} aria-label={m.translation_words_translated()} />}
        <div className="flex flex-wrap items-center gap-3">
          <Button onClick={translate} disabled={disabled}>{complete ? m.translation_all_translated() : m.translation_translate_missing()}</Button>
          {running && <span className="flex items-center gap-2 text-sm text-muted-foreground"><Spinner className="size-4" label={m.translation_translating()} />{m.translation_in_background()}</span>}
        </div>
        {failure !== null && <p role="alert" className="text-sm text-destructive" data-testid="translation-failure">{m.translation_run_failed()}{failure ? `: ${failure}` : ""}</p>}
      </CardContent>
    </Card>
  );
}
