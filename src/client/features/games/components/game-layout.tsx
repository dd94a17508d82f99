import { RotateCcwIcon } from "lucide-react";
import type { ReactNode } from "react";
import { Button } from "@/client/components/ui/button";
import { Select, SelectContent, SelectItem, SelectTrigger, SelectValue } from "@/client/components/ui/select";

/**
 * A game's frame: title, a size choice, New Game, the score line, then the board. `leftOut` words
 * (no translation in the chosen language nor in English) are named in a note under the title.
 */
export function GameLayout({ title, sizeLabel, sizes, size, dealt, onSizeChange, onNewGame, score, leftOut = 0, children }: {
  title: string;
  sizeLabel: string;
  sizes: readonly number[];
  size: number;
  /** How many the game could deal: fewer than `size` reads 'All 4 pairs', not '6 pairs'. */
  dealt?: number;
  onSizeChange: (size: number) => void;
  onNewGame?: () => void;
  score?: ReactNode;
  leftOut?: number;
  children: ReactNode;
}) {
  return (
    <section aria-label={title} className="flex flex-col gap-2 sm:gap-4">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <h2 className="text-base font-semibold sm:text-lg">{title}</h2>
        <div className="flex flex-wrap items-center gap-2">
          <Select value={String(size)} onValueChange={(v) => onSizeChange(Number(v))}>
            <SelectTrigger size="sm" aria-label={sizeLabel}>
              <SelectValue>
                {dealt !== undefined && dealt > 0 && dealt < size ? `All ${dealt} ${sizeLabel.toLowerCase()}` : `${size} ${sizeLabel.toLowerCase()}`}
              </SelectValue>
            </SelectTrigger>
            <SelectContent>
              {sizes.map((n) => (
                <SelectItem key={n} value={String(n)}>
                  {n} {sizeLabel.toLowerCase()}
                </SelectItem>
              ))}
            </SelectContent>
          </Select>
          {onNewGame && (
            <Button variant="outline" size="sm" onClick={onNewGame}>
              <RotateCcwIcon aria-hidden /> New Game
            </Button>
          )}
        </div>
      </div>
      {leftOut > 0 && (
        <p className="text-sm text-muted-foreground" data-testid="game-left-out">
          {leftOut === 1 ? "1 word has" : `${leftOut} words have`} no translation in this language or in English and {leftOut === 1 ? "was" : "were"} left out.
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
      {label}: <span className="font-medium tabular-nums text-foreground">{value}</span>
    </span>
  );
}

/** Marks an English gloss shown because the chosen language lacks the word's translation. */
export function EnglishBadge() {
  return (
    <abbr
      title="English: no translation in the chosen language"
      className="ms-1.5 inline-block rounded border px-1 align-middle text-[0.625rem] font-semibold leading-4 text-muted-foreground no-underline"
      data-testid="english-badge"
    >
      EN
    </abbr>
  );
}
