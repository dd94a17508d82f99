import { PartyPopperIcon, RotateCcwIcon } from "lucide-react";
import { useEffect, useId, useRef, useState, type ReactNode } from "react";
import type { StudyWord } from "@/shared/api/collections";
import type { Language } from "@/shared/domain";
import { DEFAULT_PAIR_COUNT, GAME_DELAYS_MS, PAIR_COUNT_OPTIONS } from "@/shared/study/game-rules";
import { pickGameWords } from "@/shared/study/games/game-word";
import { elapsedSeconds, flipMemoryCard, hideMismatch, isCardFaceUp, newMemoryGame, nextOpenCard, pairCount, type MemoryState } from "@/shared/study/games/memory-game";
import { HebrewText } from "@/client/components/hebrew-text";
import { Button } from "@/client/components/ui/button";
import { cn } from "@/client/lib/cn";
import { useTimeouts } from "../hooks/use-timeouts";
import { toGameWords } from "../lib/to-game-words";
import { EnglishBadge } from "@/client/components/english-badge";
import { GameLayout, GameNotice, Stat } from "./game-layout";
import { m } from "@/client/lib/i18n";
import { formatNumber } from "@/client/lib/format";

/** The clock, read in event handlers and timers only. */
const clock = () => Date.now();

/**
 * Memory Cards: a grid (3 columns, 6 on wide screens) of face-down cards, a Hebrew
 * and a translation card per word. Flip two: a pair stays up, a mismatch turns back after 1 s.
 * Counts moves and matches; ends with moves and seconds, then Congratulations. No progress updates.
 * A matched card is disabled: the focus on it goes on to the next card still face down (or to Play
 * Again at the end, and from Play Again to the new first card) rather than falling to <body>.
 */
export function MemoryGame({ words, language }: { words: StudyWord[]; language: Language }) {
  const [pairs, setPairs] = useState(DEFAULT_PAIR_COUNT);
  const start = (n: number): MemoryState => newMemoryGame(pickGameWords(toGameWords(words, language).words, n), clock());
  const [game, setGame] = useState(() => start(pairs));
  const [now, setNow] = useState(clock);
  const { later, cancelAll } = useTimeouts();
  const gridRef = useRef<HTMLUListElement>(null);
  const playAgainRef = useRef<HTMLButtonElement>(null);
  const resultId = useId();
  // Where the focus goes once the game has rendered: a card's key, Play Again ("end"), or nowhere.
  const focusTo = useRef<string | null>(null);

  useEffect(() => {
    const to = focusTo.current;
    if (to === null) return;
    focusTo.current = null;
    if (to === "end") playAgainRef.current?.focus();
    else gridRef.current?.querySelector<HTMLButtonElement>(`[data-card-key="${CSS.escape(to)}"]`)?.focus();
  }, [game]);

  const running = game.cards.length > 0 && game.finishedAt === null;
  useEffect(() => {
    if (!running) return;
    const t = setInterval(() => setNow(clock()), 1000);
    return () => clearInterval(t);
  }, [running]);

  const restart = (n = pairs, focusFirst = false) => {
    cancelAll();
    setNow(clock());
    const next = start(n);
    if (focusFirst) focusTo.current = next.cards[0]?.key ?? null;
    setGame(next);
  };

  const flip = (key: string) => {
    const { state, outcome } = flipMemoryCard(game, key, clock());
    if (outcome.type === "ignored") return;
    // The card flipped has the focus (a click or a key pressed on it); matched, it is disabled.
    if (outcome.type === "match" && gridRef.current?.contains(document.activeElement)) {
      focusTo.current = outcome.complete ? "end" : nextOpenCard(state, key);
    }
    setGame(state);
    if (outcome.type === "mismatch") later(() => setGame(hideMismatch), GAME_DELAYS_MS.memoryMismatch);
  };

  const layout = (children: ReactNode) => (
    <GameLayout
      title={m.games_memory_title()}
      unit="pairs"
      sizes={PAIR_COUNT_OPTIONS}
      size={pairs}
      dealt={pairCount(game)}
      onSizeChange={(n) => { setPairs(n); restart(n); }}
      onNewGame={game.cards.length ? () => restart() : undefined}
      leftOut={toGameWords(words, language).leftOut}
      score={game.cards.length > 0 && (
        <>
          <Stat label={m.games_moves()} value={formatNumber(game.moves)} />
          <Stat label={m.games_matches()} value={`${formatNumber(game.matches)} / ${formatNumber(pairCount(game))}`} />
          <Stat label={m.games_time()} value={m.games_seconds_short({ seconds: formatNumber(elapsedSeconds(game, now)) })} />
        </>
      )}
    >
      {children}
    </GameLayout>
  );

  if (game.cards.length === 0) return layout(<GameNotice>{m.games_memory_none()}</GameNotice>);

  if (game.finishedAt !== null) {
    return layout(
      <div className="mx-auto flex w-full max-w-md flex-col items-center gap-3 rounded-2xl border bg-card p-8 text-center">
        <p id={resultId} className="text-muted-foreground" data-testid="memory-result">
          {m.games_completed_in({ moves: m.games_moves_count({ count: game.moves }), seconds: m.games_seconds_count({ count: elapsedSeconds(game, game.finishedAt) }) })}
        </p>
        <PartyPopperIcon className="size-10 text-success" aria-hidden />
        <p className="text-xl font-semibold">{m.games_congratulations()}</p>
        <Button ref={playAgainRef} aria-describedby={resultId} onClick={() => restart(pairs, true)}><RotateCcwIcon aria-hidden /> {m.games_play_again()}</Button>
      </div>,
    );
  }

  return layout(
    <ul ref={gridRef} aria-label={m.games_memory_cards()} className="grid grid-cols-3 gap-2 sm:gap-3 lg:grid-cols-6">
      {game.cards.map((card, i) => {
        const up = isCardFaceUp(game, card);
        const matched = game.matched.includes(card.wordId);
        return (
          <li key={card.key}>
            <button
              type="button"
              onClick={() => flip(card.key)}
              disabled={matched}
              aria-label={up ? undefined : m.games_card_face_down({ n: formatNumber(i + 1) })}
              data-testid="memory-card"
              data-card-key={card.key}
              data-word-id={card.wordId}
              data-face-up={up}
              className={cn(
                "flex aspect-[4/3] w-full items-center justify-center rounded-lg border p-2 text-center transition-colors",
                "outline-none focus-visible:ring-2 focus-visible:ring-ring focus-visible:ring-offset-2 focus-visible:ring-offset-background",
                !up && "bg-primary/85 text-primary-foreground hover:bg-primary",
                up && !matched && "bg-card ring-2 ring-primary",
                matched && "border-success/40 bg-success/15 text-success",
              )}
            >
              {!up ? (
                <span aria-hidden className="text-2xl font-semibold opacity-70">?</span>
              ) : card.face === "hebrew" ? (
                <HebrewText className="text-xl sm:text-2xl">{card.text}</HebrewText>
              ) : (
                <span className="text-xs break-words sm:text-sm">{card.text}{card.english && <EnglishBadge />}</span>
              )}
            </button>
          </li>
        );
      })}
    </ul>,
  );
}
