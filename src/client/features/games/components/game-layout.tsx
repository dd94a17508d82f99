import { RotateCcwIcon } from "lucide-react";
import type { ReactNode } from "react";
import { Button } from "@/client/components/ui/button";
import { Select, SelectContent, SelectItem, SelectTrigger, SelectValue } from "@/client/components/ui/select";

/** A game's frame: title, a size choice, New Game, the score line, then the board. */
export function GameLayout({ title, sizeLabel, sizes, size, onSizeChange, onNewGame, score, children }: {
  title: string;
  sizeLabel: string;
  sizes: readonly number[];
  size: number;
  onSizeChange: (size: number) => void;
  onNewGame?: () => void;
  score?: ReactNode;
  children: ReactNode;
}) {
  return (
    <section aria-label={title} className="flex flex-col gap-4">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <h2 className="text-lg font-semibold">{title}</h2>
        <div className="flex flex-wrap items-center gap-2">
          <Select value={String(size)} onValueChange={(v) => onSizeChange(Number(v))}>
            <SelectTrigger size="sm" aria-label={sizeLabel}>
              <SelectValue />
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
