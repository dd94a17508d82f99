import { ScrollRow } from "@/client/components/scroll-row";
import { NativeSelect } from "@/client/components/ui/native-select";
import { fillUnderWhite } from "@/client/lib/accessible-color";
import { cn } from "@/client/lib/cn";

/** Above this many values the row becomes a drop-down, the phone's own (a Talmud tractate has up to ~240 pages). */
const MAX_CHIPS = 40;
const ALL = "\u0000all";

/**
 * A single-choice filter row (the tractate and section filters); the first choice is
 * "all" (value null). Chips scroll sideways (touch or the ‹ › buttons) and the chosen one is scrolled
 * into view; aria-pressed tells which one is on.
 */
export function FilterChips({ label, allLabel, values, selected, onSelect, color }: {
  label: string;
  allLabel: string;
  values: readonly string[];
  selected: string | null;
  onSelect: (value: string | null) => void;
  color: string;
}) {
  if (values.length > MAX_CHIPS) {
    return (
      <div className="flex items-center gap-2">
        <span className="text-sm text-muted-foreground">{label}</span>
        <NativeSelect size="sm" className="min-w-32" aria-label={label} value={selected ?? ""} onChange={(e) => onSelect(e.target.value || null)}>
          <option value="">{allLabel}</option>
          {values.map((v) => <option key={v} value={v}>{v}</option>)}
        </NativeSelect>
      </div>
    );
  }
  const chip = (value: string | null, text: string) => {
    const on = selected === value;
    return (
      <li key={value ?? ALL} className="shrink-0">
        <button
          type="button"
          aria-pressed={on}
          onClick={() => onSelect(value)}
          className={cn(
            "h-7 rounded-md border px-2.5 text-xs font-medium tabular-nums transition-colors",
            "outline-none focus-visible:ring-2 focus-visible:ring-ring focus-visible:ring-offset-1 focus-visible:ring-offset-background",
            on ? "border-transparent text-white" : "bg-background text-muted-foreground hover:bg-accent hover:text-foreground",
          )}
          style={on ? { backgroundColor: `hsl(${fillUnderWhite(color)})` } : undefined}
        >
          {text}
        </button>
      </li>
    );
  };
  return (
    <div role="group" aria-label={label} className="-mx-4 sm:mx-0">
      <ScrollRow selectedKey={selected} className="gap-1.5 px-4 pb-1.5 sm:px-0">
        {chip(null, allLabel)}
        {values.map((v) => chip(v, v))}
      </ScrollRow>
    </div>
  );
}
