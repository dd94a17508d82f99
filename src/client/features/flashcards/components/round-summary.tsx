import { ArrowLeftIcon, RotateCcwIcon } from "lucide-react";
import { useEffect, useRef } from "react";
import type { StudyWord } from "@/shared/api/collections";
import type { Language } from "@/shared/domain";
import type { FlashcardSummary } from "@/shared/study/games/flashcard-deck";
import { withEnglishFallback } from "@/shared/study/translation-for";
import { HebrewText } from "@/client/components/hebrew-text";
import { Button } from "@/client/components/ui/button";

/** The end of a flashcard round: the counts, the words answered Don't Know, and what to do next. */
export function RoundSummary({ summary, missed, language, onStudyAgain, onNewRound, onBack }: {
  summary: FlashcardSummary;
  missed: StudyWord[];
  language: Language;
  onStudyAgain: () => void;
  onNewRound: () => void;
  onBack: () => void;
}) {
  const heading = useRef<HTMLHeadingElement>(null);
  // The summary replaces the card the focus was on: move it to the summary's heading.
  useEffect(() => heading.current?.focus(), []);
  const tiles = [
    { label: "Known", value: summary.known, className: "text-success" },
    { label: "Don't know", value: summary.dontKnow, className: "text-destructive" },
    { label: "Skipped", value: summary.skipped, className: "text-foreground" },
  ];
  return (
    <section aria-label="Round summary" className="mx-auto flex w-full max-w-2xl flex-col items-center gap-4 rounded-2xl border bg-card p-6 sm:p-8" data-testid="flashcard-summary">
      <h2 ref={heading} tabIndex={-1} data-tab-focus className="text-xl font-semibold outline-none">Round complete</h2>
      <dl className="grid w-full grid-cols-3 gap-3">
        {tiles.map((t) => (
          <div key={t.label} className="rounded-lg bg-muted p-3 text-center">
            <dt className="text-sm text-muted-foreground">{t.label}</dt>
            <dd className={`text-2xl font-semibold tabular-nums ${t.className}`} data-testid={`summary-${t.label.toLowerCase().replace(/\W+/g, "-")}`}>{t.value}</dd>
          </div>
        ))}
      </dl>
      {missed.length > 0 && (
        <div className="flex w-full flex-col gap-2">
          <h3 className="text-sm font-medium text-muted-foreground">Words to study again</h3>
          <ul aria-label="Words missed" className="divide-y rounded-lg border">
            {missed.map((w) => (
              <li key={w.id} className="flex items-center justify-between gap-3 px-3 py-2">
                <HebrewText className="text-xl">{w.hebrew}</HebrewText>
                <span className="text-sm text-muted-foreground">{withEnglishFallback(w, language)}</span>
              </li>
            ))}
          </ul>
        </div>
      )}
      <div className="flex flex-wrap justify-center gap-2">
        <Button variant="outline" onClick={onBack}><ArrowLeftIcon aria-hidden /> Back</Button>
        {missed.length > 0 && <Button onClick={onStudyAgain}><RotateCcwIcon aria-hidden /> Study these again</Button>}
        <Button variant={missed.length > 0 ? "outline" : "default"} onClick={onNewRound}>New round</Button>
      </div>
    </section>
  );
}
