import { useMemo, useState } from "react";
import type { GenerationSections } from "@/shared/api/generation";
import { Button } from "@/client/components/ui/button";
import { Input } from "@/client/components/ui/input";
import { cn } from "@/client/lib/cn";

const NOUN = { chapters: ["chapter", "chapters"], pages: ["page", "pages"], tractates: ["tractate", "tractates"] } as const;

/**
 * Optional sections for the generator: chapters, Talmud pages (2a–120b) or Mishna tractates, as
 * toggle buttons; those whose text is in the library are marked (the offline generator reads them).
 * None chosen means the whole collection.
 */
export function SectionPicker({ sections, selected, onChange }: { sections: GenerationSections; selected: string[]; onChange: (s: string[]) => void }) {
  const [filter, setFilter] = useState("");
  const imported = useMemo(() => new Set(sections.imported), [sections.imported]);
  const [one, many] = NOUN[sections.kind];
  const shown = sections.sections.filter((s) => s.toLowerCase().startsWith(filter.trim().toLowerCase()));
  const toggle = (s: string) => onChange(selected.includes(s) ? selected.filter((x) => x !== s) : [...selected, s]);
  return (
    <fieldset className="flex flex-col gap-2">
      <legend className="text-sm font-medium">{many[0]!.toUpperCase() + many.slice(1)} (optional)</legend>
      <p className="text-xs text-muted-foreground">
        {selected.length === 0 ? `None chosen: words for the whole collection.` : `${selected.length} ${selected.length === 1 ? one : many} chosen, generated one after another.`}
        {imported.size > 0 && ` Underlined ${many} are in the library.`}
      </p>
      <div className="flex flex-wrap items-center gap-2">
        <Input aria-label={`Find a ${one}`} value={filter} onChange={(e) => setFilter(e.target.value)} placeholder={`Find a ${one}`} className="h-8 w-40" />
        {imported.size > 0 && <Button type="button" variant="outline" size="sm" onClick={() => onChange([...imported])}>Choose the imported {many}</Button>}
        {selected.length > 0 && <Button type="button" variant="ghost" size="sm" onClick={() => onChange([])}>Clear</Button>}
      </div>
      <div className="flex max-h-40 flex-wrap gap-1 overflow-y-auto rounded-md border p-2" role="group" aria-label={many}>
        {shown.map((s) => (
          <button key={s} type="button" aria-pressed={selected.includes(s)} onClick={() => toggle(s)}
            className={cn("rounded-md border px-2 py-0.5 text-sm tabular-nums hover:bg-accent",
              selected.includes(s) && "border-primary bg-primary text-primary-foreground hover:bg-primary/90",
              imported.has(s) && "underline decoration-2 underline-offset-4")}>
            {s}
          </button>
        ))}
        {shown.length === 0 && <p className="text-sm text-muted-foreground">No {one} matches.</p>}
      </div>
    </fieldset>
  );
}
