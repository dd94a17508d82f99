import type { Coverage } from "@/shared/api/books";
import { m } from "@/client/lib/i18n";
import { formatNumber, formatPercent } from "@/client/lib/format";

/**
 * How much of the chapter (a Talmud page: `page`) the learner knows, and what the underline means. Counted per word as
 * it appears (a word used ten times counts ten times), as the hint says.
 */
export function ChapterCoverage({ coverage, page = false }: { coverage: Coverage; page?: boolean }) {
  if (coverage.percent === null) return null;
  return (
    <div className="flex flex-col gap-0.5 text-sm text-muted-foreground">
      <p data-testid="chapter-coverage">
        {m.books_coverage()} <span className="font-medium text-foreground tabular-nums">{formatPercent(coverage.percent / 100)}</span> {page ? m.books_page_coverage() : m.books_chapter_coverage()}
      </p>
      <p className="text-xs">
        {m.books_counted({ known: formatNumber(coverage.knownTokens), total: formatNumber(coverage.totalTokens) })}{" "}
        <span className="underline decoration-dotted decoration-primary/50 underline-offset-4">{m.books_underlined()}</span>{m.books_underlined_meaning()}
      </p>
    </div>
  );
}
