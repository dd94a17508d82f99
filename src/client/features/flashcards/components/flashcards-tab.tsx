import { ArrowLeftIcon, ArrowRightIcon, CheckIcon, EyeIcon, SkipForwardIcon, XIcon } from "lucide-react";
import { useMemo, useState } from "react";
import type { StudyWord } from "@/shared/api/collections";
import type { AnswerInput } from "@/shared/api/progress";
import type { Language } from "@/shared/domain";
import { wordsToPractise } from "@/shared/study/is-study-complete";
import { withEnglishFallback } from "@/shared/study/translation-for";
import {
  advanceCard, answerCard, canGoBack, currentCardId, goBackCard, isLastCard, newFlashcardDeck, reopenDeck, revealCard, summarizeDeck, toggleReveal,
} from "@/shared/study/games/flashcard-deck";
import { HebrewText } from "@/client/components/hebrew-text";
import { WordContext } from "@/client/components/word-context";
import { Button } from "@/client/components/ui/button";
import { SpeakButton } from "@/client/components/speak-button";
import { cn } from "@/client/lib/cn";
import { useFlashcardKeys } from "../hooks/use-flashcard-keys";
import { RoundSummary } from "./round-summary";
import { m, useInterfaceLocale } from "@/client/lib/i18n";
import { localeDir } from "@/shared/i18n/locales";

/**
 * Flashcards over the words that are not known. The deck is fixed when the tab
 * opens, so a word answered Know stays where it is until the learner moves on (indices never jump).
 * Know / Don't Know / Skip record the answer and advance; Back walks the history. Answering the last
 * card ends the round with its summary (known, don't know, skipped, the words missed), from which
 * 'Study these again' deals a round of just the missed words.
 */
export function FlashcardsTab({ words, language, endLabel, onAnswer: answer }: {
  /** The current list (its words' latest progress is shown); the deck takes the not-known ones once. */
  words: StudyWord[];
  language: Language;
  /** 'End of section X', 'End of page X' or 'End of collection'. */
  endLabel: string;
  /** Records an answer (the page's answer queue). */
  onAnswer: (answer: AnswerInput) => void;
}) {
  const [deck, setDeck] = useState(() => newFlashcardDeck(wordsToPractise(words).map((w) => w.id)));
  const byId = useMemo(() => new Map(words.map((w) => [w.id, w])), [words]);

  const id = currentCardId(deck);
  const word = id ? byId.get(id) : undefined;
  const last = isLastCard(deck);

  const record = (action: "know" | "dont_know" | "skip") => {
    if (!word) return;
    answer({ wordId: word.id, action });
    setDeck((d) => answerCard(d, action));
  };
  const handlers = {
    reveal: () => setDeck(revealCard),
    next: () => setDeck(advanceCard),
    back: () => setDeck(goBackCard),
    dontKnow: () => record("dont_know"),
    know: () => record("know"),
    skip: () => record("skip"),
  };
  useFlashcardKeys(handlers, Boolean(word) && !deck.finished);
  // The arrow keys follow the reading direction (use-flashcard-keys.ts): in Hebrew ← is next.
  const rtl = localeDir(useInterfaceLocale()) === "rtl";

  if (deck.finished) {
    const summary = summarizeDeck(deck);
    return (
      <RoundSummary
        summary={summary}
        missed={summary.missed.flatMap((missedId) => byId.get(missedId) ?? [])}
        language={language}
        onStudyAgain={() => setDeck(newFlashcardDeck(summary.missed))}
        onNewRound={() => setDeck(newFlashcardDeck(wordsToPractise(words).map((w) => w.id)))}
        onBack={() => setDeck(reopenDeck)}
      />
    );
  }

  if (!word) {
    return <p className="py-12 text-center text-muted-foreground">{m.flashcards_none()}</p>;
  }

  const translation = withEnglishFallback(word, language);
  const translit = word.translit?.trim();
  const status = word.progress?.status;

  return (
    <section aria-label={m.collection_tab_flashcards()} className="mx-auto flex w-full max-w-2xl flex-col items-center gap-4">
      <div className="flex w-full items-center justify-between text-sm text-muted-foreground">
        <span aria-live="polite">{m.flashcards_card_of({ index: deck.index + 1, total: deck.ids.length })}</span>
        {status && status !== "learning" && (
          <span className={cn("rounded-full px-2 py-0.5 text-xs font-medium", status === "known" ? "bg-success/15 text-success" : "bg-destructive/15 text-destructive")}>
            {status === "known" ? m.collection_status_known() : m.collection_status_unknown()}
          </span>
        )}
      </div>

      <div className="relative w-full">
        <button
          type="button"
          onClick={() => setDeck(toggleReveal)}
          aria-expanded={deck.revealed}
          data-testid="flashcard"
          data-tab-focus
          className={cn(
            "flex min-h-64 w-full flex-col items-center justify-center gap-4 rounded-2xl border bg-card p-8 shadow-sm transition-colors",
            "outline-none hover:bg-accent/40 focus-visible:ring-2 focus-visible:ring-ring focus-visible:ring-offset-2 focus-visible:ring-offset-background",
          )}
        >
          <HebrewText className="text-5xl leading-tight sm:text-6xl">{word.hebrew}</HebrewText>
          {deck.revealed ? (
            <span className="flex flex-col items-center gap-1" data-testid="flashcard-answer">
              <span className="text-xl font-medium">{translation}</span>
              {translit && <span className="text-muted-foreground italic">{translit}</span>}
              <WordContext contextRef={word.contextRef} contextText={word.contextText} word={word.hebrew} className="mt-2 max-w-xl items-center text-center" />
            </span>
          ) : (
            <span className="text-sm text-muted-foreground">{m.flashcards_tap_to_reveal()}</span>
          )}
        </button>
        <SpeakButton text={word.hebrew} className="absolute end-2 top-2" />
      </div>

      {/* The line's room is kept on every card, so the buttons below never move. */}
      <p className="h-5 text-sm font-medium text-muted-foreground" data-testid="end-of-deck">{last ? endLabel : null}</p>

      <div className="grid w-full grid-cols-3 gap-2 sm:grid-cols-6">
        <Button variant="outline" onClick={handlers.back} disabled={!canGoBack(deck)} title={m.flashcards_back_title()}>
          <ArrowLeftIcon aria-hidden className="rtl:rotate-180" /> {m.common_back()}
        </Button>
        <Button variant="outline" className="border-destructive/40 text-destructive hover:bg-destructive/10 hover:text-destructive" onClick={handlers.dontKnow} title={m.flashcards_dont_know_title()}>
          <XIcon aria-hidden /> {m.flashcards_dont_know()}
        </Button>
        <Button variant="outline" className="border-success/40 text-success hover:bg-success/10 hover:text-success" onClick={handlers.know} title={m.flashcards_know_title()}>
          <CheckIcon aria-hidden /> {m.flashcards_know()}
        </Button>
        <Button variant="secondary" onClick={handlers.reveal} title={m.flashcards_reveal_title()}>
          <EyeIcon aria-hidden /> {m.flashcards_reveal()}
        </Button>
        <Button variant="outline" onClick={handlers.next} title={m.flashcards_next_title()}>
          {m.flashcards_next()} <ArrowRightIcon aria-hidden className="rtl:rotate-180" />
        </Button>
        <Button variant="ghost" onClick={handlers.skip} title={m.flashcards_skip_title()}>
          <SkipForwardIcon aria-hidden className="rtl:rotate-180" /> {m.flashcards_skip()}
        </Button>
      </div>
      <p className="hidden text-xs text-muted-foreground sm:block touch-only:hidden">
        {m.flashcards_keys()} <kbd>{m.flashcards_key_space()}</kbd> {m.flashcards_keys_reveal()} · <kbd>{rtl ? "→" : "←"}</kbd> {m.flashcards_keys_back()} · <kbd>{rtl ? "←" : "→"}</kbd> {m.flashcards_keys_next()} · <kbd>1</kbd> {m.flashcards_keys_dont_know()} · <kbd>2</kbd> {m.flashcards_keys_know()} · <kbd>S</kbd> {m.flashcards_keys_skip()}
      </p>
    </section>
  );
}
