import type { Coverage } from "@/shared/api/books";

/**
 * How much of the chapter the learner knows, and what the underline means. Counted per word as
 * it appears (a word used ten times counts ten times), as the hint says.
 */
export function ChapterCoverage({ coverage }: { coverage: Coverage }) {
  if (coverage.percent === null) return null;
  return (
    <div className="flex flex-col gap-0.5 text-sm text-muted-foreground">
      <p data-testid="chapter-coverage">
        Coverage: <span className="font-medium text-foreground tabular-nums">{coverage.percent}%</span> of this chapter's words known
      </p>
      <p className="text-xs">
        Counted as the words appear: {coverage.knownTokens.toLocaleString()} of {coverage.totalTokens.toLocaleString()} words, a repeated word each time.{" "}
        <span className="underline decoration-dotted decoration-primary/50 underline-offset-4">Underlined</span>: words you know.
      </p>
    </div>
  );
}
