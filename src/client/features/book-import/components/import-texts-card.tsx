import { LibraryBigIcon } from "lucide-react";
import { useId, useMemo, useState, type FormEvent } from "react";
import { Link } from "react-router";
import { toast } from "sonner";
import { BOOK_CATEGORIES, type ImportableTitle } from "@/shared/api/books";
import { HebrewText } from "@/client/components/hebrew-text";
import { SettingsSection } from "@/client/components/settings-section";
import { Button } from "@/client/components/ui/button";
import { Input } from "@/client/components/ui/input";
import { Label } from "@/client/components/ui/label";
import { cn } from "@/client/lib/cn";
import { useImportableTitles } from "../api/get-importable-titles";
import { useStartBibleImport } from "../api/start-bible-import";
import { useStartBookImport } from "../api/start-book-import";
import { IMPORT_FAILED_FALLBACK, IMPORT_FAILED_TITLE, useBookImport } from "../hooks/use-book-import";
import { bookImportStore } from "../lib/book-import-store";

const SHOWN = 60;
export const ALL_BOOKS = "All 39 books";

/** Where the text comes from: the texts library (network), or the Hebrew Bible the server ships (offline). */
type Source = "sefaria" | "oshb";
const SOURCES: { value: Source; label: string }[] = [
  { value: "oshb", label: "Hebrew Bible (offline, OpenScriptures)" },
  { value: "sefaria", label: "Sefaria" },
];

function matches(t: ImportableTitle, query: string): boolean {
  const q = query.trim().toLowerCase();
  return q === "" || t.title.toLowerCase().includes(q) || t.hebrewTitle.includes(query.trim()) || t.category.toLowerCase().startsWith(q);
}

/**
 * Settings, 'Import Complete Texts' (administrators, spec 001 §2): choose a Tanakh book, a Mishnah
 * tractate or a Talmud tractate (or type any title: the server checks it against the library's
 * index), optionally a range, and Import. The import runs on the server; the floating card follows
 * it, and 'View in Books' shows when it ends.
 */
export function ImportTextsCard() {
  const titles = useImportableTitles();
  const start = useStartBookImport();
  const startBible = useStartBibleImport();
  const current = useBookImport();
  const [source, setSource] = useState<Source>("sefaria");
  const [title, setTitle] = useState("");
  const [range, setRange] = useState("");
  const listId = useId();
  const offline = source === "oshb";
  // Offline: the 39 books of the Hebrew Bible only, and all of them at once.
  const available = useMemo(() => (titles.data?.titles ?? []).filter((t) => !offline || t.category === "Tanakh"), [titles.data, offline]);
  const shown = useMemo(() => available.filter((t) => matches(t, title)).slice(0, SHOWN), [available, title]);
  const exact = available.find((t) => t.title.toLowerCase() === title.trim().toLowerCase());
  const all = offline && title.trim() === ALL_BOOKS;
  const talmud = exact?.category === "Talmud";
  const importing = current?.isImporting ?? false;

  const onSubmit = (e: FormEvent) => {
    e.preventDefault();
    const chosen = exact?.title ?? title.trim();
    if (!chosen) return;
    if (offline) {
      startBible.mutate({ books: all ? "all" : [chosen] }, {
        onSuccess: ({ job }) => bookImportStore.dispatch({ type: "start", bookName: all ? "the Hebrew Bible" : chosen, jobId: job.id }),
        onError: (err) => toast.error(IMPORT_FAILED_TITLE, { description: err.message || IMPORT_FAILED_FALLBACK }),
      });
      return;
    }
    start.mutate({ title: chosen, ...(range.trim() ? { range: range.trim() } : {}) }, {
      onSuccess: ({ job }) => bookImportStore.dispatch({ type: "start", bookName: range.trim() ? `${chosen} ${range.trim()}` : chosen, jobId: job.id }),
      onError: (err) => toast.error(IMPORT_FAILED_TITLE, { description: err.message || IMPORT_FAILED_FALLBACK }),
    });
  };

  return (
    <SettingsSection id="import-texts" icon={LibraryBigIcon} title="Import Complete Texts"
      description="Import a whole book of the Tanakh, a Mishnah tractate or Talmud pages from the texts library, with the Hebrew and its translations, to read in Books.">
      <form onSubmit={onSubmit} className="flex flex-col gap-4" noValidate>
        <fieldset className="flex flex-col gap-2">
          <legend className="mb-2 text-sm font-medium">Source</legend>
          {SOURCES.map((s) => (
            <label key={s.value} className="flex items-center gap-2 text-sm">
              <input type="radio" name="import-source" value={s.value} checked={source === s.value} onChange={() => setSource(s.value)} />
              {s.label}
            </label>
          ))}
          {offline && (
            <p className="text-xs text-muted-foreground">
              The Westminster Leningrad Codex with every word&apos;s lemma and parsing, from the server&apos;s own copy (no network).
              Open Scriptures Hebrew Bible (CC BY 4.0); Westminster Leningrad Codex (public domain).
            </p>
          )}
        </fieldset>
        <div className="flex flex-col gap-2">
          <Label htmlFor="import-title">Text</Label>
          <Input id="import-title" value={title} onChange={(e) => setTitle(e.target.value)} placeholder="Search, or type a title such as Genesis or Berakhot"
            autoComplete="off" aria-controls={listId} />
          <div id={listId} role="listbox" aria-label="Texts" className="max-h-56 overflow-y-auto rounded-md border">
            {titles.isPending && <p className="p-3 text-sm text-muted-foreground">Loading texts...</p>}
            {offline && (
              <button type="button" role="option" aria-selected={all}
                className={cn("flex w-full items-center px-3 py-1.5 text-left text-sm hover:bg-accent", all && "bg-accent font-medium")}
                onClick={() => setTitle(ALL_BOOKS)}>
                {ALL_BOOKS}
              </button>
            )}
            {BOOK_CATEGORIES.map((category) => {
              const group = shown.filter((t) => t.category === category);
              if (group.length === 0) return null;
              return (
                <div key={category} role="group" aria-label={category}>
                  <p className="sticky top-0 bg-muted px-3 py-1 text-xs font-semibold uppercase tracking-wide text-muted-foreground">{category}</p>
                  {group.map((t) => (
                    <button key={`${t.category}:${t.title}`} type="button" role="option" aria-selected={exact === t}
                      className={cn("flex w-full items-center justify-between gap-3 px-3 py-1.5 text-left text-sm hover:bg-accent", exact === t && "bg-accent font-medium")}
                      onClick={() => setTitle(t.title)}>
                      <span>{t.title}</span>
                      <HebrewText className="text-muted-foreground">{t.hebrewTitle}</HebrewText>
                    </button>
                  ))}
                </div>
              );
            })}
            {titles.isSuccess && shown.length === 0 && !offline && (
              <p className="p-3 text-sm text-muted-foreground">Not in the list: it will be looked up in the texts library.</p>
            )}
          </div>
        </div>
        {!offline && <div className="flex flex-col gap-2">
          <Label htmlFor="import-range">Range (optional)</Label>
          <Input id="import-range" value={range} onChange={(e) => setRange(e.target.value)} className="w-48"
            placeholder={talmud ? "e.g. 2a-5b" : "e.g. 1-5"} aria-describedby="import-range-hint" />
          <p id="import-range-hint" className="text-xs text-muted-foreground">
            Chapters such as 1-5, or Talmud pages such as 2a-5b. Leave empty for the whole text.
          </p>
        </div>}
        <div className="flex flex-wrap items-center gap-3">
          <Button type="submit" disabled={!title.trim() || (offline && !exact && !all) || start.isPending || startBible.isPending || importing}>
            {importing ? "Importing..." : "Import"}
          </Button>
          {current && !current.isImporting && (
            <Button asChild variant="outline"><Link to="/books">View in Books</Link></Button>
          )}
        </div>
      </form>
    </SettingsSection>
  );
}
