import { ArrowRightIcon, RotateCcwIcon, TrophyIcon } from "lucide-react";
import { useEffect, useId, useRef, useState, type ReactNode } from "react";
import type { StudyWord } from "@/shared/api/collections";
import type { Language } from "@/shared/domain";
import { DEFAULT_GAME_WORD_COUNT, GAME_WORD_COUNT_OPTIONS, MIN_QUIZ_WORDS, quizVerdict } from "@/shared/study/game-rules";
import { pickGameWords } from "@/shared/study/games/game-word";
import { answerQuiz, currentQuestion, newQuizGame, nextQuestion, quizOptionForKey, quizPercent, type QuizState } from "@/shared/study/games/quiz-game";
import { pickQuizOptions } from "@/shared/study/pick-quiz-options";
import { HebrewText } from "@/client/components/hebrew-text";
import { Button } from "@/client/components/ui/button";
import { cn } from "@/client/lib/cn";
import { useTouchOnly } from "@/client/lib/use-touch-only";
import { isGameKey } from "../lib/game-keys";
import { toGameWords } from "../lib/to-game-words";
import { EnglishBadge } from "@/client/components/english-badge";
import { GameLayout, GameNotice, Stat } from "./game-layout";
import { m } from "@/client/lib/i18n";
import { formatNumber, formatPercent } from "@/client/lib/format";

const VERDICTS = { excellent: m.games_verdict_excellent, good: m.games_verdict_good, keep: m.games_verdict_keep } as const;

function buildQuiz(words: readonly StudyWord[], language: Language, count: number): QuizState {
  // Only words with a text (the chosen language or English) take part, as questions and as distractors.
  const usable = toGameWords(words, language).words;
  if (usable.length < MIN_QUIZ_WORDS) return newQuizGame([]);
  const ids = new Set(usable.map((w) => w.id));
  const pool = words.filter((w) => ids.has(w.id));
  const byId = new Map(pool.map((w) => [w.id, w]));
  const picked = pickGameWords(usable, count);
  return newQuizGame(picked.map((gw) => {
    const { options, correct, english } = pickQuizOptions(byId.get(gw.id)!, pool, language);
    return { word: gw, options, answer: correct, english };
  }));
}

/**
 * Quiz Master: four options per question (the answer and up to 3 distractors from
 * other words), one answer each, then Next Question; the end screen gives the percent and a
 * message. The quiz does not change progress. Keys 1–4 choose the options as shown (their keys shown
 * beside them where there is a keyboard); after Next Question the focus is on the new question's
 * first option, or on Play Again beside the result (and from Play Again on the first option).
 */
export function QuizGame({ words, language }: { words: StudyWord[]; language: Language }) {
  const [count, setCount] = useState(DEFAULT_GAME_WORD_COUNT);
  const [game, setGame] = useState(() => buildQuiz(words, language, count));
  const restart = (n = count) => setGame(buildQuiz(words, language, n));
  const touchOnly = useTouchOnly();
  const resultId = useId();
  const optionsRef = useRef<HTMLDivElement>(null);
  const playAgainRef = useRef<HTMLButtonElement>(null);
  // Next Question was pressed: its button is gone with the question, so the focus moves on (else it falls to <body>).
  const focusNext = useRef(false);

  const choose = (option: string) => {
    const { state, outcome } = answerQuiz(game, option);
    if (outcome === "ignored") return;
    // The result shows in place (no toast per answer).
    setGame(state);
  };
  const goNext = () => {
    focusNext.current = true;
    setGame(nextQuestion);
  };

  useEffect(() => {
    if (!focusNext.current) return;
    focusNext.current = false;
    (game.finished ? playAgainRef.current : optionsRef.current?.querySelector<HTMLButtonElement>("button:not(:disabled)"))?.focus();
  }, [game.index, game.finished]);

  useEffect(() => {
    const onKey = (e: KeyboardEvent) => {
      if (!isGameKey(e)) return;
      const option = quizOptionForKey(game, e.key);
      if (option === null) return;
      e.preventDefault();
      if (!e.repeat) setGame((g) => answerQuiz(g, option).state);
    };
    window.addEventListener("keydown", onKey);
    return () => window.removeEventListener("keydown", onKey);
  }, [game]);

  const layout = (children: ReactNode) => (
    <GameLayout
      title={m.games_quiz_title()}
      unit="questions"
      sizes={GAME_WORD_COUNT_OPTIONS}
      size={count}
      dealt={game.questions.length}
      onSizeChange={(n) => { setCount(n); restart(n); }}
      onNewGame={game.questions.length ? () => restart() : undefined}
      leftOut={toGameWords(words, language).leftOut}
      score={game.questions.length > 0 && !game.finished && (
        <>
          <Stat label={m.games_question()} value={`${formatNumber(game.index + 1)} / ${formatNumber(game.questions.length)}`} />
          <Stat label={m.games_score()} value={formatNumber(game.score)} />
        </>
      )}
    >
      {children}
    </GameLayout>
  );

  if (words.length < MIN_QUIZ_WORDS || game.questions.length === 0) return layout(<GameNotice>{m.games_quiz_too_few()}</GameNotice>);

  if (game.finished) {
    const percent = quizPercent(game);
    const verdict = quizVerdict(percent);
    return layout(
      <div className="mx-auto flex w-full max-w-md flex-col items-center gap-3 rounded-2xl border bg-card p-8 text-center">
        {verdict.trophy && <TrophyIcon className="size-12 text-warning" aria-label={m.games_trophy()} />}
        <p id={`${resultId}-percent`} className="text-5xl font-bold tabular-nums" data-testid="quiz-percent">{formatPercent(percent / 100)}</p>
        <p id={`${resultId}-verdict`} className="text-lg font-semibold">{VERDICTS[verdict.level]()}</p>
        <p id={`${resultId}-score`} className="text-sm text-muted-foreground">{m.games_of_correct({ score: formatNumber(game.score), total: formatNumber(game.questions.length) })}</p>
        {game.missed.length > 0 && (
          <div className="flex w-full flex-col gap-2 text-start">
            <h3 className="text-sm font-medium text-muted-foreground">{m.games_missed_questions()}</h3>
            <ul aria-label={m.games_missed_questions()} className="divide-y rounded-lg border" data-testid="quiz-missed">
              {game.missed.map(({ index, chosen }) => {
                const missed = game.questions[index]!;
                return (
                  <li key={index} className="flex items-center justify-between gap-3 px-3 py-2">
                    <HebrewText className="text-xl">{missed.word.hebrew}</HebrewText>
                    <span className="flex flex-col items-end text-sm">
                      <span className="font-medium text-success">
                        {missed.answer}
                        {missed.english?.includes(missed.answer) && <EnglishBadge />}
                      </span>
                      <span className="text-muted-foreground line-through">{chosen}</span>
                    </span>
                  </li>
                );
              })}
            </ul>
          </div>
        )}
        <Button ref={playAgainRef} onClick={() => { focusNext.current = true; restart(); }} aria-describedby={`${resultId}-percent ${resultId}-verdict ${resultId}-score`}><RotateCcwIcon aria-hidden /> {m.games_play_again()}</Button>
      </div>,
    );
  }

  const q = currentQuestion(game)!;

  return layout(
    <div className="mx-auto flex w-full max-w-xl flex-col items-center gap-5 rounded-2xl border bg-card p-6 sm:p-8">
      <p className="text-sm text-muted-foreground">{m.games_what_does_it_mean()}</p>
      <HebrewText className="text-5xl leading-tight">{q.word.hebrew}</HebrewText>
      <div ref={optionsRef} role="group" aria-label={m.games_options()} className="grid w-full gap-2 sm:grid-cols-2">
        {q.options.map((option, i) => {
          const answered = game.selected !== null;
          const isAnswer = option === q.answer;
          const isChosen = option === game.selected;
          const key = String(i + 1);
          // The key's hint sits over the button's end, outside its text (the option is what the button says).
          return (
            <div key={`${i}:${option}`} className="relative">
              <button
                type="button"
                disabled={answered}
                onClick={() => choose(option)}
                aria-keyshortcuts={touchOnly ? undefined : key}
                data-testid="quiz-option"
                data-correct={answered ? String(isAnswer) : undefined}
                className={cn(
                  "min-h-12 w-full rounded-lg border px-4 py-2 text-start transition-colors pe-9 touch-only:pe-4",
                  "outline-none focus-visible:ring-2 focus-visible:ring-ring focus-visible:ring-offset-2 focus-visible:ring-offset-background",
                  !answered && "bg-background hover:bg-accent",
                  answered && isAnswer && "border-success bg-success/15 text-success",
                  answered && isChosen && !isAnswer && "border-destructive bg-destructive/15 text-destructive",
                  answered && !isAnswer && !isChosen && "opacity-60",
                )}
              >
                {option}
                {q.english?.includes(option) && <EnglishBadge />}
              </button>
              <kbd aria-hidden className="pointer-events-none absolute end-3 top-1/2 -translate-y-1/2 text-xs text-muted-foreground touch-only:hidden">{key}</kbd>
            </div>
          );
        })}
      </div>
      <div aria-live="polite" className="flex min-h-10 items-center gap-3">
        {game.selected !== null && (
          <>
            <span className={cn("font-medium", game.selected === q.answer ? "text-success" : "text-destructive")}>
              {game.selected === q.answer ? m.games_quiz_correct() : m.games_wrong_answer({ answer: q.answer })}
            </span>
            <Button onClick={goNext} autoFocus>
              {m.games_next_question()} <ArrowRightIcon aria-hidden className="rtl:rotate-180" />
            </Button>
          </>
        )}
      </div>
    </div>,
  );
}
