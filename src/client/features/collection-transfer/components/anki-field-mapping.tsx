import { useId } from "react";
import type { AnkiFieldMapping, AnkiNoteTypePreview } from "@/shared/api/collection-transfer";
import { Label } from "@/client/components/ui/label";
import { NativeSelect } from "@/client/components/ui/native-select";
import { m } from "@/client/lib/i18n";

const NONE = "";
const PARTS = ["hebrew", "meaning", "translit", "example", "reference"] as const satisfies readonly (keyof AnkiFieldMapping)[];
const partLabel = (part: (typeof PARTS)[number]) =>
  ({ hebrew: m.transfer_anki_hebrew, meaning: m.transfer_anki_meaning, translit: m.transfer_anki_translit, example: m.transfer_anki_example, reference: m.transfer_anki_reference })[part]();

/**
 * One note type of an Anki package: its fields over its first notes (the text the package holds,
 * each cell in its own direction, never as HTML), and a choice of field for each part of a word.
 * The Hebrew needs a field; the other parts may have none.
 */
export function AnkiFieldMappingFields({ noteType, mapping, onChange }: {
  noteType: AnkiNoteTypePreview;
  mapping: AnkiFieldMapping;
  onChange: (mapping: AnkiFieldMapping) => void;
}) {
  const id = useId();
  const choose = (part: (typeof PARTS)[number], value: string) => {
    const index = value === NONE ? null : Number(value);
    if (part === "hebrew") {
      if (index !== null) onChange({ ...mapping, hebrew: index });
    } else onChange({ ...mapping, [part]: index });
  };

  return (
    <fieldset className="flex min-w-0 flex-col gap-3 rounded-md border p-3" data-testid="anki-note-type">
      <legend className="px-1 text-sm font-medium">
        {m.transfer_anki_note_type({ name: noteType.name, count: noteType.noteCount })}
      </legend>
      <div className="overflow-x-auto">
        <table className="w-full text-sm">
          <caption className="sr-only">{m.transfer_anki_fields_caption({ name: noteType.name })}</caption>
          <thead>
            <tr>
              {noteType.fields.map((f, i) => <th key={i} scope="col" className="border-b px-2 py-1 text-start font-medium">{f}</th>)}
            </tr>
          </thead>
          <tbody>
            {noteType.samples.map((row, r) => (
              <tr key={r}>
                {noteType.fields.map((_, i) => <td key={i} dir="auto" className="max-w-48 truncate border-b px-2 py-1">{row[i] ?? ""}</td>)}
              </tr>
            ))}
          </tbody>
        </table>
      </div>
      <div className="grid gap-3 sm:grid-cols-3 lg:grid-cols-5">
        {PARTS.map((part) => (
          <div key={part} className="flex min-w-0 flex-col gap-1.5">
            <Label htmlFor={`${id}-${part}`}>{partLabel(part)}</Label>
            <NativeSelect id={`${id}-${part}`} value={mapping[part] === null ? NONE : String(mapping[part])} onChange={(e) => choose(part, e.target.value)}>
              {part !== "hebrew" && <option value={NONE}>{m.transfer_anki_none()}</option>}
              {noteType.fields.map((f, i) => <option key={i} value={String(i)}>{f}</option>)}
            </NativeSelect>
          </div>
        ))}
      </div>
    </fieldset>
  );
}
