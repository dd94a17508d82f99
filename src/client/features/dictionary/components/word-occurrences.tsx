import { useState } from "react";
import type { Occurrence, OccurrenceCount } from "@/shared/api/bible";
import { verseWords } from "@/shared/hebrew/verse-words";
import { HebrewText } from "@/client/components/hebrew-text";
import { Button } from "@/client/components/ui/button";
import { Spinner } from "@/client/components/ui/spinner";
import { useOccurrences } from "../api/get-occurrences";
import { m } from "@/client/lib/i18n";
import { formatNumber } from "@/client/lib/format";

/** "N times in the library, in M books". */
export function occurrencesSummary(count: number, books: number): string {
  return m.dictionary_occurrences_summary({ times: m.dictionary_times({ count }), books: m.dictionary_books({ count: books }) });
}

/** The verse with the word at `position` marked. */
function MarkedVerse({ hebrew, position }: { hebrew: string; position: number }) {
  return (
    <HebrewText as="p" className="text-lg leading-relaxed">
      {verseWords(hebrew).map((p, i) => (p.kind === "word" && p.position === position
        ? <mark key={i} className="rounded bg-yellow-200 px-0.5 dark:bg-yellow-700">{p.text}</mark>
        : <span key={i}>{p.text}</span>))}
    </HebrewText>
  );
}

/**
 * Where the tapped word occurs: the count from the panel's lookup, then, on a tap, the verses one
 * page at a time (paged on the server), each with the word marked; a verse opens in the reader.
 */
export function WordOccurrences({ occurrences, onOpenVerse }: { occurrences: OccurrenceCount; onOpenVerse?: (o: Occurrence) => void }) {
  const [open, setOpen] = useState(false);
  const [page, setPage] = useState(1);
  const list = useOccurrences(open ? { strong: occurrences.strong, homonym: occurrences.homonym ?? null, form: occurrences.form } : null, page);
  const pages = list.data ? Math.max(1, Math.ceil(list.data.count / list.data.pageSize)) : 1;
  if (occurrences.count === 0) return null;
  return (
    <section aria-label={m.dictionary_occurrences()} className="flex flex-col gap-2">
      <div className="flex flex-wrap items-center justify-between gap-2">
        <p className="text-sm" data-testid="occurrence-count">{occurrencesSummary(occurrences.count, occurrences.books)}</p>
        <Button type="button" size="sm" variant="outline" aria-expanded={open} onClick={() => setOpen((o) => !o)}>
          {open ? m.dictionary_hide_occurrences() : m.dictionary_show_occurrences()}
        </Button>
      </div>
      {open && list.isPending && <div role="status" className="flex items-center gap-2 text-muted-foreground"><Spinner /> {m.dictionary_loading_occurrences()}</div>}
      {open && list.isError && <p role="alert" className="text-sm text-destructive">{list.error.message}</p>}
      {open && list.data && (
        <>
          <ol className="flex flex-col gap-2" aria-label={m.dictionary_verses()}>
            {list.data.items.map((o) => (
              <li key={`${o.bookId}:${o.chapter}:${o.verse}:${o.position}`}>
                <button type="button" className="w-full rounded-md border p-2 text-start hover:bg-accent focus-visible:outline-2" onClick={() => onOpenVerse?.(o)}>
                  <span className="text-sm font-medium">{`${o.bookTitle} ${o.chapterLabel}:${o.verse}`}</span>
                  <MarkedVerse hebrew={o.hebrew} position={o.position} />
                </button>
              </li>
            ))}
          </ol>
          {pages > 1 && (
            <div className="flex items-center justify-between gap-2 text-sm">
              <Button type="button" size="sm" variant="ghost" disabled={page <= 1} onClick={() => setPage((p) => p - 1)}>{m.dictionary_previous()}</Button>
              <span>{m.dictionary_page_of({ page: formatNumber(page), pages: formatNumber(pages) })}</span>
              <Button type="button" size="sm" variant="ghost" disabled={page >= pages} onClick={() => setPage((p) => p + 1)}>{m.dictionary_next()}</Button>
            </div>
          )}
        </>
      )}
    </section>
  );
}
