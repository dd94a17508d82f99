import { LibraryBigIcon } from "lucide-react";
import { useId, useMemo, useState, type FormEvent } from "react";
import { Link } from "react-router";
import { toast } from "sonner";
import { BOOK_CATEGORIES } from "@/shared/api/books";
import { HebrewText } from "@/client/components/hebrew-text";
import { SettingsSection } from "@/client/components/settings-section";
import { Button } from "@/client/components/ui/button";
import { Input } from "@/client/components/ui/input";
import { Label } from "@/client/components/ui/label";
import { bookCategoryLabel } from "@/client/lib/book-category";
import { cn } from "@/client/lib/cn";
import { useImportableTitles } from "../api/get-importable-titles";
import { useStartBibleImport } from "../api/start-bible-import";
import { useStartBookImport } from "../api/start-book-import";
import { useBookImport } from "../hooks/use-book-import";
import { bookImportStore } from "../lib/book-import-store";
import { findTitle, matchesTitle, titleNames } from "../lib/title-choice";
import { m, useInterfaceLocale } from "@/client/lib/i18n";

const SHOWN = 60;

/** Where the text comes from: the texts library (network), or the Hebrew Bible the server ships (offline). */
type Source = "sefaria" | "oshb";
const SOURCES: { value: Source; label: () => string }[] = [
  { value: "oshb", label: m.bookimport_source_oshb },
  { value: "sefaria", label: m.bookimport_source_sefaria },
];

/**
 * Settings, 'Import Complete Texts' (administrators): choose a Tanakh book, a Mishnah
 * tractate or a Talmud tractate (or type any title: the server checks it against the library's
 * index), optionally a range, and Import. The list names each text in the interface's language
 * (Genèse, with בראשית beside it) and finds it by any of its names; the import sends the library's title. The import runs on the server; the floating card follows
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
  const locale = useInterfaceLocale();
  const offline = source === "oshb";
  const allBooks = m.bookimport_all_books();
  // Offline: the 39 books of the Hebrew Bible only, and all of them at once.
  const available = useMemo(() => (titles.data?.titles ?? []).filter((t) => !offline || t.category === "Tanakh"), [titles.data, offline]);
  const shown = useMemo(() => available.filter((t) => matchesTitle(t, title, locale, bookCategoryLabel(t.category))).slice(0, SHOWN), [available, title, locale]);
  const exact = useMemo(() => findTitle(available, title, locale), [available, title, locale]);
  const all = offline && title.trim() === allBooks;
  const talmud = exact?.category === "Talmud";
  const importing = current?.isImporting ?? false;

  const onSubmit = (e: FormEvent) => {
    e.preventDefault();
    const chosen = exact?.title ?? title.trim();
    if (!chosen) return;
    if (offline) {
      startBible.mutate({ books: all ? "all" : [chosen] }, {
        onSuccess: ({ job }) => bookImportStore.dispatch({ type: "start", bookName: all ? m.bookimport_hebrew_bible() : chosen, jobId: job.id }),
        onError: (err) => toast.error(m.bookimport_failed_title(), { description: err.message || m.bookimport_failed_fallback() }),
      });
      return;
    }
    start.mutate({ title: chosen, ...(range.trim() ? { range: range.trim() } : {}) }, {
      onSuccess: ({ job }) => bookImportStore.dispatch({ type: "start", bookName: range.trim() ? `${chosen} ${range.trim()}` : chosen, jobId: job.id }),
      onError: (err) => toast.error(m.bookimport_failed_title(), { description: err.message || m.bookimport_failed_fallback() }),
    });
  };

  return (
    <SettingsSection id="import-texts" icon={LibraryBigIcon} title={m.bookimport_title()}
      description={m.bookimport_description()}>
      <form onSubmit={onSubmit} className="flex flex-col gap-4" noValidate>
        <fieldset className="flex flex-col gap-2">
          <legend className="mb-2 text-sm font-medium">{m.bookimport_source()}</legend>
          {SOURCES.map((s) => (
            <label key={s.value} className="flex items-center gap-2 text-sm">
              <input type="radio" name="import-source" value={s.value} checked={source === s.value} onChange={() => setSource(s.value)} />
              {s.label()}
            </label>
          ))}
          {offline && (
            <p className="text-xs text-muted-foreground">
              {m.bookimport_oshb_note()}
            </p>
          )}
        </fieldset>
        <div className="flex flex-col gap-2">
          <Label htmlFor="import-title">{m.bookimport_text()}</Label>
          <Input id="import-title" dir="auto" value={title} onChange={(e) => setTitle(e.target.value)} placeholder={m.bookimport_text_placeholder()}
            autoComplete="off" aria-controls={listId} />
          <div id={listId} role="listbox" aria-label={m.bookimport_texts()} className="max-h-56 overflow-y-auto rounded-md border">
            {titles.isPending && <p className="p-3 text-sm text-muted-foreground">{m.bookimport_loading_texts()}</p>}
            {offline && (
              <button type="button" role="option" aria-selected={all}
                className={cn("flex w-full items-center px-3 py-1.5 text-start text-sm hover:bg-accent", all && "bg-accent font-medium")}
                onClick={() => setTitle(allBooks)}>
                {allBooks}
              </button>
            )}
            {BOOK_CATEGORIES.map((category) => {
              const group = shown.filter((t) => t.category === category);
              if (group.length === 0) return null;
              return (
                <div key={category} role="group" aria-label={bookCategoryLabel(category)}>
                  <p className="sticky top-0 bg-muted px-3 py-1 text-xs font-semibold uppercase tracking-wide text-muted-foreground">{bookCategoryLabel(category)}</p>
                  {group.map((t) => {
                    const { name, aside, asideIsHebrew } = titleNames(t, locale);
                    return (
                      <button key={`${t.category}:${t.title}`} type="button" role="option" aria-selected={exact === t}
                        className={cn("flex w-full items-center justify-between gap-3 px-3 py-1.5 text-start text-sm hover:bg-accent", exact === t && "bg-accent font-medium")}
                        onClick={() => setTitle(name)}>
                        {asideIsHebrew ? <span>{name}</span> : <HebrewText>{name}</HebrewText>}
                        {asideIsHebrew ? <HebrewText className="text-muted-foreground">{aside}</HebrewText>
                          : <span dir="ltr" className="text-muted-foreground">{aside}</span>}
                      </button>
                    );
                  })}
                </div>
              );
            })}
            {titles.isSuccess && shown.length === 0 && !offline && (
              <p className="p-3 text-sm text-muted-foreground">{m.bookimport_not_in_list()}</p>
            )}
          </div>
        </div>
        {!offline && <div className="flex flex-col gap-2">
          <Label htmlFor="import-range">{m.bookimport_range()}</Label>
          <Input id="import-range" value={range} onChange={(e) => setRange(e.target.value)} className="w-48"
            placeholder={talmud ? m.bookimport_range_talmud_placeholder() : m.bookimport_range_placeholder()} aria-describedby="import-range-hint" />
          <p id="import-range-hint" className="text-xs text-muted-foreground">
            {m.bookimport_range_hint()}
          </p>
        </div>}
        <div className="flex flex-wrap items-center gap-3">
          <Button type="submit" disabled={!title.trim() || (offline && !exact && !all) || start.isPending || startBible.isPending || importing}>
            {importing ? m.bookimport_importing() : m.bookimport_import()}
          </Button>
          {current && !current.isImporting && (
            <Button asChild variant="outline"><Link to="/books">{m.bookimport_view_in_books()}</Link></Button>
          )}
        </div>
      </form>
    </SettingsSection>
  );
}
