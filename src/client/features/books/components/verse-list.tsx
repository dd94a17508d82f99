import { memo, type Ref } from "react";
import type { Verse } from "@/shared/api/books";
import type { ReaderPreferences } from "@/shared/api/settings";
import { LANGUAGE_TAGS, type Language } from "@/shared/domain";
import { HebrewText } from "@/client/components/hebrew-text";
import { Badge } from "@/client/components/ui/badge";
import { cn } from "@/client/lib/cn";
import { verseWords } from "@/shared/hebrew/verse-words";
import { isKnownToken, type FormsRule, type KnownWords } from "@/shared/reading/chapter-coverage";
import { dropsVowels, unpointedWord, type VowelRule } from "@/shared/reading/word-vowels";
import { verseTranslation } from "../lib/verse-translation";
import { m } from "@/client/lib/i18n";
import { formatNumber } from "@/client/lib/format";

const ALIGN = { left: "text-left", center: "text-center", right: "text-right" } as const;

/** A word's button; a word the learner knows has a quiet underline (the reader's legend explains it). Fixed strings: a chapter has hundreds of words. */
const WORD = "cursor-pointer rounded-sm hover:bg-accent focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-ring";
const KNOWN_WORD = `${WORD} underline decoration-dotted decoration-primary/50 underline-offset-4`;

/**
 * A verse's Hebrew with each word a button that opens its lexicon entries; known words underlined
 * (by lemma where it has one); a word the vowel rule unpoints shows without niqqud and cantillation
 * (the tap still passes the word as written: the panel shows it pointed).
 */
function TappableVerse({ text, verse, known, lemmas, rule, vowels, onWordTap }: {
  text: string;
  verse: number;
  known: KnownWords;
  lemmas: readonly (string | null)[] | undefined;
  rule: FormsRule;
  vowels: VowelRule;
  onWordTap: (word: string, verse: number, position: number) => void;
}) {
  const pieces = verseWords(text);
  return pieces.map((piece, i) => {
    if (piece.kind === "gap") return i > 0 ? piece.text.slice(attachedMark(piece.text).length) : piece.text;
    const lemma = lemmas?.[piece.position - 1];
    const isKnown = isKnownToken(piece.text, lemma, known, rule);
    const bare = dropsVowels(vowels, lemma, isKnown);
    const button = (
      <button key={i} type="button" data-testid="reader-word" data-known={isKnown || undefined} data-unpointed={bare || undefined}
        onClick={() => onWordTap(piece.text, verse, piece.position)} className={isKnown ? KNOWN_WORD : WORD}>
        {bare ? unpointedWord(piece.text) : piece.text}
      </button>
    );
    // A mark right after a word (sof pasuq, a maqaf, a comma) stays on the word's line: a line may
    // break after a button, so "׃" alone could otherwise open the next line.
    const next = pieces[i + 1];
    const mark = next?.kind === "gap" ? attachedMark(next.text) : "";
    return mark ? <span key={i} className="whitespace-nowrap">{button}{mark}</span> : button;
  });
}

/** The marks a gap starts with, before any space: they belong to the word before it. */
const attachedMark = (gap: string) => /^\S*/.exec(gap)![0];

const NOTHING_KNOWN: KnownWords = { forms: new Set(), lemmas: new Set() };
const NO_LEMMAS: Record<string, (string | null)[]> = {};
const ALWAYS_POINTED: VowelRule = { mode: "always", fadeDays: 0, stability: {} };

/**
 * The verses of a chapter: number, Hebrew (RTL) and translation, as the reader's view asks; with
 * `onWordTap`, each Hebrew word is a button (its verse and 1-based position in it are passed on).
 * Memoised: tapping a word opens the page's panel, and the chapter's hundreds of buttons are not
 * rendered again for it (the props are stable while the chapter and the view stay).
 */
export const VerseList = memo(function VerseList({ verses, preferences, language, listRef, onWordTap, known = NOTHING_KNOWN, lemmas = NO_LEMMAS, formsRule = "hebrew", vowels = ALWAYS_POINTED }: {
  verses: Verse[];
  preferences: ReaderPreferences;
  language: Language;
  listRef: Ref<HTMLOListElement>;
  onWordTap?: (word: string, verse: number, position: number) => void;
  /** The plain forms and lemmas of the learner's known words in this chapter (src/shared/reading/chapter-coverage.ts). */
  known?: KnownWords;
  /** Each verse's word lemmas by position, in a book with morphology (ChapterText.lemmas). */
  lemmas?: Record<string, (string | null)[]>;
  /** The book's rule for a word's forms (`formsRuleOf(category)`): the Talmud's and the Mishnah's also read the Aramaic forms. */
  formsRule?: FormsRule;
  /** Which words show without points ('Vowels on the words I know'); all pointed when absent. */
  vowels?: VowelRule;
}) {
  const { viewMode, hebrewSize, translationSize, hebrewAlign, translationAlign } = preferences;
  return (
    <ol ref={listRef} className="flex flex-col divide-y" aria-label={m.books_verses_label()}>
      {verses.map((v) => {
        const translation = verseTranslation(v, language);
        return (
          // A verse off screen is not laid out until it comes near the screen (content-visibility; its
          // height is estimated, then remembered): a chapter's first layout is that of a few verses.
          <li key={v.verse} id={`verse-${v.verse}`} data-verse={v.verse} className="flex scroll-mt-24 gap-3 py-4 [content-visibility:auto] [contain-intrinsic-size:auto_12rem]">
            <span className="w-8 shrink-0 pt-1 text-end text-sm font-medium tabular-nums text-muted-foreground" aria-label={m.books_verse({ n: formatNumber(v.verse) })}>
              {v.verse}
            </span>
            <div className="flex min-w-0 flex-1 flex-col gap-2">
              {viewMode !== "translation" && v.hebrew && (
                <HebrewText as="p" className={cn("whitespace-pre-line leading-loose", ALIGN[hebrewAlign])}>
                  <span style={{ fontSize: `${hebrewSize}px` }} data-testid="verse-hebrew">
                    {onWordTap ? <TappableVerse text={v.hebrew} verse={v.verse} known={known} lemmas={lemmas[String(v.verse)]} rule={formsRule} vowels={vowels} onWordTap={onWordTap} /> : v.hebrew}
                  </span>
                </HebrewText>
              )}
              {viewMode !== "hebrew" && translation.text && (
                // Left to right in its own element, as the Hebrew is right to left: in a Hebrew interface a
                // translation's closing bracket and full stop stay at its end.
                <p dir="ltr" lang={LANGUAGE_TAGS[translation.fallback ? "english" : language]} className={cn("whitespace-pre-line leading-relaxed text-foreground/90", ALIGN[translationAlign])} style={{ fontSize: `${translationSize}px` }} data-testid="verse-translation">
                  {translation.fallback && <Badge variant="outline" className="me-2 align-middle text-[0.7rem]">{m.books_english()}</Badge>}
                  {translation.text}
                </p>
              )}
            </div>
          </li>
        );
      })}
    </ol>
  );
});
