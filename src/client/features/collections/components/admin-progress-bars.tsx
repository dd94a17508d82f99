import type { CollectionStats } from "@/shared/api/collections";
import { percentOf } from "@/shared/study/game-rules";
import { Progress } from "@/client/components/ui/progress";
import { m } from "@/client/lib/i18n";
import { formatNumber, formatPercent } from "@/client/lib/format";

/** Admins only: Done (seen), Known and Unknown as value / total, with a percentage when total > 0. */
export function AdminProgressBars({ stats }: { stats: CollectionStats }) {
  const bars = [
    { id: "done", label: m.collections_done(), value: stats.seenWords, className: "bg-primary" },
    { id: "known", label: m.collections_known(), value: stats.knownWords, className: "bg-success" },
    { id: "unknown", label: m.collections_unknown(), value: stats.unknownWords, className: "bg-destructive" },
  ];
  return (
    <section aria-label={m.collections_progress()} className="grid gap-3 rounded-xl border bg-card p-4 sm:grid-cols-3">
      {bars.map((b) => {
        const pct = percentOf(b.value, stats.totalWords);
        return (
          <div key={b.id} className="flex flex-col gap-1.5">
            <div className="flex items-baseline justify-between gap-2 text-sm">
              <span className="font-medium">{b.label}</span>
              <span className="tabular-nums text-muted-foreground" data-testid={`progress-${b.id}`}>
                {formatNumber(b.value)} / {formatNumber(stats.totalWords)}
                {pct !== null && ` (${formatPercent(pct / 100)})`}
              </span>
            </div>
            <Progress value={pct ?? 0} aria-label={m.collections_bar_progress({ label: b.label })} indicatorClassName={b.className} />
          </div>
        );
      })}
    </section>
  );
}
