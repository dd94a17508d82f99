import { ArrowLeftIcon, RotateCcwIcon } from "lucide-react";
import { useEffect, useRef } from "react";
import type { StudyWord } from "@/shared/api/collections";
import type { Language } from "@/shared/domain";
import type { FlashcardSummary } from "@/shared/study/games/flashcard-deck";
import { withEnglishFallback } from "@/shared/study/translation-for";
import { HebrewText } from "@/client/components/hebrew-text";
import { Button } from "@/client/components/ui/button";
import { m } from "@/client/lib/i18n";

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
    { id: "known", label: m.collection_status_known(), value: summary.known, className: "text-success" },
    { id: "don-t-know", label: m.flashcards_summary_dont_know(), value: summary.dontKnow, className: "text-destructive" },
    { id: "skipped", label: m.flashcards_summary_skipped(), value: summary.skipped, className: "text-foreground" },
  ];
  return (
    <section aria-label={m.flashcards_summary_label()} className="mx-auto flex w-full max-w-2xl flex-col items-center gap-4 rounded-2xl border bg-card p-6 sm:p-8" data-testid="flashcard-summary">
      <h2 ref={heading} tabIndex={-1} data-tab-focus className="text-xl font-semibold outline-none">{m.flashcards_round_complete()}</h2>
      <dl className="grid w-full grid-cols-3 gap-3">
        {tiles.map((t) => (
          <div key={t.id} className="rounded-lg bg-muted p-3 text-center">
            <dt className="text-sm text-muted-foreground">{t.label}</dt>
            <dd className={`text-2xl font-semibold tabular-nums ${t.className}`} data-testid={`summary-${t.id}`}>{t.value}</dd>
          </div>
        ))}
      </dl>
      {missed.length > 0 && (
        <div className="flex w-full flex-col gap-2">
          <h3 className="text-sm font-medium text-muted-foreground">{m.flashcards_study_again_title()}</h3>
          <ul aria-label={m.flashcards_words_missed()} className="divide-y rounded-lg border">
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
        <Button variant="outline" onClick={onBack}><ArrowLeftIcon aria-hidden className="rtl:rotate-180" /> {m.common_back()}</Button>
        {missed.length > 0 && <Button onClick={onStudyAgain}><RotateCcwIcon aria-hidden /> {m.flashcards_study_these_again()}</Button>}
        <Button variant={missed.length > 0 ? "outline" : "default"} onClick={onNewRound}>{m.flashcards_new_round()}</Button>
      </div>
    </section>
  );
}
