import type { CollectionStats } from "@/shared/api/collections";
import { percentOf } from "@/shared/study/game-rules";
import { Progress } from "@/client/components/ui/progress";

/** Admins only (spec 000 §2): Done (seen), Known and Unknown as value / total, with a percentage when total > 0. */
export function AdminProgressBars({ stats }: { stats: CollectionStats }) {
  const bars = [
    { label: "Done", value: stats.seenWords, className: "bg-primary" },
    { label: "Known", value: stats.knownWords, className: "bg-success" },
    { label: "Unknown", value: stats.unknownWords, className: "bg-destructive" },
  ];
  return (
    <section aria-label="Collection progress" className="grid gap-3 rounded-xl border bg-card p-4 sm:grid-cols-3">
      {bars.map((b) => {
        const pct = percentOf(b.value, stats.totalWords);
        return (
          <div key={b.label} className="flex flex-col gap-1.5">
            <div className="flex items-baseline justify-between gap-2 text-sm">
              <span className="font-medium">{b.label}</span>
              <span className="tabular-nums text-muted-foreground" data-testid={`progress-${b.label.toLowerCase()}`}>
                {b.value} / {stats.totalWords}
                {pct !== null && ` (${pct}%)`}
              </span>
            </div>
            <Progress value={pct ?? 0} aria-label={`${b.label} progress`} indicatorClassName={b.className} />
          </div>
        );
      })}
    </section>
  );
}
