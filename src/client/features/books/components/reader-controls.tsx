import { AlignCenterIcon, AlignLeftIcon, AlignRightIcon, ChevronDownIcon } from "lucide-react";
import { useId, useState } from "react";
import { READER_FONT, READER_VIEW_MODES, TEXT_ALIGNS, type ReaderPreferences } from "@/shared/settings/settings-constants";
import { Button } from "@/client/components/ui/button";
import { Slider } from "@/client/components/ui/slider";
import { cn } from "@/client/lib/cn";

const MODE_LABELS = { hebrew: "Hebrew", translation: "Translation", both: "Both" } as const;
const ALIGN_ICONS = { left: AlignLeftIcon, center: AlignCenterIcon, right: AlignRightIcon } as const;

type Align = (typeof TEXT_ALIGNS)[number];

function AlignButtons({ label, value, onChange }: { label: string; value: Align; onChange: (a: Align) => void }) {
  return (
    <div role="group" aria-label={`${label} alignment`} className="inline-flex rounded-md border">
      {TEXT_ALIGNS.map((a) => {
        const Icon = ALIGN_ICONS[a];
        return (
          <Button key={a} type="button" variant="ghost" size="icon" className={cn("size-8 rounded-none first:rounded-l-md last:rounded-r-md", value === a && "bg-accent text-accent-foreground")}
            aria-label={`Align ${label.toLowerCase()} ${a}`} aria-pressed={value === a} onClick={() => onChange(a)}>
            <Icon />
          </Button>
        );
      })}
    </div>
  );
}

function SizeSlider({ label, value, range, onChange, onCommit }: {
  label: string;
  value: number;
  range: { min: number; max: number };
  onChange: (n: number) => void;
  onCommit: (n: number) => void;
}) {
  const id = useId();
  return (
    <div className="flex min-w-48 flex-1 flex-col gap-2">
      <div className="flex justify-between text-sm">
        <label id={id}>{label}</label>
        <span className="tabular-nums text-muted-foreground">{value}px</span>
      </div>
      <Slider aria-labelledby={id} min={range.min} max={range.max} step={READER_FONT.step} value={[value]}
        onValueChange={([n]) => n !== undefined && onChange(n)} onValueCommit={([n]) => n !== undefined && onCommit(n)} />
    </div>
  );
}

/**
 * The reader's view (spec 001 §2): Hebrew / Translation / Both, the two font sizes (Hebrew 14–36,
 * translation 12–28, step 1) and each text's alignment. `onChange` shows a change at once;
 * `onCommit` keeps it (a slider commits when let go). On a phone the sizes and alignments fold
 * behind 'Text size', so the chapter's first verses are on the first screen.
 */
export function ReaderControls({ value, onChange, onCommit }: {
  value: ReaderPreferences;
  onChange: (p: ReaderPreferences) => void;
  onCommit: (p: ReaderPreferences) => void;
}) {
  const set = (patch: Partial<ReaderPreferences>) => {
    onChange({ ...value, ...patch });
    onCommit({ ...value, ...patch });
  };
  const [sizesOpen, setSizesOpen] = useState(false);
  const sizesId = useId();
  return (
    <div className="flex flex-col gap-4 rounded-xl border bg-card p-3 sm:p-4">
      <div className="flex items-center justify-between gap-2">
        <div role="group" aria-label="View mode" className="inline-flex w-fit rounded-md border p-0.5">
          {READER_VIEW_MODES.map((m) => (
            <Button key={m} type="button" size="sm" variant={value.viewMode === m ? "default" : "ghost"} aria-pressed={value.viewMode === m} onClick={() => set({ viewMode: m })}>
              {MODE_LABELS[m]}
            </Button>
          ))}
        </div>
        <Button type="button" variant="ghost" size="sm" className="sm:hidden" aria-expanded={sizesOpen} aria-controls={sizesId} onClick={() => setSizesOpen((o) => !o)}>
          Text size <ChevronDownIcon className={cn("transition-transform", sizesOpen && "rotate-180")} />
        </Button>
      </div>
      <div id={sizesId} className={cn("flex-wrap gap-x-8 gap-y-4 sm:flex", sizesOpen ? "flex" : "hidden")}>
        {value.viewMode !== "translation" && (
          <div className="flex flex-1 flex-wrap items-end gap-3">
            <SizeSlider label="Hebrew size" value={value.hebrewSize} range={READER_FONT.hebrew}
              onChange={(n) => onChange({ ...value, hebrewSize: n })} onCommit={(n) => onCommit({ ...value, hebrewSize: n })} />
            <AlignButtons label="Hebrew" value={value.hebrewAlign} onChange={(a) => set({ hebrewAlign: a })} />
          </div>
        )}
        {value.viewMode !== "hebrew" && (
          <div className="flex flex-1 flex-wrap items-end gap-3">
            <SizeSlider label="Translation size" value={value.translationSize} range={READER_FONT.translation}
              onChange={(n) => onChange({ ...value, translationSize: n })} onCommit={(n) => onCommit({ ...value, translationSize: n })} />
            <AlignButtons label="Translation" value={value.translationAlign} onChange={(a) => set({ translationAlign: a })} />
          </div>
        )}
      </div>
    </div>
  );
}
