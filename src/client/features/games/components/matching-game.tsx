import { RotateCcwIcon } from "lucide-react";
import { useState } from "react";
import type { StudyWord } from "@/shared/api/collections";
import type { AnswerInput } from "@/shared/api/progress";
import type { Language } from "@/shared/domain";
import { DEFAULT_PAIR_COUNT, GAME_DELAYS_MS, MIN_MATCHING_WORDS, PAIR_COUNT_OPTIONS } from "@/shared/study/game-rules";
import { pickGameWords } from "@/shared/study/games/game-word";
import { clearWrongPair, isMatchingComplete, newMatchingGame, selectMatchingItem, type MatchingSide, type MatchingState } from "@/shared/study/games/matching-game";
import { HebrewText } from "@/client/components/hebrew-text";
import { Button } from "@/client/components/ui/button";
import { cn } from "@/client/lib/cn";
import { useLatest } from "../hooks/use-latest";
import { useTimeouts } from "../hooks/use-timeouts";
import { toGameWords } from "../lib/to-game-words";
import { EnglishBadge } from "@/client/components/english-badge";
import { GameLayout, GameNotice, Stat } from "./game-layout";
import { m } from "@/client/lib/i18n";
import { formatNumber } from "@/client/lib/format";

/**
 * Matching: pick a Hebrew item and a translation. A correct pair is matched and the
 * word becomes known (action know); a wrong pair flashes red for 1 s. A match shows 'Match found!'
 * in place (no toast). When all are matched the score stays on screen until the learner starts a
 * new game, which deals from the words still not known.
 */
export function MatchingGame({ words, language, onAnswer: answer }: {
  words: StudyWord[];
  language: Language;
  /** Records an answer; games only log a failure. */
  onAnswer: (answer: AnswerInput) => void;
}) {
  const [pairs, setPairs] = useState(DEFAULT_PAIR_COUNT);
  const latestWords = useLatest(words);
  const start = (count: number, from: StudyWord[]): MatchingState => newMatchingGame(pickGameWords(toGameWords(from, language).words, count));
  const [game, setGame] = useState(() => start(pairs, words));
  const [matchedNow, setMatchedNow] = useState(false);
  const { later, cancelAll } = useTimeouts();

  // The words just matched are known now: a new game deals from the others.
  const restart = (count = pairs) => {
    cancelAll();
    setMatchedNow(false);
    setGame(start(count, latestWords.current));
  };

  const pick = (side: MatchingSide, id: string) => {
    const { state, outcome } = selectMatchingItem(game, side, id);
    setGame(state);
    if (outcome.type !== "ignored") setMatchedNow(outcome.type === "match");
    if (outcome.type === "match") {
      answer({ wordId: outcome.wordId, action: "know" });
    } else if (outcome.type === "mismatch") {
      const pair = { hebrewId: outcome.hebrewId, translationId: outcome.translationId };
      later(() => setGame((g) => clearWrongPair(g, pair)), GAME_DELAYS_MS.wrongMatch);
    }
  };

  const complete = isMatchingComplete(game);
  const byId = new Map(game.words.map((w) => [w.id, w]));
  const itemClass = (id: string, side: MatchingSide) => {
    const matched = game.matched.includes(id);
    const selected = (side === "hebrew" ? game.selectedHebrew : game.selectedTranslation) === id;
    const wrong = game.wrong && (side === "hebrew" ? game.wrong.hebrewId : game.wrong.translationId) === id;
    return cn(
      "flex min-h-11 w-full items-center justify-center rounded-lg border px-3 py-1.5 text-center transition-colors sm:min-h-14 sm:py-2",
      "outline-none focus-visible:ring-2 focus-visible:ring-ring focus-visible:ring-offset-2 focus-visible:ring-offset-background",
      matched && "border-success/40 bg-success/15 text-success opacity-70",
      !matched && selected && "border-primary bg-primary/10 ring-2 ring-primary",
      !matched && wrong && "border-destructive bg-destructive/15 text-destructive",
      !matched && !selected && !wrong && "bg-card hover:bg-accent",
    );
  };

  return (
    <GameLayout
      title={m.games_matching_title()}
      unit="pairs"
      sizes={PAIR_COUNT_OPTIONS}
      size={pairs}
      dealt={game.words.length}
      onSizeChange={(n) => { setPairs(n); restart(n); }}
      onNewGame={() => restart()}
      leftOut={toGameWords(words, language).leftOut}
      score={game.words.length >= MIN_MATCHING_WORDS && (
        <>
          <Stat label={m.games_correct_label()} value={formatNumber(game.correct)} />
          <Stat label={m.games_incorrect_label()} value={formatNumber(game.incorrect)} />
          <Stat label={m.games_matched_label()} value={`${formatNumber(game.matched.length)} / ${formatNumber(game.words.length)}`} />
          {matchedNow && !complete && <span className="font-medium text-success">{m.games_match_found()}</span>}
        </>
      )}
    >
      {game.words.length < MIN_MATCHING_WORDS ? (
        <GameNotice>{m.games_matching_too_few()}</GameNotice>
      ) : complete ? (
        <div className="mx-auto flex w-full max-w-md flex-col items-center gap-3 rounded-2xl border bg-card p-8 text-center" data-testid="matching-result">
          <p className="text-lg font-semibold" role="status">{m.games_matching_complete({ correct: formatNumber(game.correct), incorrect: formatNumber(game.incorrect) })}</p>
          <Button onClick={() => restart()} autoFocus><RotateCcwIcon aria-hidden /> {m.games_play_again()}</Button>
        </div>
      ) : (
        <div className="grid grid-cols-2 gap-3 sm:gap-6">
          <ul aria-label={m.games_hebrew_words()} className="flex flex-col gap-1.5 sm:gap-2">
            {game.hebrewOrder.map((id) => (
              <li key={id}>
                <button
                  type="button"
                  className={itemClass(id, "hebrew")}
                  aria-pressed={game.selectedHebrew === id}
                  disabled={game.matched.includes(id)}
                  onClick={() => pick("hebrew", id)}
                  data-testid="match-hebrew"
                  data-word-id={id}
                >
                  <HebrewText className="text-xl sm:text-2xl">{byId.get(id)?.hebrew}</HebrewText>
                </button>
              </li>
            ))}
          </ul>
          <ul aria-label={m.games_translations()} className="flex flex-col gap-1.5 sm:gap-2">
            {game.translationOrder.map((id) => (
              <li key={id}>
                <button
                  type="button"
                  className={itemClass(id, "translation")}
                  aria-pressed={game.selectedTranslation === id}
                  disabled={game.matched.includes(id)}
                  onClick={() => pick("translation", id)}
                  data-testid="match-translation"
                  data-word-id={id}
                >
                  <span className="text-sm sm:text-base">{byId.get(id)?.translation}{byId.get(id)?.english && <EnglishBadge />}</span>
                </button>
              </li>
            ))}
          </ul>
        </div>
      )}
    </GameLayout>
  );
}
