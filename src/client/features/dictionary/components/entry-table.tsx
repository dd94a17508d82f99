import type { DictionaryEntry } from "@/shared/api/dictionary";
import { HebrewText } from "@/client/components/hebrew-text";
import { m } from "@/client/lib/i18n";

/** Hebrew, English Translation, Transliteration, Language; a row opens the entry. */
export function EntryTable({ entries, onOpen }: { entries: DictionaryEntry[]; onOpen: (e: DictionaryEntry) => void }) {
  return (
    <div className="overflow-x-auto rounded-xl border">
      <table className="w-full text-sm">
        <thead className="bg-muted/50 text-muted-foreground">
          <tr>
            <th className="px-3 py-2 text-start font-medium">{m.dictionary_col_hebrew()}</th>
            <th className="px-3 py-2 text-start font-medium">{m.dictionary_col_english()}</th>
            <th className="hidden px-3 py-2 text-start font-medium sm:table-cell">{m.dictionary_col_transliteration()}</th>
            <th className="px-3 py-2 text-start font-medium">{m.dictionary_col_language()}</th>
          </tr>
        </thead>
        <tbody>
          {entries.map((e) => (
            <tr key={e.id} className="cursor-pointer border-t hover:bg-accent/50" onClick={() => onOpen(e)} data-testid="dictionary-row">
              <td className="px-3 py-2">
                <button type="button" className="text-start" onClick={(ev) => { ev.stopPropagation(); onOpen(e); }}>
                  <HebrewText className="text-lg">{e.word}</HebrewText>
                </button>
              </td>
              <td className="max-w-md px-3 py-2"><span className="line-clamp-2" dir="auto">{e.definitions[0] ?? (e.referenceTo ? m.dictionary_see_another() : "")}</span></td>
              <td className="hidden px-3 py-2 sm:table-cell">{e.transliteration}</td>
              <td className="px-3 py-2">{e.language === "aramaic" ? m.dictionary_aramaic() : m.dictionary_hebrew()}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
