import { z } from "zod";
import { MAX_LEXICON_LINE_CHARS } from "../../../shared/api/dictionary";
import { pleneSpellings } from "../../../shared/hebrew/plene-spelling";
import { labelSense } from "../../../shared/reading/sense-register";
import { createJsonLinesReader, isFormSense, readKaikkiRecord, RecordSchema as KaikkiRecordSchema, SenseSchema } from "./parse-kaikki";

/**
 * One entry of kaikki.org's Hebrew extract of Wiktionary (wiktextract's JSON Lines, one object per
 * word, part of speech and etymology): the pointed head-word, its glosses, root and binyan, and the
 * inflected forms the lookup finds it by (a noun's plural and construct forms, a verb's conjugation
 * table, a preposition's suffixed forms).
 */
export interface KaikkiHebrewEntry {
  /** word|pos|etymology number (the page title, unpointed), with |2, |3… for a repeat of the same three. */
  sourceId: string;
  /** The head-word with niqqud (the form tagged "canonical"), else the page title. */
  word: string;
  partOfSpeech: string | null;
  isProperName: boolean;
  transliteration: string | null;
  /**
   * Every distinct gloss of the senses kept, in order; a sense Wiktionary tags vulgar, slang, derogatory,
   * offensive, pejorative or a slur with those tags in front, as Wiktionary prints them ("(vulgar) butt, ass":
   * shared/reading/sense-register), which a beginner's gloss leaves out.
   */
  definitions: string[];
  /** The root as Wiktionary writes it (כ־ת־ב), from the etymology's root template. */
  root: string | null;
  /** A verb's binyan ("pa'al", "hif'il"…), from its head template. */
  binyan: string | null;
  /** The indefinite plurals, pointed. */
  plurals: string[];
  /**
   * Every other form the entry is found by, once each by its letters: the page title when the
   * head-word is pointed, the inflected forms (pointed, a construct's trailing maqaf dropped), the
   * plain page titles they link to, and the full spelling of each pointed form (יִכְתֹּב → יכתוב).
   */
  forms: string[];
}

export type KaikkiHebrewLine =
  | { kind: "entry"; entry: KaikkiHebrewEntry }
  /** script: a head-word without Hebrew letters; forms: only form-of / alt-of senses or no gloss. */
  | { kind: "skipped"; reason: "script" | "forms" }
  | { kind: "malformed"; reason?: "tooLarge" };

const FormSchema = z.object({
  form: z.string(),
  tags: z.array(z.string()).optional(),
  links: z.array(z.array(z.string())).optional(),
}).loose();
const TemplateSchema = z.object({ name: z.string().optional(), args: z.record(z.string(), z.string()).optional(), expansion: z.string().optional() }).loose();
const RecordSchema = KaikkiRecordSchema.extend({
  forms: z.array(FormSchema).optional(),
  head_templates: z.array(TemplateSchema).optional(),
  etymology_templates: z.array(TemplateSchema).optional(),
  senses: z.array(SenseSchema).optional(),
}).loose();

const HEBREW_LETTER = /[\u05D0-\u05EA]/;
const POINTS = /[\u0591-\u05C7]/g;
/** Forms that are not the word's spellings: the table's captions, the romanisation, the head-word itself. */
const NOT_A_SPELLING = new Set(["romanization", "canonical", "table-tags", "inflection-template", "class", "negative"]);
/** The most forms kept for one entry (a verb's whole table, pointed and full, is about 150). */
export const MAX_FORMS = 400;

/** Wiktionary's binyan names as its head templates and expansions write them. */
const BINYANIM: [RegExp, string][] = [
  [/^pa['’]?al$|^qal$|^kal$/i, "pa'al"], [/^nif['’]?al$/i, "nif'al"], [/^pi['’]?el$/i, "pi'el"], [/^pu['’]?al$/i, "pu'al"],
  [/^hif['’]?il$/i, "hif'il"], [/^huf['’]?al$|^hof['’]?al$/i, "huf'al"], [/^hitpa['’]?el$/i, "hitpa'el"],
];
const binyanName = (text: string | undefined): string | null => {
  const t = text?.trim().replace(/\s+construction$/i, "");
  if (!t) return null;
  return BINYANIM.find(([re]) => re.test(t))?.[1] ?? null;
};

/** "בְּרַד־" → "בְּרַד"; NFC, spaces trimmed. */
const cleanForm = (form: string) => form.normalize("NFC").trim().replace(/[־-]+$/u, "").trim();
const lettersOf = (form: string) => form.replace(POINTS, "").replace(/[^\u05D0-\u05EA ]/g, "");

function rootOf(templates: z.infer<typeof TemplateSchema>[] | undefined): string | null {
  for (const t of templates ?? []) {
    if (!/^(he-rootbox|he-root|HE root)$/.test(t.name ?? "")) continue;
    const letters = [...(t.args?.["1"] ?? "").replace(/[^\u05D0-\u05EA]/g, "")];
    if (letters.length >= 2) return letters.join("־");
  }
  return null;
}

function binyanOf(r: z.infer<typeof RecordSchema>): string | null {
  if (r.pos !== "verb") return null;
  const head = r.head_templates?.[0];
  const fromArgs = binyanName(head?.args?.["1"]) ?? binyanName(head?.args?.pat) ?? binyanName(head?.args?.binyan);
  if (fromArgs) return fromArgs;
  const said = /\(([\p{L}'’]+) construction/u.exec(head?.expansion ?? "")?.[1];
  return binyanName(said);
}

/** The glosses of the senses that are not form-of or alt-of senses, each once, labelled by their register (labelSense). */
function labelledDefinitions(senses: z.infer<typeof SenseSchema>[] | undefined): string[] {
  return [...new Set((senses ?? []).filter((s) => !isFormSense(s)).flatMap((s) => (s.glosses ?? [])
    .map((g) => g.replace(/\s+/g, " ").trim().normalize("NFC")).filter((g) => g !== "").map((g) => labelSense(g, s.tags))))];
}

/**
 * Reads one line of the Hebrew extract. Kept: entries whose page title has Hebrew letters, with the
 * glosses of their senses that are not form-of or alt-of senses, a vulgar or slang sense labelled so.
 * `seen` numbers repeats of word|pos|etymology within one file.
 */
export function readKaikkiHebrewLine(line: string, seen: Map<string, number>): KaikkiHebrewLine | null {
  const read = readKaikkiRecord(line, seen, RecordSchema, (title) => HEBREW_LETTER.test(title));
  if (read?.kind !== "record") return read;
  const { record: r, entry } = read;
  const title = entry.word;
  const canonical = r.forms?.find((f) => f.tags?.includes("canonical"))?.form;
  const pointed = cleanForm(canonical ?? r.head_templates?.[0]?.args?.wv ?? r.head_templates?.[0]?.args?.head ?? "");
  const word = HEBREW_LETTER.test(pointed) ? pointed : title;

  // Each spelling once, by its letters; not the head-word's own.
  const taken = new Set([lettersOf(word)]);
  const forms: string[] = [];
  const add = (form: string) => {
    const clean = cleanForm(form);
    const letters = lettersOf(clean);
    if (!HEBREW_LETTER.test(letters) || taken.has(letters) || forms.length >= MAX_FORMS) return;
    taken.add(letters);
    forms.push(clean);
  };
  add(title);
  const plurals: string[] = [];
  for (const f of r.forms ?? []) {
    const tags = f.tags ?? [];
    if (tags.some((t) => NOT_A_SPELLING.has(t))) continue;
    if (tags.includes("plural") && tags.includes("indefinite") && HEBREW_LETTER.test(f.form)) plurals.push(cleanForm(f.form));
    add(f.form);
    for (const link of f.links ?? []) {
      const page = link[1]?.split("#")[0];
      if (page && /^[\u05D0-\u05EA]+$/.test(page)) add(page);
    }
  }
  for (const f of [word, ...forms]) for (const full of pleneSpellings(f)) add(full);

  return {
    kind: "entry",
    entry: {
      ...entry,
      definitions: labelledDefinitions(r.senses),
      word,
      root: rootOf(r.etymology_templates),
      binyan: binyanOf(r),
      plurals: [...new Set(plurals)],
      forms,
    },
  };
}

/** The Hebrew extract as a stream of text: lines split as they arrive, at most one held (createJsonLinesReader). */
export function createKaikkiHebrewReader(onLine: (line: KaikkiHebrewLine) => void, maxLineChars = MAX_LEXICON_LINE_CHARS) {
  return createJsonLinesReader<KaikkiHebrewLine>(readKaikkiHebrewLine, onLine, maxLineChars);
}
