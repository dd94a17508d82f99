import type { WordStatus } from "@/shared/domain";
import { cn } from "@/client/lib/cn";
import { BookOpenPlainIcon, CircleCheckPlainIcon, CircleXPlainIcon } from "@/client/components/ui/plain-icons";
import type { PlainIcon } from "@/client/components/ui/plain-icon";
import { m } from "@/client/lib/i18n";

const STATUS_BUTTONS: { status: WordStatus; label: () => string; mark: () => string; Icon: PlainIcon; on: string }[] = [
  { status: "known", label: m.collection_status_known, mark: m.study_mark_known, Icon: CircleCheckPlainIcon, on: "bg-success/15 text-success ring-1 ring-success/40" },
  { status: "learning", label: m.collection_status_learning, mark: m.study_mark_learning, Icon: BookOpenPlainIcon, on: "bg-warning/15 text-warning ring-1 ring-warning/40" },
  { status: "unknown", label: m.collection_status_unknown, mark: m.study_mark_unknown, Icon: CircleXPlainIcon, on: "bg-destructive/15 text-destructive ring-1 ring-destructive/40" },
];

/**
 * The Status column: set known, learning or unknown directly; a word without a record is learning.
 * Its icons are plain (plain-icon.tsx): drawn on every row of the table.
 */
export function StatusButtons({ status, hebrew, onSet }: { status: WordStatus; hebrew: string; onSet: (status: WordStatus) => void }) {
  return (
    <div role="group" aria-label={m.study_status_of({ hebrew })} className="flex items-center gap-1">
      {STATUS_BUTTONS.map(({ status: s, label, mark, Icon, on }) => (
        <button
          key={s}
          type="button"
          aria-label={label()}
          aria-pressed={status === s}
          title={mark()}
          onClick={() => onSet(s)}
          className={cn(
            "inline-flex size-8 items-center justify-center rounded-md transition-colors",
            "outline-none focus-visible:ring-2 focus-visible:ring-ring focus-visible:ring-offset-1 focus-visible:ring-offset-background",
            status === s ? on : "text-muted-foreground hover:bg-accent hover:text-foreground",
          )}
        >
          <Icon className="size-[18px]" />
        </button>
      ))}
    </div>
  );
}
