import { AnswerFeedback } from "./answer-feedback";
import { CheckIcon, LightbulbIcon, RotateCcwIcon } from "lucide-react";
import { useRef, useState, type ReactNode } from "react";
import { toast } from "sonner";
import type { StudyWord } from "@/shared/api/collections";
import type { AnswerInput } from "@/shared/api/progress";
import { LANGUAGE_TAGS, type Language } from "@/shared/domain";
import { DEFAULT_GAME_WORD_COUNT, GAME_DELAYS_MS, GAME_WORD_COUNT_OPTIONS } from "@/shared/study/game-rules";
import {
  currentFillWord, fillAccuracy, newFillGame, nextFillWord, showFillAnswer, showFillHint, submitFillAnswer, tryFillAgain, type FillState,
} from "@/shared/study/games/fill-game";
import { pickGameWords } from "@/shared/study/games/game-word";
import { HebrewText } from "@/client/components/hebrew-text";
import { Button } from "@/client/components/ui/button";
import { Input } from "@/client/components/ui/input";
import { cn } from "@/client/lib/cn";
import { useFocusOnArrival } from "../hooks/use-focus-on-arrival";
import { useTimeouts } from "../hooks/use-timeouts";
import { toGameWords } from "../lib/to-game-words";
import { EnglishBadge } from "@/client/components/english-badge";
import { GameLayout, GameNotice, Stat } from "./game-layout";
import { m } from "@/client/lib/i18n";
import { formatNumber, formatPercent } from "@/client/lib/format";

/**
 * Fill in the Blank: type the translation of the Hebrew word. Correct → known
 * (action know), 'Correct!', the next word after 1.5 s; wrong → unknown (action dont_know), the
 * answer is told, and the learner may Try Again or Show Answer. End screen: Final Score, Accuracy.
 */
export function FillGame({ words, language, onAnswer: answer }: {
  words: StudyWord[];
  language: Language;
  /** Records an answer; games only log a failure. */
  onAnswer: (answer: AnswerInput) => void;
}) {
  const [count, setCount] = useState(DEFAULT_GAME_WORD_COUNT);
  const start = (n: number): FillState => newFillGame(pickGameWords(toGameWords(words, language).words, n));
  const [game, setGame] = useState(() => start(count));
  const [text, setText] = useState("");
  const inputRef = useRef<HTMLInputElement>(null);
  // Focused when it appears, but not while the learner arrows along the tab strip (so they can go on past this tab).
  const focusOnArrival = useFocusOnArrival(inputRef);
  const { later, cancelAll } = useTimeouts();

  const restart = (n = count) => {
    cancelAll();
    setText("");
    setGame(start(n));
  };
  const goNext = () => {
    setText("");
    setGame((g) => nextFillWord(g));
    requestAnimationFrame(() => inputRef.current?.focus());
  };

  const word = currentFillWord(game);
  const submit = () => {
    const { state, outcome } = submitFillAnswer(game, text, language);
    if (outcome === "empty") {
      toast.error(m.games_empty_answer());
      return;
    }
    if (outcome === "ignored" || !word) return;
    setGame(state);
    // The result shows in place (no toast per answer); the answer only after Show Answer or a second wrong try.
    if (outcome === "correct") {
      answer({ wordId: word.id, action: "know" });
      later(goNext, GAME_DELAYS_MS.fillCorrect);
    } else if (outcome === "wrong" || outcome === "revealed") {
      answer({ wordId: word.id, action: "dont_know" });
    }
  };

  const layout = (children: ReactNode) => (
    <GameLayout
      title={m.games_fill_title()}
      unit="words"
      sizes={GAME_WORD_COUNT_OPTIONS}
      size={count}
      dealt={game.words.length}
      onSizeChange={(n) => { setCount(n); restart(n); }}
      onNewGame={game.words.length ? () => restart() : undefined}
      leftOut={toGameWords(words, language).leftOut}
      score={game.words.length > 0 && game.phase !== "finished" && (
        <>
          <Stat label={m.games_word()} value={`${formatNumber(game.index + 1)} / ${formatNumber(game.words.length)}`} />
          <Stat label={m.games_score()} value={formatNumber(game.score)} />
        </>
      )}
    >
      {children}
    </GameLayout>
  );

  if (game.words.length === 0) return layout(<GameNotice>{m.games_fill_none()}</GameNotice>);

  if (game.phase === "finished" || !word) {
    return layout(
      <div className="mx-auto flex w-full max-w-md flex-col items-center gap-4 rounded-2xl border bg-card p-8 text-center">
        <h3 className="text-xl font-semibold">{m.games_game_over()}</h3>
        <dl className="grid w-full grid-cols-2 gap-4">
          <div className="rounded-lg bg-muted p-3">
            <dt className="text-sm text-muted-foreground">{m.games_final_score()}</dt>
            <dd className="text-2xl font-semibold tabular-nums" data-testid="fill-final-score">{formatNumber(game.score)} / {formatNumber(game.words.length)}</dd>
          </div>
          <div className="rounded-lg bg-muted p-3">
            <dt className="text-sm text-muted-foreground">{m.games_accuracy()}</dt>
            <dd className="text-2xl font-semibold tabular-nums" data-testid="fill-accuracy">{formatPercent(fillAccuracy(game) / 100)}</dd>
          </div>
        </dl>
        <Button onClick={() => restart()}><RotateCcwIcon aria-hidden /> {m.games_play_again()}</Button>
      </div>,
    );
  }

  const translit = word.translit?.trim();
  return layout(
    <div className="mx-auto flex w-full max-w-xl flex-col items-center gap-4 rounded-2xl border bg-card p-6 sm:p-8">
      <HebrewText className="text-5xl leading-tight">{word.hebrew}</HebrewText>
      {word.english && <p className="text-sm text-muted-foreground">{m.games_answer_in_english()}<EnglishBadge /></p>}
      {game.hintShown && (
        <p className="text-muted-foreground italic" data-testid="fill-hint">{translit || m.games_no_transliteration()}</p>
      )}
      <form
        className="flex w-full flex-col gap-2 sm:flex-row"
        onSubmit={(e) => {
          e.preventDefault();
          submit();
        }}
      >
        <Input
          ref={focusOnArrival}
          data-tab-focus
          value={text}
          onChange={(e) => setText(e.target.value)}
          placeholder={word.english ? m.games_type_english() : m.games_type_translation()}
          aria-label={m.games_your_answer()}
          // The answer is the translation (left to right), whatever the interface's direction: the
          // box follows what is typed, and is read and spell-checked in the answer's language.
          dir="auto"
          lang={LANGUAGE_TAGS[word.english ? "english" : language]}
          autoComplete="off"
          readOnly={game.phase !== "answering"}
          aria-invalid={game.phase === "wrong" || undefined}
          className={cn(game.phase === "correct" && "border-success ring-2 ring-success/30")}
        />
        {game.phase === "answering" && (
          <div className="flex gap-2">
            <Button type="submit" className="flex-1"><CheckIcon aria-hidden /> {m.games_check()}</Button>
            <Button type="button" variant="outline" onClick={() => setGame(showFillHint)} disabled={game.hintShown}>
              <LightbulbIcon aria-hidden /> {m.games_hint()}
            </Button>
          </div>
        )}
      </form>
      <AnswerFeedback phase={game.phase} wrong={m.games_fill_wrong()} onNext={goNext}
        onRetry={() => { setText(""); setGame(tryFillAgain); requestAnimationFrame(() => inputRef.current?.focus()); }}
        onReveal={() => setGame(showFillAnswer)}
        revealed={<p>{m.games_the_answer_is()} <span className="font-semibold" data-testid="fill-answer">{word.translation}</span>{word.english && <EnglishBadge />}</p>} />
    </div>,
  );
}
