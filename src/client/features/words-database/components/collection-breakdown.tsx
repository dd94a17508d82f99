import { ChevronDownIcon } from "lucide-react";
import { Link } from "react-router";
import type { CollectionBreakdown as Breakdown } from "@/shared/api/words";
import { collectionLabel } from "@/client/lib/collection-label";
import { m } from "@/client/lib/i18n";

/** The collapsible breakdown: collections with words, largest first (name, id, view link, count). */
export function CollectionBreakdown({ breakdown }: { breakdown: Breakdown[] }) {
  return (
    <details className="group rounded-xl border bg-card p-4 shadow-sm">
      <summary className="flex cursor-pointer list-none items-center justify-between gap-2 font-medium">
        <span>{m.words_breakdown({ collections: m.words_collections({ count: breakdown.length }) })}</span>
        <ChevronDownIcon aria-hidden className="size-4 transition-transform group-open:rotate-180" />
      </summary>
      <ul className="mt-3 max-h-80 divide-y overflow-y-auto text-sm">
        {breakdown.map((c) => (
          <li key={c.id} className="flex flex-wrap items-center gap-x-3 gap-y-1 py-1.5">
            <span className="font-medium">{collectionLabel(c)}</span>
            {/* An id and an address read left to right in a right-to-left interface too ("/biblical/genesis", not "biblical/genesis/"). */}
            <code dir="ltr" className="text-xs text-muted-foreground">{c.id}</code>
            <Link dir="ltr" to={`/${c.domain}/${c.slug}`} className="text-primary hover:underline">/{c.domain}/{c.slug}</Link>
            <span className="ms-auto tabular-nums text-muted-foreground">{m.words_count({ count: c.wordCount })}</span>
          </li>
        ))}
      </ul>
    </details>
  );
}
