import { ArrowLeftIcon } from "lucide-react";
import { memo, useCallback, useEffect, useMemo, useState, type ReactNode } from "react";
import { Link } from "react-router";
import type { ReaderPreferences } from "@/shared/api/settings";
import type { Language } from "@/shared/domain";
import { tractateEndAt } from "@/shared/books/tractate-end";
import { formsRuleOf } from "@/shared/reading/chapter-coverage";
import type { VowelRule } from "@/shared/reading/word-vowels";
import { HebrewText } from "@/client/components/hebrew-text";
import { useHebrewTitles } from "@/client/components/text-title";
import { Button } from "@/client/components/ui/button";
import { Spinner } from "@/client/components/ui/spinner";
import { useBook } from "../api/get-book";
import { useChapter } from "../api/get-chapter";
import { useSaveReadingProgress } from "../api/save-reading-progress";
import { useArrowKeys } from "../hooks/use-arrow-keys";
import { useDebouncedCommit } from "../hooks/use-debounced-commit";
import { useReachedVerse } from "../hooks/use-reached-verse";
import { ChapterCoverage } from "./chapter-coverage";
import { ChapterNav } from "./chapter-nav";
import { ReaderControls } from "./reader-controls";
import { VerseList } from "./verse-list";
import { m } from "@/client/lib/i18n";
import { bookTitle } from "@/client/lib/book-title";
import { verseTranslation } from "../lib/verse-translation";

function Loading({ children }: { children: string }) {
  return (
    <div role="status" className="flex items-center justify-center gap-2 py-16 text-muted-foreground">
      <Spinner /> {children}
    </div>
  );
}

/** Why the book or the chapter could not be shown, once, where it would have been (no toast repeating it). */
function LoadError({ title, message }: { title: string; message: string }) {
  return (
    <div role="alert" className="flex flex-col gap-1 rounded-xl border border-dashed px-6 py-12 text-center">
      <p className="font-medium">{title}</p>
      <p className="text-muted-foreground">{message}</p>
    </div>
  );
}

const BackToLibrary = () => (
  <Button variant="ghost" size="sm" asChild className="-ms-2 w-fit">
    <Link to="/books"><ArrowLeftIcon className="rtl:rotate-180" /> {m.books_back_to_library()}</Link>
  </Button>
);

/** Whether a chapter was shown since the page loaded (the first one needs no scroll to the top). */
let chapterShownBefore = false;

/**
 * The reader: a book chapter by chapter (the Talmud page by page), the route's
 * chapter or the first, with the user's view; ← / → turn the chapter; the verse reached is saved.
 * Memoised: the page's word panel opening or closing does not render the chapter again (the page
 * passes stable callbacks).
 */
export const ReaderView = memo(function ReaderView({ bookId, chapterLabel, preferences, onPreferencesChange, language, onGo, scrollToVerse, onWordTap, actions, addTranslations, morePages }: {
  bookId: string;
  /** From the route; the first chapter when absent. */
  chapterLabel: string | undefined;
  preferences: ReaderPreferences;
  onPreferencesChange: (p: ReaderPreferences) => void;
  language: Language;
  onGo: (label: string) => void;
  /** A verse to bring into view once the chapter shows (Continue Reading). */
  scrollToVerse: number | null;
  /** A Hebrew word tapped: the word as written and its place (chapter number, verse, 1-based position). */
  onWordTap?: (tap: { word: string; chapter: number; verse: number; position: number }) => void;
  /** Controls the page adds under the title for this book (an administrator's lemma import), given its category. */
  actions?: (book: { category: string; credit: string | null }) => ReactNode;
  /** What the page offers where the chapter has no translation to show (an administrator's 'Add the translations'), given the book. */
  addTranslations?: (book: { category: string; credit: string | null }) => ReactNode;
  /** What the page offers on a tractate's last page in the library (an administrator's 'Import the next pages'); null: a learner's line. */
  morePages?: () => ReactNode;
}) {
  const book = useBook(bookId);
  // In the Hebrew interface the book's Hebrew title leads, its English one under it (text-title.tsx).
  const hebrewFirst = useHebrewTitles();
  const label = chapterLabel ?? book.data?.firstChapterLabel;
  const chapter = useChapter(bookId, label);
  // The view is the reader's own while they read: it starts from their saved preferences, and each
  // change is saved (debounced) without the saved copy coming back over a newer change.
  const [view, setView] = useState(preferences);
  const commitView = useDebouncedCommit(onPreferencesChange);

  const shown = chapter.data && !chapter.isPlaceholderData ? chapter.data : null;
  const save = useSaveReadingProgress(bookId);
  const saveVerse = useCallback((verse: number) => {
    if (shown) save({ chapter: shown.chapter.chapter, verse });
  }, [save, shown]);
  const shownKey = shown ? `${bookId}:${shown.chapter.chapter}` : null;
  const listRef = useReachedVerse(shownKey, shown?.verses.length ?? 0, saveVerse);

  // Neighbours from the book's chapter list, so they are right at once (while the new chapter
  // loads, the old one is still on screen); the server's answer covers a chapter not in the list.
  const chapters = useMemo(() => book.data?.chapters ?? [], [book.data]);
  const at = chapters.findIndex((c) => c.label === label);
  const previous = at >= 0 ? (chapters[at - 1]?.label ?? null) : (shown?.previous?.label ?? null);
  const next = at >= 0 ? (chapters[at + 1]?.label ?? null) : (shown?.next?.label ?? null);
  // Keys may come faster than the new chapter renders (navigations are transitions): each press
  // steps from the chapter in the address bar now, not from the one last rendered (whose own
  // neighbours may differ: on chapter 1 just turned to 2, ← must still go back).
  const step = useCallback((by: -1 | 1) => {
    const inUrl = decodeURIComponent(window.location.pathname.split("/")[3] ?? "") || label;
    const i = chapters.findIndex((c) => c.label === inUrl);
    const to = i >= 0 ? chapters[i + by]?.label : by < 0 ? previous : next;
    if (to) onGo(to);
    return Boolean(to);
  }, [chapters, label, previous, next, onGo]);
  const goPrevious = useCallback(() => step(-1), [step]);
  const goNext = useCallback(() => step(1), [step]);
  useArrowKeys(goPrevious, goNext);
  const known = useMemo(() => ({ forms: new Set(shown?.coverage.knownForms ?? []), lemmas: new Set(shown?.coverage.knownLemmas ?? []) }), [shown]);
  const vowels = useMemo<VowelRule>(() => ({ mode: view.vowels, fadeDays: view.fadeDays, stability: shown?.lemmaStability ?? {} }), [view.vowels, view.fadeDays, shown]);
  const shownChapter = shown?.chapter.chapter;
  const tapWord = useCallback((word: string, verse: number, position: number) => {
    if (onWordTap && shownChapter !== undefined) onWordTap({ word, chapter: shownChapter, verse, position });
  }, [onWordTap, shownChapter]);

  // Once per chapter shown (not again when a background refetch brings the same chapter anew, which
  // would take the reader back to the top mid-chapter).
  useEffect(() => {
    if (!shownKey) return;
    const first = !chapterShownBefore;
    chapterShownBefore = true;
    const target = scrollToVerse ? document.getElementById(`verse-${scrollToVerse}`) : null;
    if (target) target.scrollIntoView({ block: "start" });
    // The page the browser opened (the tab's first entry) starts at its top already; scrolling there
    // would lay the whole chapter out inside the app's first task.
    else if (!(first && (window.history.state as { idx?: number } | null)?.idx === 0)) window.scrollTo({ top: 0 });
  }, [shownKey, scrollToVerse]);

  if (book.isPending) return <Loading>{m.books_loading_book()}</Loading>;
  if (book.isError) {
    return (
      <div className="flex flex-col gap-4">
        <BackToLibrary />
        <LoadError title={m.books_error_loading_book()} message={book.error.message} />
      </div>
    );
  }
  const talmud = book.data.addressType === "Talmud";
  const noTranslation = view.viewMode === "translation" && !!chapter.data && !chapter.data.verses.some((v) => verseTranslation(v, language).text);
  return (
    <div className="mx-auto flex w-full max-w-4xl flex-col gap-4">
      <BackToLibrary />
      <header className="flex flex-wrap items-end justify-between gap-3">
        <div className="flex flex-col gap-1">
          {hebrewFirst && book.data.hebrewTitle ? (
            <>
              <h1 className="text-2xl font-semibold tracking-tight sm:text-3xl"><HebrewText>{book.data.hebrewTitle}</HebrewText></h1>
              <span dir="ltr" className="self-start text-muted-foreground">{book.data.title}</span>
            </>
          ) : (
            <>
              <h1 className="text-2xl font-semibold tracking-tight sm:text-3xl">{bookTitle(book.data.title)}</h1>
              {book.data.hebrewTitle && <HebrewText className="self-start text-2xl text-muted-foreground">{book.data.hebrewTitle}</HebrewText>}
            </>
          )}
          {actions?.(book.data)}
          {shown && <ChapterCoverage coverage={shown.coverage} page={talmud} />}
        </div>
        {label && (
          <ChapterNav chapters={book.data.chapters} current={label} previous={previous} next={next} talmud={talmud} onGo={onGo} />
        )}
      </header>
      <ReaderControls value={view} onChange={setView} onCommit={commitView} />
      {chapter.isPending || chapter.isPlaceholderData ? (
        <Loading>{m.books_loading_verses()}</Loading>
      ) : chapter.isError ? (
        <LoadError title={m.books_error_loading_verses()} message={chapter.error.message} />
      ) : chapter.data.verses.length === 0 ? (
        <p className="rounded-xl border border-dashed px-6 py-12 text-center text-muted-foreground">{m.books_no_verses()}</p>
      ) : (
        <>
          {noTranslation && <NoTranslationNotice>{addTranslations?.(book.data)}</NoTranslationNotice>}
          <VerseList verses={chapter.data.verses} preferences={noTranslation ? { ...view, viewMode: "hebrew" } : view} language={language} listRef={listRef} onWordTap={onWordTap ? tapWord : undefined} known={known} lemmas={chapter.data.lemmas} formsRule={formsRuleOf(book.data.category)} vowels={vowels} />
          {talmud && shown && !next && (
            <LastPageNotice title={hebrewFirst && book.data.hebrewTitle ? book.data.hebrewTitle : bookTitle(book.data.title)} end={tractateEndAt(book.data.sourceEnd, shown.chapter.chapter)}>
              {morePages?.()}
            </LastPageNotice>
          )}
        </>
      )}
      {/* The text's credit closes the chapter, under its navigation: above the verses its two lines on
          a phone pushed the second verse off the first screen. */}
      {(shown || book.data.credit) && (
        <div className="flex flex-col items-center gap-3 pb-8">
          {shown && <ChapterNav chapters={book.data.chapters} current={shown.chapter.label} previous={previous} next={next} talmud={talmud} onGo={onGo} />}
          {book.data.credit && <p className="text-center text-xs text-muted-foreground" data-testid="book-credit">{book.data.credit}</p>}
        </div>
      )}
    </div>
  );
});

/**
 * Under a tractate's last page in the library (the set-up imports each tractate's first pages; an administrator may have
 * imported a range): says so, with an administrator's way to import the next pages, or that one can; or that the
 * tractate ends there, where its import read its end.
 */
function LastPageNotice({ title, end, children }: { title: string; end: ReturnType<typeof tractateEndAt>; children: ReactNode }) {
  return (
    <div role="status" className="flex flex-col items-start gap-2 rounded-lg border border-dashed px-4 py-3 text-sm text-muted-foreground" data-testid="last-page">
      {end === "ends" ? (
        <p>{m.books_tractate_ends({ title })}</p>
      ) : (
        <>
          <p>{m.books_last_page({ title })}</p>
          {children ? <><p>{m.books_more_pages_admin()}</p>{children}</> : <p>{end === "goes-on" ? m.books_more_pages_learner_known() : m.books_more_pages_learner()}</p>}
        </>
      )}
    </div>
  );
}

/**
 * Over the translation view of a chapter without any translation (a book of the Hebrew Bible imported offline), which
 * shows the Hebrew instead so that the learner has words to tap (the view chosen stays theirs for the chapters that
 * have one); `children`: an administrator's way to add the translations.
 */
function NoTranslationNotice({ children }: { children: ReactNode }) {
  return (
    <div role="status" className="flex flex-col items-start gap-2 rounded-lg border border-dashed px-4 py-3 text-sm text-muted-foreground" data-testid="no-translation">
      <p>{m.books_no_translation()}</p>
      {children}
    </div>
  );
}
