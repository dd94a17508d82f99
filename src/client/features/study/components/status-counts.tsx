import type { StatusCounts as Counts } from "@/shared/api/collections";

/** known / learning / unknown above the table (spec 000 §2). */
export function StatusCounts({ counts }: { counts: Counts }) {
  const items = [
    { label: "Known", value: counts.known, dot: "bg-success" },
    { label: "Learning", value: counts.learning, dot: "bg-warning" },
    { label: "Unknown", value: counts.unknown, dot: "bg-destructive" },
  ];
  return (
    <p className="flex flex-wrap items-center gap-x-4 gap-y-1 text-sm text-muted-foreground" aria-label="Word counts" data-testid="status-counts">
      {items.map((i) => (
        <span key={i.label} className="inline-flex items-center gap-1.5">
          <span className={`size-2 rounded-full ${i.dot}`} aria-hidden />
          {i.label}: <span className="font-medium tabular-nums text-foreground">{i.value}</span>
        </span>
      ))}
    </p>
  );
}
