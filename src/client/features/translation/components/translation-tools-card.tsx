import { LanguagesIcon } from "lucide-react";
import { translationPercent } from "@/shared/api/translation";
import { Button } from "@/client/components/ui/button";
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from "@/client/components/ui/card";
import { Progress } from "@/client/components/ui/progress";
import { Spinner } from "@/client/components/ui/spinner";
import { useTranslationStatus } from "../api/get-translation-status";
import { useTranslate } from "../hooks/use-translate";
import { translationSummary } from "./translation-status-button";

/** The Admin Panel's Translation Tools card: the missing translations and the button that fills them. */
export function TranslationToolsCard() {
  const status = useTranslationStatus(true);
  const s = status.data;
  const { translate, running, complete, disabled } = useTranslate(s);
  return (
    <Card className="min-w-0">
      <CardHeader>
        <CardTitle className="flex items-center gap-2"><LanguagesIcon className="size-5" aria-hidden />Translation Tools</CardTitle>
        <CardDescription>Spanish, Portuguese, French and Italian for every word, from its English gloss.</CardDescription>
      </CardHeader>
      <CardContent className="grid gap-3">
        <p className="text-sm" data-testid="translation-summary">{translationSummary(s, status.isError)}</p>
        {s && <Progress value={translationPercent(s)} aria-label="Words translated" />}
        <div className="flex flex-wrap items-center gap-3">
          <Button onClick={translate} disabled={disabled}>{complete ? "All translated" : "Translate missing words"}</Button>
          {running && <span className="flex items-center gap-2 text-sm text-muted-foreground"><Spinner className="size-4" label="Translating" />Translating in the background…</span>}
        </div>
      </CardContent>
    </Card>
  );
}
