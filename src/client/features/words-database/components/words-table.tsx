import { useEffect, useRef } from "react";
import { useVirtualizer } from "@tanstack/react-virtual";
import { PencilIcon, Trash2Icon } from "lucide-react";
import type { DatabaseWord } from "@/shared/api/words";
import { Button } from "@/client/components/ui/button";
import { Spinner } from "@/client/components/ui/spinner";
import { m } from "@/client/lib/i18n";
import { formatNumber } from "@/client/lib/format";
import { partOfSpeechLabel } from "@/client/lib/part-of-speech-labels";
import { wordCollectionLabel } from "../lib/word-collection-label";

const ROW_HEIGHT = 44;
const COLUMNS = "4rem minmax(9rem,1.2fr) minmax(10rem,1.5fr) minmax(8rem,1fr) 8rem minmax(9rem,1fr) 8rem 7rem 5rem";
const DATA_CELL = "truncate px-3 rtl:text-right";
const HEADERS = [() => "#", m.words_hebrew, m.words_english, m.words_transliteration, m.words_part_of_speech, m.words_collection, m.words_subcategory, m.words_section, m.words_rank];

/**
 * The words table: only the rows in view are in the page (a virtual list), and the
 * next page is asked for when the last rows come near.
 */
export function WordsTable({ words, total, hasMore, loadingMore, onLoadMore, isAdmin, onEdit, onDelete }: {
  words: DatabaseWord[]; total: number; hasMore: boolean; loadingMore: boolean; onLoadMore(): void;
  isAdmin: boolean; onEdit(w: DatabaseWord): void; onDelete(w: DatabaseWord): void;
}) {
  const scroller = useRef<HTMLDivElement>(null);
  // eslint-disable-next-line react-hooks/incompatible-library -- the virtualizer re-renders this component itself; nothing here is memoised by hand.
  const virtualizer = useVirtualizer({ count: words.length, getScrollElement: () => scroller.current, estimateSize: () => ROW_HEIGHT, overscan: 12 });
  const items = virtualizer.getVirtualItems();
  const lastIndex = items.at(-1)?.index ?? 0;
  useEffect(() => {
    if (hasMore && !loadingMore && lastIndex >= words.length - 30) onLoadMore();
  }, [lastIndex, words.length, hasMore, loadingMore, onLoadMore]);
  const columns = isAdmin ? `${COLUMNS} 5.5rem` : COLUMNS;

  return (
    <div ref={scroller} className="relative h-[70vh] overflow-auto rounded-xl border bg-card" role="table" aria-label={m.words_table()} aria-rowcount={total + 1}>
      <div className="min-w-[72rem]">
        <div role="row" aria-rowindex={1} className="sticky top-0 z-10 grid border-b bg-muted/80 text-sm font-medium text-muted-foreground backdrop-blur" style={{ gridTemplateColumns: columns }}>
          {HEADERS.map((h, i) => <div key={i} role="columnheader" className="px-3 py-2">{h()}</div>)}
          {isAdmin && <div role="columnheader" className="px-3 py-2"><span className="sr-only">{m.words_actions()}</span></div>}
        </div>
        <div className="relative" style={{ height: virtualizer.getTotalSize() }}>
          {items.map((item) => {
            const w = words[item.index]!;
            return (
              <div key={w.id} role="row" aria-rowindex={w.n + 1} data-testid="word-row"
                className="absolute inset-x-0 grid items-center border-b text-sm" style={{ gridTemplateColumns: columns, height: item.size, transform: `translateY(${item.start}px)` }}>
                <div role="cell" className="px-3 tabular-nums text-muted-foreground">{formatNumber(w.n)}</div>
                <div role="cell" className="truncate px-3"><span dir="rtl" lang="he" className="hebrew text-base">{w.hebrew}</span></div>
                {/* Data in its own direction (an English gloss in the Hebrew interface cut at its end, not its start), aligned as the column. */}
                <div role="cell" dir="auto" lang="en" className={DATA_CELL} title={w.english}>{w.english}</div>
                <div role="cell" dir="auto" className={DATA_CELL}>{w.translit}</div>
                <div role="cell" className="truncate px-3">{w.pos && partOfSpeechLabel(w.pos).text}</div>
                <div role="cell" dir="auto" className={DATA_CELL} title={wordCollectionLabel(w)}>{wordCollectionLabel(w)}</div>
                <div role="cell" dir="auto" className={DATA_CELL}>{w.subcategory}</div>
                <div role="cell" dir="auto" className={DATA_CELL}>{w.section}</div>
                <div role="cell" className="px-3 tabular-nums">{w.freqRank ?? ""}</div>
                {isAdmin && (
                  <div role="cell" className="flex gap-1 px-2">
                    {w.shared && <>
                      <Button variant="ghost" size="icon" aria-label={m.words_edit_word({ word: w.hebrew })} onClick={() => onEdit(w)}><PencilIcon aria-hidden /></Button>
                      <Button variant="ghost" size="icon" aria-label={m.words_delete_word({ word: w.hebrew })} onClick={() => onDelete(w)}><Trash2Icon aria-hidden /></Button>
                    </>}
                  </div>
                )}
              </div>
            );
          })}
        </div>
        {loadingMore && <div className="flex justify-center py-3"><Spinner label={m.words_loading_more()} /></div>}
      </div>
    </div>
  );
}
