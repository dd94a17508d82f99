import { AlignCenterIcon, AlignLeftIcon, AlignRightIcon, ChevronDownIcon } from "lucide-react";
import { useId, useState } from "react";
import { FADE_DAYS, READER_FONT, READER_VIEW_MODES, TEXT_ALIGNS, VOWEL_MODES, type ReaderPreferences, type VowelMode } from "@/shared/settings/settings-constants";
import { Button } from "@/client/components/ui/button";
import { Input } from "@/client/components/ui/input";
import { NativeSelect } from "@/client/components/ui/native-select";
import { Slider } from "@/client/components/ui/slider";
import { cn } from "@/client/lib/cn";
import { m } from "@/client/lib/i18n";
import { formatNumber } from "@/client/lib/format";

const MODE_LABELS = { hebrew: m.books_mode_hebrew, translation: m.books_mode_translation, both: m.books_mode_both } as const;
const SIDES = { left: m.books_align_left, center: m.books_align_center, right: m.books_align_right } as const;
const ALIGN_TEXTS = {
  hebrew: { group: m.books_hebrew_alignment, button: m.books_align_hebrew },
  translation: { group: m.books_translation_alignment, button: m.books_align_translation },
} as const;
const VOWEL_LABELS = { always: m.books_vowels_always, fade: m.books_vowels_fade, never: m.books_vowels_never } as const;
const ALIGN_ICONS = { left: AlignLeftIcon, center: AlignCenterIcon, right: AlignRightIcon } as const;

type Align = (typeof TEXT_ALIGNS)[number];

function AlignButtons({ text, value, onChange }: { text: keyof typeof ALIGN_TEXTS; value: Align; onChange: (a: Align) => void }) {
  return (
    <div role="group" aria-label={ALIGN_TEXTS[text].group()} className="inline-flex rounded-md border">
      {TEXT_ALIGNS.map((a) => {
        const Icon = ALIGN_ICONS[a];
        return (
          <Button key={a} type="button" variant="ghost" size="icon" className={cn("size-8 rounded-none first:rounded-s-md last:rounded-e-md", value === a && "bg-accent text-accent-foreground")}
            aria-label={ALIGN_TEXTS[text].button({ side: SIDES[a]() })} aria-pressed={value === a} onClick={() => onChange(a)}>
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
        <span className="tabular-nums text-muted-foreground">{m.books_px({ value: formatNumber(value) })}</span>
      </div>
      <Slider aria-labelledby={id} min={range.min} max={range.max} step={READER_FONT.step} value={value}
        onValueChange={onChange} onValueCommit={onCommit} />
    </div>
  );
}

/**
 * 'Vowels on the words I know' (always / fade / never) and, with 'fade', the stability in days
 * above which a known lemma's forms lose their points (src/shared/reading/word-vowels.ts). A days
 * field out of range is kept as typed and not saved until it is in range.
 */
function VowelControls({ mode, fadeDays, onMode, onFadeDays }: {
  mode: VowelMode;
  fadeDays: number;
  onMode: (mode: VowelMode) => void;
  onFadeDays: (days: number) => void;
}) {
  const id = useId();
  const [days, setDays] = useState(String(fadeDays));
  const valid = (n: number) => Number.isInteger(n) && n >= FADE_DAYS.min && n <= FADE_DAYS.max;
  return (
    <div className="flex w-full flex-wrap items-end gap-3">
      <div className="flex min-w-48 flex-col gap-2">
        <label htmlFor={`${id}-mode`} className="text-sm">{m.books_vowels()}</label>
        <NativeSelect id={`${id}-mode`} size="sm" value={mode} onChange={(e) => onMode(e.target.value as VowelMode)}>
          {VOWEL_MODES.map((v) => <option key={v} value={v}>{VOWEL_LABELS[v]()}</option>)}
        </NativeSelect>
      </div>
      {mode === "fade" && (
        <div className="flex flex-col gap-2">
          <label htmlFor={`${id}-days`} className="text-sm">{m.books_fade_days()}</label>
          <Input id={`${id}-days`} type="number" inputMode="numeric" min={FADE_DAYS.min} max={FADE_DAYS.max} step={1} className="h-8 w-24"
            value={days} aria-describedby={`${id}-hint`} aria-invalid={!valid(Number(days)) || undefined}
            onChange={(e) => {
              setDays(e.target.value);
              const n = Number(e.target.value);
              if (e.target.value !== "" && valid(n)) onFadeDays(n);
            }} />
        </div>
      )}
      {mode === "fade" && <p id={`${id}-hint`} className="w-full text-xs text-muted-foreground">{m.books_fade_days_hint()}</p>}
    </div>
  );
}

/**
 * The reader's view: Hebrew / Translation / Both, the two font sizes (Hebrew 14–36,
 * translation 12–28, step 1) and each text's alignment. `onChange` shows a change at once;
 * `onCommit` keeps it (a slider commits when let go). On a phone the sizes and alignments fold
 * behind 'Text size', so the chapter's first verses are on the first screen; so does 'Vowels on
 * the words I know'.
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
      {/* Wraps: on a phone 'Text size' in Portuguese or Italian went past the card's edge. */}
      <div className="flex flex-wrap items-center justify-between gap-2">
        <div role="group" aria-label={m.books_view_mode()} className="inline-flex w-fit rounded-md border p-0.5">
          {READER_VIEW_MODES.map((mode) => (
            <Button key={mode} type="button" size="sm" variant={value.viewMode === mode ? "default" : "ghost"} aria-pressed={value.viewMode === mode} onClick={() => set({ viewMode: mode })}>
              {MODE_LABELS[mode]()}
            </Button>
          ))}
        </div>
        <Button type="button" variant="ghost" size="sm" className="sm:hidden" aria-expanded={sizesOpen} aria-controls={sizesId} onClick={() => setSizesOpen((o) => !o)}>
          {m.books_text_size()} <ChevronDownIcon className={cn("transition-transform", sizesOpen && "rotate-180")} />
        </Button>
      </div>
      {/* Each group's rows start at its top (content-start): beside the Hebrew group's two rows, the
          translation size sat halfway down instead of level with the Hebrew size. */}
      <div id={sizesId} className={cn("flex-wrap gap-x-8 gap-y-4 sm:flex", sizesOpen ? "flex" : "hidden")}>
        {value.viewMode !== "translation" && (
          <div className="flex flex-1 flex-wrap content-start items-end gap-3">
            <SizeSlider label={m.books_hebrew_size()} value={value.hebrewSize} range={READER_FONT.hebrew}
              onChange={(n) => onChange({ ...value, hebrewSize: n })} onCommit={(n) => onCommit({ ...value, hebrewSize: n })} />
            <AlignButtons text="hebrew" value={value.hebrewAlign} onChange={(a) => set({ hebrewAlign: a })} />
            <VowelControls mode={value.vowels} fadeDays={value.fadeDays} onMode={(vowels) => set({ vowels })} onFadeDays={(fadeDays) => set({ fadeDays })} />
          </div>
        )}
        {value.viewMode !== "hebrew" && (
          <div className="flex flex-1 flex-wrap content-start items-end gap-3">
            <SizeSlider label={m.books_translation_size()} value={value.translationSize} range={READER_FONT.translation}
              onChange={(n) => onChange({ ...value, translationSize: n })} onCommit={(n) => onCommit({ ...value, translationSize: n })} />
            <AlignButtons text="translation" value={value.translationAlign} onChange={(a) => set({ translationAlign: a })} />
          </div>
        )}
      </div>
    </div>
  );
}
