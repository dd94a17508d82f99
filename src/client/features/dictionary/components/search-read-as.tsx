import type { DictionarySearchResult, DictionaryEntry } from "@/shared/api/dictionary";
import { HebrewText } from "@/client/components/hebrew-text";
import { EntryTable } from "./entry-table";
import { ReadingHeading, ReadingHowLine } from "./word-readings";

/**
 * Above a Hebrew search's matches: the word as the reader's panel reads it, where it is written with proclitics or
 * endings (ובביתו: 'Read as וּבְ + בֵיתוֹ'; ספרים: 'plural of ספר'), with the entries that reading finds, which a match
 * of the letters misses. Nothing for a word read as written.
 */
export function SearchReadAs({ readAs, onOpen }: { readAs: DictionarySearchResult["readAs"]; onOpen: (e: DictionaryEntry, follow?: string) => void }) {
  if (!readAs) return null;
  const { reading } = readAs;
  return (
    <div className="flex flex-col gap-2 rounded-xl border border-primary/40 bg-primary/5 p-3" data-testid="search-read-as">
      <p className="flex flex-wrap items-center gap-2 text-sm">
        <ReadingHeading reading={reading} whole={<HebrewText className="text-lg">{reading.form ?? reading.stem}</HebrewText>} hebrewClassName="text-lg" />
      </p>
      <ReadingHowLine reading={reading} />
      <EntryTable entries={readAs.entries} onOpen={onOpen} />
    </div>
  );
}
