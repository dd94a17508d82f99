import { SearchIcon, RefreshCwIcon } from "lucide-react";
import { useEffect, useState, type FormEvent } from "react";
import { toast } from "sonner";
import type { DictionaryEntry } from "@/shared/api/dictionary";
import { HEBREW_LETTERS, LATIN_LETTERS } from "@/shared/dictionary/dictionary-rules";
import { Button } from "@/client/components/ui/button";
import { Card, CardContent, CardHeader, CardTitle } from "@/client/components/ui/card";
import { Input } from "@/client/components/ui/input";
import { Spinner } from "@/client/components/ui/spinner";
import { cn } from "@/client/lib/cn";
import { useBrowseDictionary } from "../api/browse-dictionary";
import { useDictionaryStats } from "../api/get-dictionary-stats";
import { useSearchDictionary } from "../api/search-dictionary";
import { EntryDialog, type OpenedEntry } from "./entry-dialog";
import { EntryTable } from "./entry-table";
import { SearchReadAs } from "./search-read-as";
import { HebrewText } from "@/client/components/hebrew-text";
import { m } from "@/client/lib/i18n";
import { formatNumber } from "@/client/lib/format";

type Language = "hebrew" | "aramaic" | undefined;
const LANGUAGE_FILTERS: { value: Language; label: () => string }[] = [
  { value: undefined, label: m.dictionary_filter_all }, { value: "hebrew", label: m.dictionary_filter_hebrew }, { value: "aramaic", label: m.dictionary_filter_aramaic },
];

function LetterButtons({ letters, selected, onSelect, hebrew }: { letters: readonly string[]; selected: string | undefined; onSelect: (l: string | undefined) => void; hebrew?: boolean }) {
  return (
    <div role="group" aria-label={hebrew ? m.dictionary_hebrew_letter() : m.dictionary_english_letter()} className="flex flex-wrap gap-1" dir={hebrew ? "rtl" : "ltr"}>
      {letters.map((l) => (
        <Button key={l} type="button" size="sm" variant={selected === l ? "default" : "outline"} className={cn("h-8 min-w-8 px-2", hebrew && "text-base")}
          aria-pressed={selected === l} onClick={() => onSelect(selected === l ? undefined : l)} {...(hebrew ? { lang: "he" } : {})}>
          {l}
        </Button>
      ))}
    </div>
  );
}

/** "12 matches.", "500 or more matches, the best 100 shown." */
function matchesText(total: number, shown: number): string {
  const matches = total >= 500 ? m.dictionary_matches_500() : m.dictionary_matches({ count: total });
  return total > shown ? m.dictionary_matches_best({ matches, shown: formatNumber(shown) }) : `${matches}.`;
}

/** Stats, search and the browse table of the Dictionary Manager. */
export function DictionaryBrowser() {
  const stats = useDictionaryStats();
  const [text, setText] = useState("");
  const [query, setQuery] = useState<string | null>(null);
  const [language, setLanguage] = useState<Language>(undefined);
  const [letter, setLetter] = useState<string | undefined>(undefined);
  const [page, setPage] = useState(1);
  const [open, setOpen] = useState<OpenedEntry | null>(null);
  const openEntry = (entry: DictionaryEntry, follow?: string) => setOpen({ entry, ...(follow ? { follow } : {}) });
  const browse = useBrowseDictionary({ ...(language ? { language } : {}), ...(letter ? { letter } : {}), page });
  const search = useSearchDictionary(query);

  const searchError = search.error;
  useEffect(() => {
    if (searchError) toast.error(m.dictionary_search_failed(), { description: searchError.message || m.dictionary_search_failed_fallback() });
  }, [searchError]);
  const found = search.data;

  const onSearch = (e: FormEvent) => {
    e.preventDefault();
    if (text.trim() === "") return; // blank input does nothing
    setQuery(text.trim());
  };
  const filter = (next: { language?: Language; letter?: string | undefined }) => {
    if ("language" in next) setLanguage(next.language);
    if ("letter" in next) setLetter(next.letter);
    setPage(1);
  };

  const total = browse.data?.total ?? 0;
  const pageSize = browse.data?.pageSize ?? 50;
  const pages = Math.max(1, Math.ceil(total / pageSize));
  const from = total === 0 ? 0 : (page - 1) * pageSize + 1;
  const to = Math.min(total, page * pageSize);
  const empty = stats.data && stats.data.hebrew + stats.data.aramaic === 0;

  return (
    <div className="flex flex-col gap-6">
      <div className="grid grid-cols-2 gap-4">
        {(["hebrew", "aramaic"] as const).map((l) => (
          <Card key={l}>
            <CardHeader className="pb-2"><CardTitle className="text-sm font-medium text-muted-foreground">{l === "hebrew" ? m.dictionary_hebrew_entries() : m.dictionary_aramaic_entries()}</CardTitle></CardHeader>
            <CardContent className="text-2xl font-semibold tabular-nums">{stats.data ? formatNumber(stats.data[l]) : "…"}</CardContent>
          </Card>
        ))}
      </div>

      <form onSubmit={onSearch} className="flex gap-2" role="search">
        <Input value={text} onChange={(e) => setText(e.target.value)} placeholder={m.dictionary_search_placeholder()} aria-label={m.dictionary_search_label()} dir="auto" />
        {/* On a phone the button is its icon (its name stays for screen readers): the box keeps the room for its hint. */}
        <Button type="submit" disabled={search.isFetching}><SearchIcon aria-hidden /> <span className="sr-only sm:not-sr-only">{m.dictionary_search()}</span></Button>
        {query !== null && <Button type="button" variant="ghost" onClick={() => { setQuery(null); setText(""); }}>{m.dictionary_clear()}</Button>}
      </form>

      {query !== null && (
        <section aria-label={m.dictionary_search_results()} className="flex flex-col gap-2">
          {!search.isPending && found?.abbreviation && (
            <p className="rounded-lg bg-muted p-3 text-sm" data-testid="search-abbreviation">
              <HebrewText className="text-base font-medium">{found.abbreviation.written}</HebrewText>: {m.dictionary_abbreviation_label()}{" "}
              <HebrewText className="text-base font-medium">{found.abbreviation.expansion}</HebrewText>.{found.entries.length > 0 && <> {m.dictionary_abbreviation_entries()}</>}
            </p>
          )}
          {!search.isPending && found && <SearchReadAs readAs={found.readAs} onOpen={openEntry} />}
          {search.isPending ? <p role="status" className="flex items-center gap-2 text-muted-foreground"><Spinner /> {m.dictionary_searching()}</p>
            : found && found.entries.length > 0 ? (
              <>
                <p className="text-sm text-muted-foreground">{matchesText(found.total, found.entries.length)}</p>
                <EntryTable entries={found.entries} onOpen={openEntry} />
              </>
            ) : found && !found.readAs ? (
              // Said where the results go and kept there (a toast went in seconds, leaving the browse table as if the search did nothing).
              <p role="status" className="rounded-xl border border-dashed px-6 py-6 text-center text-muted-foreground">
                <span className="font-medium text-foreground">{m.dictionary_no_results()}</span> {m.dictionary_no_results_hint()}
              </p>
            ) : null}
        </section>
      )}

      {/* While a search is shown the browse table is not: under "No Results" its first page read as if it were the results. Clear goes back to it. */}
      {query === null && <section aria-label={m.dictionary_browse()} className="flex flex-col gap-3">
        <div className="flex flex-wrap gap-1" role="group" aria-label={m.dictionary_language()}>
          {LANGUAGE_FILTERS.map((f) => (
            <Button key={f.value ?? "all"} size="sm" variant={language === f.value ? "default" : "outline"} aria-pressed={language === f.value} onClick={() => filter({ language: f.value })}>{f.label()}</Button>
          ))}
        </div>
        <LetterButtons letters={HEBREW_LETTERS} selected={letter} onSelect={(l) => filter({ letter: l })} hebrew />
        <LetterButtons letters={LATIN_LETTERS} selected={letter} onSelect={(l) => filter({ letter: l })} />
        {empty ? (
          <p className="rounded-xl border border-dashed px-6 py-12 text-center text-muted-foreground">{m.dictionary_empty()}</p>
        ) : browse.isPending ? (
          <p role="status" className="flex items-center justify-center gap-2 py-8 text-muted-foreground"><Spinner /> {m.dictionary_loading_entries()}</p>
        ) : (
          <>
            <EntryTable entries={browse.data?.entries ?? []} onOpen={openEntry} />
            <div className="flex flex-wrap items-center justify-between gap-2 text-sm">
              <span>{m.dictionary_showing({ from: formatNumber(from), to: formatNumber(to), total: formatNumber(total) })}</span>
              <div className="flex items-center gap-2">
                <span>{m.dictionary_page_of({ page: formatNumber(page), pages: formatNumber(pages) })}</span>
                <Button size="sm" variant="outline" disabled={page <= 1} onClick={() => setPage((p) => p - 1)}>{m.dictionary_previous()}</Button>
                <Button size="sm" variant="outline" disabled={page >= pages} onClick={() => setPage((p) => p + 1)}>{m.dictionary_next()}</Button>
                <Button size="sm" variant="ghost" onClick={() => { void browse.refetch(); void stats.refetch(); }}><RefreshCwIcon /> {m.dictionary_refresh()}</Button>
              </div>
            </div>
          </>
        )}
      </section>}
      <EntryDialog opened={open} onClose={() => setOpen(null)} />
    </div>
  );
}
