import { useCallback, useEffect, useMemo, useRef, useState, type MouseEvent } from "react";
import { Link, useLocation, useNavigate, useParams } from "react-router";
import { DEFAULT_READER_PREFERENCES, type ReaderPreferences } from "@/shared/settings/settings-constants";
import type { DictionaryLookup, DictionaryLookupQuery } from "@/shared/api/dictionary";
import { useSession } from "@/client/features/auth/hooks/use-session";
import { ReaderView } from "@/client/features/books/components/reader-view";
import { TranslationMergeButton } from "@/client/features/books/components/translation-merge-button";
import { NextPagesButton } from "@/client/features/books/components/next-pages-button";
import { LemmaImportButton } from "@/client/features/dictionary/components/lemma-import-button";
import { useLookupCache } from "@/client/features/dictionary/hooks/use-lookup-cache";
import { AddToMyWordsButton } from "@/client/features/my-words/components/add-to-my-words-button";
import { WordPanel } from "@/client/features/dictionary/components/word-panel";
import { useUpdateSettings } from "@/client/features/settings/api/update-settings";
import { useSelectedLanguage } from "@/client/lib/use-selected-language";
import { m } from "@/client/lib/i18n";
import { keepWordInView } from "@/client/lib/keep-word-in-view";

/** Another word of the chapter tapped while the panel is open shows its own entries in it. */
const isReaderWord = (element: Element) => element.closest("[data-testid='reader-word']") !== null;

/**
 * /books/:bookId and /books/:bookId/:chapter — one book, verse by verse; a
 * tapped word opens its dictionary entries beside the text.
 */
export function ReaderPage() {
  const { bookId = "", chapter } = useParams();
  const { hash } = useLocation();
  const navigate = useNavigate();
  const { data: me } = useSession();
  const [language] = useSelectedLanguage();
  // `mutate` keeps its identity (the mutation's result object does not), so the reader is not rendered again when a word is tapped.
  const { mutate: updateSettings } = useUpdateSettings({ errorTitle: m.reader_settings_error() });
  const preferences = me?.settings.reader ?? DEFAULT_READER_PREFERENCES;
  const onPreferencesChange = useCallback((reader: ReaderPreferences) => updateSettings({ reader }), [updateSettings]);
  const onGo = useCallback((label: string) => navigate(`/books/${bookId}/${label}`), [navigate, bookId]);
  const scrollToVerse = useMemo(() => {
    const m = /^#verse-(\d+)$/.exec(hash);
    return m ? Number(m[1]) : null;
  }, [hash]);
  // A tapped word opens the dictionary's panel with its place, so the book's lemma data can answer first.
  const [tapped, setTapped] = useState<DictionaryLookupQuery | null>(null);
  const onWordTap = useCallback((t: { word: string; chapter: number; verse: number; position: number }) => setTapped({ ...t, book: bookId }), [bookId]);
  const closePanel = useCallback(() => setTapped(null), []);
  // The word button last tapped: on a phone the panel's sheet covers the lower part of the screen,
  // so the page scrolls the word (and its verse) into the part left in sight.
  const tappedWord = useRef<Element | null>(null);
  const noteTappedWord = useCallback((event: MouseEvent) => {
    tappedWord.current = event.target instanceof Element ? event.target.closest("[data-testid='reader-word']") : null;
  }, []);
  useEffect(() => {
    if (tapped && tappedWord.current?.isConnected) keepWordInView(tappedWord.current);
  }, [tapped]);
  // An occurrence tapped in the panel opens its verse in the reader.
  const openVerse = useCallback((o: { bookId: string; chapterLabel: string; verse: number }) => {
    setTapped(null);
    navigate(`/books/${o.bookId}/${o.chapterLabel}#verse-${o.verse}`);
  }, [navigate]);
  // My words changes what the dictionary's lookups say: the dictionary updates its own cache.
  const lookupCache = useLookupCache();
  // The panel's "Add to my words", one per tapped word (keyed by its place, so a new word starts afresh), for the reading (and entry) chosen in the panel.
  const panelActions = useCallback((lookup: DictionaryLookup, reading: number, entryId?: string) => {
    const t = tapped;
    if (!t?.book || !t.chapter || !t.verse || !t.position) return null;
    const place = { word: t.word, book: t.book, chapter: t.chapter, verse: t.verse, position: t.position };
    return <AddToMyWordsButton key={`${place.chapter}:${place.verse}:${place.position}`} tapped={place} lookup={lookup} reading={reading} entryId={entryId} onSaved={lookupCache.markSaved} onRemoved={lookupCache.markRemoved} />;
  }, [tapped, lookupCache]);
  // Administrators import a Tanakh book's word lemmas (OpenScriptures) from its reader; a book
  // imported from the Hebrew Bible offline (it carries OpenScriptures' credit) has them already.
  const isAdmin = me?.isAdmin ?? false;
  // A book with OpenScriptures' morphology (its credit) is drilled chapter by chapter in the parsing drill (its chapters count from 1).
  const actions = useCallback((book: { category: string; credit: string | null }) => (isAdmin && book.category === "Tanakh" && !book.credit
    ? <div className="pt-1"><LemmaImportButton bookId={bookId} /></div>
    : book.credit
      ? <Link className="pt-1 text-sm font-medium text-primary underline-offset-4 hover:underline" to={`/parsing?book=${bookId}&chapter=${chapter ?? "1"}`} data-testid="parsing-link">{m.parsing_open()}</Link>
      : null), [isAdmin, bookId, chapter]);
  // A book of the Hebrew Bible imported offline (OpenScriptures' credit) comes without translations: administrators add the texts library's.
  const addTranslations = useCallback((book: { category: string; credit: string | null }) => (isAdmin && book.category === "Tanakh" && book.credit
    ? <TranslationMergeButton bookId={bookId} />
    : null), [isAdmin, bookId]);
  // On a tractate's last page in the library, administrators import its next pages from the texts library.
  const morePages = useCallback(() => (isAdmin ? <NextPagesButton bookId={bookId} /> : null), [isAdmin, bookId]);
  return (
    <>
      {/* While the panel is open the text makes room for it: beside it on a wide screen (the panel
          stands at the interface's inline end, 28rem wide), and under the last verses on a phone, so
          a word there can still be scrolled above the sheet. */}
      <div onClickCapture={noteTappedWord} className={tapped ? "max-sm:pb-[70dvh] lg:pe-[28rem]" : undefined} data-testid="reader-area">
        <ReaderView key={bookId} bookId={bookId} chapterLabel={chapter} preferences={preferences} onPreferencesChange={onPreferencesChange}
          language={language} onGo={onGo} scrollToVerse={scrollToVerse} onWordTap={onWordTap} actions={actions} addTranslations={addTranslations} morePages={morePages} />
      </div>
      <WordPanel target={tapped} onClose={closePanel} actions={panelActions} onOpenVerse={openVerse} keepOpenOn={isReaderWord} />
    </>
  );
}
