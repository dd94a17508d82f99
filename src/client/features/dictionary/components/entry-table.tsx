import type { DictionaryEntry } from "@/shared/api/dictionary";
import { HebrewText } from "@/client/components/hebrew-text";

/** Hebrew, English Translation, Transliteration, Language; a row opens the entry. */
export function EntryTable({ entries, onOpen }: { entries: DictionaryEntry[]; onOpen: (e: DictionaryEntry) => void }) {
  return (
    <div className="overflow-x-auto rounded-xl border">
      <table className="w-full text-sm">
        <thead className="bg-muted/50 text-left text-muted-foreground">
          <tr>
            <th className="px-3 py-2 font-medium">Hebrew</th>
            <th className="px-3 py-2 font-medium">English Translation</th>
            <th className="hidden px-3 py-2 font-medium sm:table-cell">Transliteration</th>
            <th className="px-3 py-2 font-medium">Language</th>
          </tr>
        </thead>
        <tbody>
          {entries.map((e) => (
            <tr key={e.id} className="cursor-pointer border-t hover:bg-accent/50" onClick={() => onOpen(e)} data-testid="dictionary-row">
              <td className="px-3 py-2">
                <button type="button" className="text-left" onClick={(ev) => { ev.stopPropagation(); onOpen(e); }}>
                  <HebrewText className="text-lg">{e.word}</HebrewText>
                </button>
              </td>
              <td className="max-w-md px-3 py-2"><span className="line-clamp-2" dir="auto">{e.definitions[0] ?? (e.referenceTo ? "(see another entry)" : "")}</span></td>
              <td className="hidden px-3 py-2 sm:table-cell">{e.transliteration}</td>
              <td className="px-3 py-2">{e.language === "aramaic" ? "Aramaic" : "Hebrew"}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
