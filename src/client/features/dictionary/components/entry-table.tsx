import type { DictionaryEntry } from "@/shared/api/dictionary";
import { HebrewText } from "@/client/components/hebrew-text";
import { cn } from "@/client/lib/cn";
import { m } from "@/client/lib/i18n";
import { ReferenceTargets } from "./reference-targets";

/** Hebrew, English, (from sm: transliteration,) language: set widths, so no column waits on its cells. */
const GRID = "grid grid-cols-[minmax(0,6.5rem)_minmax(0,1fr)_5rem] sm:grid-cols-[minmax(0,11rem)_minmax(0,1fr)_minmax(0,10rem)_6rem] gap-x-2 px-3 sm:gap-x-4";

/**
 * Hebrew, English Translation, Transliteration, Language; a row opens the entry, and each entry a cross-reference
 * names ("See: תּוֹרֶן, תּוּרְנָא") opens that one (`onOpen`'s `follow`: its id). An ARIA table of
 * grid rows, each `content-visibility: auto`: the browser lays out only the rows on or near the
 * screen (on a phone the table starts at the foot of the first screen; laying out all 50 entries as
 * the page opened cost ~150 ms at 4× slowdown), and keeps each row's height once it has been seen.
 */
export function EntryTable({ entries, onOpen }: { entries: DictionaryEntry[]; onOpen: (e: DictionaryEntry, follow?: string) => void }) {
  return (
    <div role="table" aria-label={m.dictionary_entries_table()} aria-rowcount={entries.length + 1} className="overflow-hidden rounded-xl border text-sm">
      <div role="rowgroup" className="bg-muted/50 text-muted-foreground">
        <div role="row" aria-rowindex={1} className={cn(GRID, "py-2 font-medium")}>
          <span role="columnheader">{m.dictionary_col_hebrew()}</span>
          <span role="columnheader">{m.dictionary_col_english()}</span>
          <span role="columnheader" className="hidden sm:block">{m.dictionary_col_transliteration()}</span>
          <span role="columnheader">{m.dictionary_col_language()}</span>
        </div>
      </div>
      <div role="rowgroup">
        {entries.map((e, i) => (
          <div key={e.id} role="row" aria-rowindex={i + 2} data-testid="dictionary-row" onClick={() => onOpen(e)}
            className={cn(GRID, "cursor-pointer items-center border-t py-2 hover:bg-accent/50 [content-visibility:auto] [contain-intrinsic-size:auto_3.5rem]")}>
            <div role="cell" className="min-w-0">
              <button type="button" className="max-w-full text-start break-words" onClick={(ev) => { ev.stopPropagation(); onOpen(e); }}>
                <HebrewText className="text-lg">{e.word}</HebrewText>
              </button>
            </div>
            <div role="cell" className="min-w-0"><span className="line-clamp-2 break-words rtl:text-right" dir="auto">{e.definitions[0] ?? <ReferenceTargets entry={e} onFollow={(id) => onOpen(e, id)} />}</span></div>
            <div role="cell" className="hidden min-w-0 break-words sm:block">{e.transliteration}</div>
            <div role="cell">{e.language === "aramaic" ? m.dictionary_aramaic() : m.dictionary_hebrew()}</div>
          </div>
        ))}
      </div>
    </div>
  );
}
