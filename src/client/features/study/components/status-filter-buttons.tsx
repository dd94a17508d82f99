import type { WordFilter } from "@/shared/domain";
import { cn } from "@/client/lib/cn";
import { m } from "@/client/lib/i18n";

const FILTER_BUTTONS: { value: WordFilter; label: () => string }[] = [
  { value: "all", label: m.study_filter_all },
  { value: "unknown", label: m.collection_status_unknown },
  { value: "known", label: m.collection_status_known },
];

/** All / Unknown / Known, a segmented control with aria-pressed. */
export function StatusFilterButtons({ value, onChange }: { value: WordFilter; onChange: (filter: WordFilter) => void }) {
  return (
    <div role="group" aria-label={m.study_show_words()} className="inline-flex h-9 items-center rounded-lg bg-muted p-1">
      {FILTER_BUTTONS.map((b) => (
        <button
          key={b.value}
          type="button"
          aria-pressed={value === b.value}
          onClick={() => onChange(b.value)}
          className={cn(
            "h-full rounded-md px-3 text-sm font-medium text-muted-foreground transition-colors hover:text-foreground",
            "outline-none focus-visible:ring-2 focus-visible:ring-ring",
            value === b.value && "bg-background text-foreground shadow-sm",
          )}
        >
          {b.label()}
        </button>
      ))}
    </div>
  );
}
