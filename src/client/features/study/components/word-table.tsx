import { observeWindowOffset, useWindowVirtualizer, windowScroll, type Virtualizer } from "@tanstack/react-virtual";
import { PencilIcon } from "lucide-react";
import { memo, startTransition, useCallback, useEffect, useLayoutEffect, useMemo, useRef, useState } from "react";
import type { StudyWord } from "@/shared/api/collections";
import type { Language, WordStatus } from "@/shared/domain";
import { collectionLabel } from "@/client/lib/collection-label";
import type { ReadingPathKey } from "@/shared/reading/frequency-path";
import { gameTranslationFor } from "@/shared/study/translation-for";
import { EnglishBadge } from "@/client/components/english-badge";
import { HebrewText } from "@/client/components/hebrew-text";
import { cn } from "@/client/lib/cn";
import { SpeakButtonView } from "@/client/components/speak-button";
import { useSpeakHebrew, type HebrewSpeech } from "@/client/lib/study/use-speak-hebrew";
import { WordContext } from "@/client/components/word-context";
import { StatusButtons } from "./status-buttons";
import { SERVER_VIEWPORT, useHydrating } from "@/client/lib/use-hydrating";
import { m } from "@/client/lib/i18n";

/** A word of the table; global search results also name their collection. */
export type TableWord = StudyWord & {
  collectionName?: string; collectionSlug?: string; collectionDomain?: string; collectionOwnerId?: string | null;
  collectionReadingPath?: ReadingPathKey | null;
};

// On wide screens the Hebrew column is at most 14rem: its words sit right-aligned near the sound button, not across a wide gap.
const GRID = "grid grid-cols-[6.5rem_2rem_minmax(0,1fr)_minmax(0,1fr)] md:grid-cols-[6.5rem_2rem_minmax(0,14rem)_minmax(0,1fr)_minmax(0,0.8fr)] items-center gap-x-2 px-2 sm:gap-x-4 sm:px-3";

/**
 * Each row's height, known from its word without measuring (a phone's first layout of a 1,000-word
 * table measured every row): 53 px holds the status buttons, the Hebrew and two lines of the
 * translation (clamped to two); a global search result adds its collection's line (16 px), a word
 * saved from the reader its reference (16 px + gaps) and two lines of its verse (46 px).
 */
export function rowHeight(w: TableWord): number {
  return 53 + (w.collectionName ? 16 : 0) + (w.contextRef ? 20 + (w.contextText ? 46 : 0) : 0);
}

/**
 * The window's size for the virtualiser, read when the browser has laid the page out (a
 * ResizeObserver on the root reports after the next layout) and on each resize. The library's own
 * observer reads it at once, inside React's commit, which lays out the whole new page in that task.
 */
function observeWindowSize(instance: Virtualizer<Window, Element>, cb: (rect: { width: number; height: number }) => void) {
  const win = instance.scrollElement;
  if (!win) return;
  const read = () => cb({ width: win.innerWidth, height: win.innerHeight });
  const observer = new ResizeObserver(read);
  observer.observe(win.document.documentElement);
  win.addEventListener("resize", read, { passive: true });
  return () => {
    observer.disconnect();
    win.removeEventListener("resize", read);
  };
}

/**
 * The Study table: Status, Sound, Hebrew, the chosen language, Transliteration
 * (hidden on small screens, '-' when empty). Rows are virtualised against the window scroll, at
 * heights known from their words (`rowHeight`), so a list of 10,000 words renders only what is on
 * screen and no row is measured. With `onEdit` (the learner's own words: My words), each row's meaning has an
 * "Edit" button beside it.
 */
export function WordTable({ words, language, languageLabel, onSetStatus, onEdit }: {
  words: TableWord[];
  language: Language;
  languageLabel: string;
  onSetStatus: (word: StudyWord, status: WordStatus) => void;
  onEdit?: (word: StudyWord) => void;
}) {
  const bodyRef = useRef<HTMLDivElement>(null);
  const [scrollMargin, setScrollMargin] = useState(0);
  // Where the table starts, read when the browser has laid the page out (a ResizeObserver reports
  // once after the next layout, then on each change), not inside React's commit, where reading it
  // would lay out the whole new page in the same task. Until then the rows are placed from the
  // page's top: a few more rows render, none moves.
  useEffect(() => {
    const el = bodyRef.current;
    if (!el) return;
    // A transition: the rows it adds (the overscan) render in slices, yielding to the browser.
    const observer = new ResizeObserver(() => {
      const top = el.getBoundingClientRect().top + window.scrollY;
      startTransition(() => setScrollMargin(top));
    });
    observer.observe(document.body);
    return () => observer.disconnect();
  }, []);

  // The rows are memoised (WordRow): what they are given stays the same object from render to
  // render, so the table's own re-renders (hydration ending, the table's place known, a scroll)
  // render only the rows that came or changed.
  const { speak, available } = useSpeakHebrew();
  const speech = useMemo<HebrewSpeech>(() => ({ speak, available }), [speak, available]);
  const latestOnSetStatus = useRef(onSetStatus);
  useLayoutEffect(() => { latestOnSetStatus.current = onSetStatus; });
  const setStatus = useCallback((word: StudyWord, status: WordStatus) => latestOnSetStatus.current(word, status), []);
  const latestOnEdit = useRef(onEdit);
  useLayoutEffect(() => { latestOnEdit.current = onEdit; });
  const editable = onEdit !== undefined;
  const edit = useCallback((word: StudyWord) => latestOnEdit.current?.(word), []);
  // On the server and while the browser hydrates its markup: the rows of a phone's window from the
  // top (SERVER_VIEWPORT), the same on both; the window's own size and scroll come once attached.
  const hydrating = useHydrating();
  // The window's size as the page's first render finds it (nothing is written yet: no layout to do).
  const [initialRect] = useState(() => (hydrating ? SERVER_VIEWPORT : { width: window.innerWidth, height: window.innerHeight }));
  // Where the window is scrolled as the first render finds it, before React has written anything:
  // the rows start there. The library reads it, and then scrolls the window to it, as it attaches
  // inside React's commit, where each of the two lays the whole new page out in that task; the
  // scroll is skipped (the window is there).
  const [initialOffset] = useState(() => (hydrating ? 0 : window.scrollY));
  const attached = useRef(false);
  // Over the server's rows the learner may have scrolled before the app took over: the library
  // hears of the window's scroll only at its next scroll event, so it is told once, after hydrating.
  const hydratedFirst = useRef(hydrating);
  const reportScroll = useRef<(() => void) | null>(null);
  useEffect(() => {
    if (hydratedFirst.current) reportScroll.current?.();
  }, []);
  const virtualizer = useWindowVirtualizer({
    count: words.length,
    initialRect,
    initialOffset,
    scrollToFn: (offset, options, instance) => {
      const first = !attached.current;
      attached.current = true;
      if (first && offset === initialOffset && !options.adjustments) return;
      windowScroll(offset, options, instance);
    },
    observeElementRect: observeWindowSize,
    observeElementOffset: (instance, cb) => {
      reportScroll.current = () => cb(window.scrollY, false);
      return observeWindowOffset(instance, cb);
    },
    estimateSize: (i) => rowHeight(words[i]!),
    // Until the table's place is known the rows are placed from the page's top, so the screen's
    // worth above the table renders too: no rows beyond it then (on a phone a first render of 28
    // rows was ~700 elements to create, style and lay out); 12 past each edge once it is known.
    overscan: scrollMargin === 0 ? 0 : 12,
    scrollMargin,
    getItemKey: (i) => words[i]!.id,
  });
  const items = virtualizer.getVirtualItems();

  return (
    <div role="table" aria-label={m.collection_words_table()} aria-rowcount={words.length + 1} className="overflow-hidden rounded-xl border bg-card">
      <div role="rowgroup">
        <div role="row" aria-rowindex={1} className={cn(GRID, "h-10 border-b bg-muted/50 text-xs font-medium uppercase tracking-wide text-muted-foreground")}>
          <span role="columnheader">{m.collection_column_status()}</span>
          <span role="columnheader"><span className="sr-only">{m.collection_column_sound()}</span></span>
          <span role="columnheader" className="text-right">{m.collection_column_hebrew()}</span>
          <span role="columnheader">{languageLabel}</span>
          <span role="columnheader" className="hidden md:block">{m.collection_column_translit()}</span>
        </div>
      </div>
      <div role="rowgroup" ref={bodyRef} className="relative" style={{ height: virtualizer.getTotalSize() }}>
        {items.map((item) => {
          const w = words[item.index]!;
          const shown = gameTranslationFor(w, language);
          return (
            <WordRow key={item.key} word={w} index={item.index} top={item.start - virtualizer.options.scrollMargin} height={item.size}
              translation={shown?.text ?? ""} englishStandIn={shown?.english ?? false} speech={speech} onSetStatus={setStatus} onEdit={editable ? edit : undefined} />
          );
        })}
      </div>
    </div>
  );
}

/** One row of the table; memoised, so a row whose word, place and translation are the same is not rendered again. */
const WordRow = memo(function WordRow({ word: w, index, top, height, translation, englishStandIn, speech, onSetStatus, onEdit }: {
  word: TableWord;
  index: number;
  top: number;
  height: number;
  /** The chosen language's text, else the English gloss (`englishStandIn`, marked 'EN' as the games mark it); "" when neither. */
  translation: string;
  englishStandIn: boolean;
  speech: HebrewSpeech;
  onSetStatus: (word: StudyWord, status: WordStatus) => void;
  onEdit?: (word: StudyWord) => void;
}) {
  return (
    <div
      role="row"
      aria-rowindex={index + 2}
      data-index={index}
      data-word-id={w.id}
      className={cn(GRID, "absolute inset-x-0 top-0 overflow-hidden border-b py-1.5 last:border-b-0 hover:bg-muted/40")}
      style={{ height, transform: `translateY(${top}px)` }}
    >
      <div role="cell">
        <StatusButtons status={w.progress?.status ?? "learning"} hebrew={w.hebrew} onSet={(s) => onSetStatus(w, s)} />
      </div>
      <div role="cell">
        <SpeakButtonView text={w.hebrew} speech={speech} />
      </div>
      <div role="cell" className="min-w-0">
        <HebrewText className="block text-xl leading-snug">{w.hebrew}</HebrewText>
      </div>
      <div role="cell" className="min-w-0 text-sm">
        <div className="flex items-start gap-1">
          <span dir="auto" className={cn("line-clamp-2 min-w-0 flex-1 break-words rtl:text-right", !translation && "text-muted-foreground")} title={translation || undefined}>
            {translation || "-"}{englishStandIn && <EnglishBadge />}
          </span>
          {onEdit && (
            <button type="button" onClick={() => onEdit(w)} aria-label={m.my_words_edit({ word: w.hebrew })} title={m.my_words_edit({ word: w.hebrew })}
              className="inline-flex size-6 shrink-0 items-center justify-center rounded-md text-muted-foreground hover:bg-accent hover:text-accent-foreground focus-visible:outline-2 focus-visible:outline-ring">
              <PencilIcon className="size-3.5" aria-hidden />
            </button>
          )}
        </div>
        {w.collectionName && <span className="block truncate text-xs text-muted-foreground">{collectionLabel({
          name: w.collectionName, slug: w.collectionSlug, domain: w.collectionDomain, ownerId: w.collectionOwnerId, readingPath: w.collectionReadingPath,
        })}</span>}
        <WordContext contextRef={w.contextRef} contextText={w.contextText} word={w.hebrew} className="mt-0.5" clampVerse />
      </div>
      <div role="cell" className="hidden min-w-0 break-words text-sm text-muted-foreground italic md:block">
        <span dir="auto" className="line-clamp-2 rtl:text-right">{w.translit?.trim() || "-"}</span>
      </div>
    </div>
  );
});
