import { ScrollRow } from "@/client/components/scroll-row";
import { Link } from "react-router";
import type { CollectionSummary } from "@/shared/api/collections";
import { collectionDescriptionLabel, collectionLabel } from "@/client/lib/collection-label";
import { fillUnderWhite } from "@/client/lib/accessible-color";
import { cn } from "@/client/lib/cn";
import { TextTitle } from "@/client/components/text-title";
import { collectionHebrewName } from "@/shared/texts/collection-hebrew-name";
import { m } from "@/client/lib/i18n";

/** More collections than this, and the learner's own (My words) come first: after 38 tractates a phone's row hid them. */
const OWN_FIRST_OVER = 6;

/**
 * One link per collection of the domain, scrolling sideways (touch or ‹ ›) when there are many (53
 * Talmud tractates; then the learner's own collections come first). The selected one is filled with the domain colour (darkened as needed for its white text) and scrolled into view.
 */
export function CollectionTabs({ collections, selectedSlug, domainSlug, color }: {
  collections: CollectionSummary[];
  selectedSlug: string;
  domainSlug: string;
  /** HSL triple of the domain, e.g. "217 91% 55%". */
  color: string;
}) {
  const shown = collections.length > OWN_FIRST_OVER
    ? [...collections.filter((c) => c.ownerId !== null), ...collections.filter((c) => c.ownerId === null)]
    : collections;
  return (
    <nav aria-label={m.collections_nav()} className="-mx-4 sm:mx-0">
      <ScrollRow selectedKey={selectedSlug} className="gap-2 px-4 pb-2 sm:px-0">
        {shown.map((c) => {
          const selected = c.slug === selectedSlug;
          return (
            <li key={c.id} className="shrink-0">
              <Link
                to={`/${encodeURIComponent(domainSlug)}/${encodeURIComponent(c.slug)}`}
                aria-current={selected ? "page" : undefined}
                title={collectionDescriptionLabel(c) || undefined}
                className={cn(
                  "inline-flex h-9 items-center rounded-full border px-4 text-sm font-medium transition-colors",
                  "outline-none focus-visible:ring-2 focus-visible:ring-ring focus-visible:ring-offset-2 focus-visible:ring-offset-background",
                  selected ? "border-transparent text-white shadow-sm" : "bg-background text-muted-foreground hover:bg-accent hover:text-foreground",
                )}
                style={selected ? { backgroundColor: `hsl(${fillUnderWhite(color)})` } : undefined}
              >
                <TextTitle english={collectionLabel(c)} hebrew={collectionHebrewName(c)} />
              </Link>
            </li>
          );
        })}
      </ScrollRow>
    </nav>
  );
}
