import { hasHebrew, toPlain } from "../hebrew/strip-niqqud";
import { MAX_FIELD_LENGTH } from "../collection-transfer/transfer-word";

/**
 * Anki notes and Milim words. An Anki field holds HTML (the editor's markup, `<br>`,
 * entities, `[sound:…]` tags); Milim keeps plain text and never renders imported markup, so a field
 * is read as text here. A learner maps the fields of each note type to the word's parts; the
 * mapping is guessed from the field names and the first notes' text.
 */

/** Which field (by its index in the note type) gives each part of a word; null: none. */
export interface FieldMapping {
  hebrew: number;
  meaning: number | null;
  translit: number | null;
  example: number | null;
  /** Where the example is from ("Genesis 7:1"): Milim's own export writes it. */
  reference: number | null;
}

/** What a note gives a word (plain text; empty parts are null). */
export interface NoteWord {
  hebrew: string;
  meaning: string;
  translit: string | null;
  example: string | null;
  reference: string | null;
}

const ENTITIES: Record<string, string> = { amp: "&", lt: "<", gt: ">", quot: '"', apos: "'", nbsp: " " };

/** Where the editor's markup breaks a line (<br>, a block's start or end), marked while the tags go. */
const LINE = "\u0001";

/**
 * An Anki field's HTML as plain text: tags, sound tags and cloze brackets out, entities decoded, white
 * space folded. Its lines ("there is<br>there are", the editor's <div>s) stay apart: "there is; there
 * are" (a line that ends with its own punctuation is followed by a space only).
 */
export function ankiFieldText(html: string): string {
  const text = html
    .replace(/\[sound:[^\]]*\]/g, " ")
    .replace(/<(script|style)\b[^>]*>[\s\S]*?<\/\1\s*>/gi, " ")
    .replace(/<br\s*\/?>|<\/?(div|p|li|tr)\b[^>]*>/gi, LINE)
    .replace(/<[^>]*>/g, "")
    .replace(/\{\{c\d+::([\s\S]*?)(::[\s\S]*?)?\}\}/g, "$1")
    .replace(/&(#x[0-9a-f]+|#\d+|[a-z]+);/gi, (all, name: string) => {
      if (name[0] === "#") {
        const code = name[1] === "x" || name[1] === "X" ? parseInt(name.slice(2), 16) : parseInt(name.slice(1), 10);
        return code > 0 && code <= 0x10ffff && code !== 0 ? String.fromCodePoint(code) : "";
      }
      return ENTITIES[name.toLowerCase()] ?? all;
    })
    .split("\u0000").join("")
    .split(LINE)
    .map((line) => line.replace(/\s+/g, " ").trim())
    .filter((line) => line !== "")
    .reduce((all, line) => (all === "" ? line : `${all}${/[,;:.!?]$/.test(all) ? " " : "; "}${line}`), "")
    .normalize("NFC");
  return text.length > MAX_FIELD_LENGTH ? text.slice(0, MAX_FIELD_LENGTH) : text;
}

/** Text for an Anki field (HTML): &, < and > escaped. */
export function ankiFieldHtml(text: string | null | undefined): string {
  return (text ?? "").replace(/&/g, "&amp;").replace(/</g, "&lt;").replace(/>/g, "&gt;");
}

const NAME_RULES: { part: keyof FieldMapping; pattern: RegExp }[] = [
  { part: "translit", pattern: /translit|pronunc|romani|reading|sound-?out|phonetic|תעתיק/i },
  { part: "reference", pattern: /reference|citation|source|מקור|מראה מקום/i },
  { part: "example", pattern: /example|verse|sentence|context|usage|דוגמ|פסוק/i },
  { part: "hebrew", pattern: /hebrew|ivrit|עברית|word|term|front|vocab|מילה/i },
  { part: "meaning", pattern: /meaning|english|gloss|definition|translation|back|answer|פירוש|תרגום/i },
];

/** Share of the samples in which field `i` has Hebrew letters. */
function hebrewShare(samples: readonly (readonly string[])[], i: number): number {
  const filled = samples.filter((s) => (s[i] ?? "") !== "");
  return filled.length === 0 ? 0 : filled.filter((s) => hasHebrew(s[i]!)).length / filled.length;
}

/**
 * A first mapping for a note type: by field names (Hebrew / Transliteration / Meaning / Example and
 * their usual Anki names, Front and Back), else the field most often holding Hebrew letters is the
 * Hebrew, and the first other field the meaning. `samples` are the first notes' fields as text.
 */
export function guessFieldMapping(fieldNames: readonly string[], samples: readonly (readonly string[])[]): FieldMapping {
  const byName: Partial<Record<keyof FieldMapping, number>> = {};
  const taken = new Set<number>();
  for (const { part, pattern } of NAME_RULES) {
    const i = fieldNames.findIndex((n, k) => !taken.has(k) && pattern.test(n));
    if (i >= 0) { byName[part] = i; taken.add(i); }
  }
  let hebrew = byName.hebrew;
  let best = -1;
  let bestShare = 0;
  fieldNames.forEach((_, i) => {
    const share = hebrewShare(samples, i);
    if (share > bestShare) { best = i; bestShare = share; }
  });
  // Text beats a name: a "Front" field in English with the Hebrew on the back.
  if (best >= 0 && (hebrew === undefined || hebrewShare(samples, hebrew) < bestShare)) hebrew = best;
  hebrew ??= 0;
  const free = (i: number | undefined) => (i !== undefined && i !== hebrew ? i : undefined);
  let meaning = free(byName.meaning);
  const translit = free(byName.translit) ?? null;
  const example = free(byName.example) ?? null;
  const reference = free(byName.reference) ?? null;
  if (meaning === undefined) {
    // A "Front" read as the meaning because the Hebrew was on the back, else the first field left.
    const rest = fieldNames.map((_, i) => i).filter((i) => i !== hebrew && i !== translit && i !== example && i !== reference);
    meaning = rest.find((i) => hebrewShare(samples, i) < 0.5) ?? rest[0];
  }
  return { hebrew, meaning: meaning ?? null, translit, example, reference };
}

/** A note's fields (HTML) as a word through `mapping`; null when its Hebrew is empty. */
export function noteToWord(fields: readonly string[], mapping: FieldMapping): NoteWord | null {
  const read = (i: number | null) => (i === null ? "" : ankiFieldText(fields[i] ?? ""));
  const hebrew = read(mapping.hebrew);
  if (hebrew === "") return null;
  const translit = read(mapping.translit);
  const example = read(mapping.example);
  const reference = read(mapping.reference);
  return { hebrew, meaning: read(mapping.meaning), translit: translit || null, example: example || null, reference: reference || null };
}

/** The key two words share when they are duplicates: the Hebrew without niqqud. */
export const duplicateKey = (hebrew: string): string => toPlain(hebrew);

/** A field's word as the import and the preview key it: its text's duplicate key, null when the field is empty. */
export function fieldKey(html: string): string | null {
  const text = ankiFieldText(html);
  return text === "" ? null : duplicateKey(text);
}

/** A note's fields as duplicate keys (the Hebrew without niqqud); null where the field is empty. */
export const noteKeys = (fields: readonly string[]): (string | null)[] => fields.map(fieldKey);
