import type { StatusCounts as Counts } from "@/shared/api/collections";
import { formatNumber } from "@/client/lib/format";
import { m } from "@/client/lib/i18n";

/** known / learning / unknown above the table ("Known: 6"; French "Connu : 6", as the language writes a label). */
export function StatusCounts({ counts }: { counts: Counts }) {
  const items = [
    { label: m.collection_status_known(), value: counts.known, dot: "bg-success" },
    { label: m.collection_status_learning(), value: counts.learning, dot: "bg-warning" },
    { label: m.collection_status_unknown(), value: counts.unknown, dot: "bg-destructive" },
  ];
  return (
    <p className="flex flex-wrap items-center gap-x-4 gap-y-1 text-sm text-muted-foreground" aria-label={m.study_word_counts()} data-testid="status-counts">
      {items.map((i) => (
        <span key={i.label} className="inline-flex items-center gap-1.5">
          <span className={`size-2 rounded-full ${i.dot}`} aria-hidden />
          {m.games_stat({ label: i.label })}<span className="font-medium tabular-nums text-foreground">{formatNumber(i.value)}</span>
        </span>
      ))}
    </p>
  );
}
