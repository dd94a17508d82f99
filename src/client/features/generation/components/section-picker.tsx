import { useMemo, useState } from "react";
import type { GenerationSections } from "@/shared/api/generation";
import { Button } from "@/client/components/ui/button";
import { Input } from "@/client/components/ui/input";
import { cn } from "@/client/lib/cn";
import { m } from "@/client/lib/i18n";

const TEXTS = {
  chapters: { legend: m.generation_sections_chapters, chosen: m.generation_chosen_chapters, underlined: m.generation_underlined_chapters, find: m.generation_find_chapter, imported: m.generation_choose_imported_chapters, group: m.generation_chapters_label, none: m.generation_no_chapter_matches },
  pages: { legend: m.generation_sections_pages, chosen: m.generation_chosen_pages, underlined: m.generation_underlined_pages, find: m.generation_find_page, imported: m.generation_choose_imported_pages, group: m.generation_pages_label, none: m.generation_no_page_matches },
  tractates: { legend: m.generation_sections_tractates, chosen: m.generation_chosen_tractates, underlined: m.generation_underlined_tractates, find: m.generation_find_tractate, imported: m.generation_choose_imported_tractates, group: m.generation_tractates_label, none: m.generation_no_tractate_matches },
} as const;

/**
 * Optional sections for the generator: chapters, Talmud pages (2a–120b) or Mishna tractates, as
 * toggle buttons; those whose text is in the library are marked (the offline generator reads them).
 * None chosen means the whole collection.
 */
export function SectionPicker({ sections, selected, onChange }: { sections: GenerationSections; selected: string[]; onChange: (s: string[]) => void }) {
  const [filter, setFilter] = useState("");
  const imported = useMemo(() => new Set(sections.imported), [sections.imported]);
  const t = TEXTS[sections.kind];
  const shown = sections.sections.filter((s) => s.toLowerCase().startsWith(filter.trim().toLowerCase()));
  const toggle = (s: string) => onChange(selected.includes(s) ? selected.filter((x) => x !== s) : [...selected, s]);
  return (
    <fieldset className="flex flex-col gap-2">
      <legend className="text-sm font-medium">{t.legend()}</legend>
      <p className="text-xs text-muted-foreground">
        {selected.length === 0 ? m.generation_none_chosen() : t.chosen({ count: selected.length })}
        {imported.size > 0 && t.underlined()}
      </p>
      <div className="flex flex-wrap items-center gap-2">
        <Input aria-label={t.find()} value={filter} onChange={(e) => setFilter(e.target.value)} placeholder={t.find()} className="h-8 w-40" />
        {imported.size > 0 && <Button type="button" variant="outline" size="sm" onClick={() => onChange([...imported])}>{t.imported()}</Button>}
        {selected.length > 0 && <Button type="button" variant="ghost" size="sm" onClick={() => onChange([])}>{m.generation_clear()}</Button>}
      </div>
      <div className="flex max-h-40 flex-wrap gap-1 overflow-y-auto rounded-md border p-2" role="group" aria-label={t.group()}>
        {shown.map((s) => (
          <button key={s} type="button" aria-pressed={selected.includes(s)} onClick={() => toggle(s)}
            className={cn("rounded-md border px-2 py-0.5 text-sm tabular-nums hover:bg-accent",
              selected.includes(s) && "border-primary bg-primary text-primary-foreground hover:bg-primary/90",
              imported.has(s) && "underline decoration-2 underline-offset-4")}>
            {s}
          </button>
        ))}
        {shown.length === 0 && <p className="text-sm text-muted-foreground">{t.none()}</p>}
      </div>
    </fieldset>
  );
}
