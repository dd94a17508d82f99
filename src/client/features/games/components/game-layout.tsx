import { RotateCcwIcon } from "lucide-react";
import type { ReactNode } from "react";
import { Button } from "@/client/components/ui/button";
import { Select, SelectContent, SelectItem, SelectTrigger, SelectValue } from "@/client/components/ui/select";
import { m } from "@/client/lib/i18n";

/**
 * A game's frame: title, a size choice, New Game, the score line, then the board. `leftOut` words
 * (no translation in the chosen language nor in English) are named in a note under the title.
 */
const UNITS = {
  pairs: { label: m.games_pairs, count: m.games_size_pairs, all: m.games_size_pairs_all },
  questions: { label: m.games_questions, count: m.games_size_questions, all: m.games_size_questions_all },
  words: { label: m.games_words, count: m.games_size_words, all: m.games_size_words_all },
} as const;

export function GameLayout({ title, unit, sizes, size, dealt, onSizeChange, onNewGame, score, leftOut = 0, children }: {
  title: string;
  /** What the size counts: pairs, questions or words. */
  unit: keyof typeof UNITS;
  sizes: readonly number[];
  size: number;
  /** How many the game could deal: fewer than `size` reads 'All 4 pairs', not '6 pairs' (and one dealt, '1 word': the message's own plural). */
  dealt?: number;
  onSizeChange: (size: number) => void;
  onNewGame?: () => void;
  score?: ReactNode;
  leftOut?: number;
  children: ReactNode;
}) {
  const texts = UNITS[unit];
  return (
    <section aria-label={title} className="flex flex-col gap-2 sm:gap-4">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <h2 className="text-base font-semibold sm:text-lg">{title}</h2>
        <div className="flex flex-wrap items-center gap-2">
          <Select value={String(size)} onValueChange={(v) => onSizeChange(Number(v))}>
            <SelectTrigger size="sm" aria-label={texts.label()}>
              <SelectValue>
                {dealt !== undefined && dealt > 0 && dealt < size ? texts.all({ count: dealt }) : texts.count({ count: size })}
              </SelectValue>
            </SelectTrigger>
            <SelectContent>
              {sizes.map((n) => (
                <SelectItem key={n} value={String(n)}>
                  {texts.count({ count: n })}
                </SelectItem>
              ))}
            </SelectContent>
          </Select>
          {onNewGame && (
            <Button variant="outline" size="sm" onClick={onNewGame}>
              <RotateCcwIcon aria-hidden /> {m.games_new_game()}
            </Button>
          )}
        </div>
      </div>
      {leftOut > 0 && (
        <p className="text-sm text-muted-foreground" data-testid="game-left-out">
          {m.games_left_out({ count: leftOut })}
        </p>
      )}
      {score && <div className="flex flex-wrap gap-x-4 gap-y-1 text-sm text-muted-foreground" aria-live="polite">{score}</div>}
      {children}
    </section>
  );
}

/** The "not enough words" notice of a game. */
export function GameNotice({ children }: { children: ReactNode }) {
  return <p className="rounded-xl border border-dashed px-6 py-12 text-center text-muted-foreground">{children}</p>;
}

export function Stat({ label, value }: { label: string; value: ReactNode }) {
  return (
    <span>
      {m.games_stat({ label })}<span className="font-medium tabular-nums text-foreground">{value}</span>
    </span>
  );
}

