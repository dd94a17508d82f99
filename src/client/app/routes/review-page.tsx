import { useCallback } from "react";
import { pageHeader } from "@/shared/pages/page-headers";
import { PageHeader } from "@/client/components/page-header";
import { useAnswer } from "@/client/features/progress/hooks/use-answer";
import { ReviewSession, type ReviewAnswer } from "@/client/features/review/components/review-session";
import { m } from "@/client/lib/i18n";

/**
 * /review — the words due today across every collection the learner can see, scheduled by FSRS
 * (answers in Flashcards, Matching and Fill move the same cards). Answers go through the one answer
 * path (useAnswer), so they count towards the daily goal.
 */
export function ReviewPage() {
  const answer = useAnswer();
  const onAnswer = useCallback((a: ReviewAnswer) => answer({ action: "review", ...a }), [answer]);
  return (
    <div className="flex flex-col gap-6">
      <PageHeader {...pageHeader("review")} />
      <ReviewSession onAnswer={onAnswer} />
      <p className="text-sm text-muted-foreground">
        <a className="underline" href="/api/review/log.csv" download>{m.review_export_log()}</a>
        {" "}{m.review_export_log_hint()}
      </p>
    </div>
  );
}
