import { ChevronDownIcon } from "lucide-react";
import { Link } from "react-router";
import type { CollectionBreakdown as Breakdown } from "@/shared/api/words";

/** The collapsible breakdown: collections with words, largest first (name, id, view link, count). */
export function CollectionBreakdown({ breakdown }: { breakdown: Breakdown[] }) {
  return (
    <details className="group rounded-xl border bg-card p-4 shadow-sm">
      <summary className="flex cursor-pointer list-none items-center justify-between gap-2 font-medium">
        <span>Collection breakdown ({breakdown.length.toLocaleString()} {breakdown.length === 1 ? "collection" : "collections"} with words)</span>
        <ChevronDownIcon aria-hidden className="size-4 transition-transform group-open:rotate-180" />
      </summary>
      <ul className="mt-3 max-h-80 divide-y overflow-y-auto text-sm">
        {breakdown.map((c) => (
          <li key={c.id} className="flex flex-wrap items-center gap-x-3 gap-y-1 py-1.5">
            <span className="font-medium">{c.name}</span>
            <code className="text-xs text-muted-foreground">{c.id}</code>
            <Link to={`/${c.domain}/${c.slug}`} className="text-primary hover:underline">/{c.domain}/{c.slug}</Link>
            <span className="ms-auto tabular-nums text-muted-foreground">{c.wordCount.toLocaleString()} words</span>
          </li>
        ))}
      </ul>
    </details>
  );
}
