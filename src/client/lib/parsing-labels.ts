import type { ParsingField } from "@/shared/hebrew/parsing-paradigm";
import { stemName } from "@/shared/hebrew/decode-morph";
import { m } from "@/client/lib/i18n";
import { binyanName } from "@/client/lib/morph-labels";

/** The interface's words for OpenScriptures' letters (src/shared/hebrew/decode-morph.ts has the codes). */

const BINYANIM: Record<string, () => string> = {
  q: m.parsing_binyan_qal, N: m.parsing_binyan_niphal, p: m.parsing_binyan_piel, P: m.parsing_binyan_pual,
  h: m.parsing_binyan_hiphil, H: m.parsing_binyan_hophal, t: m.parsing_binyan_hithpael,
};
const TENSES: Record<string, () => string> = {
  p: m.parsing_tense_p, q: m.parsing_tense_q, i: m.parsing_tense_i, w: m.parsing_tense_w, h: m.parsing_tense_h, j: m.parsing_tense_j,
  v: m.parsing_tense_v, r: m.parsing_tense_r, s: m.parsing_tense_s, a: m.parsing_tense_a, c: m.parsing_tense_c,
};
const PERSONS: Record<string, () => string> = { 1: m.parsing_person_1, 2: m.parsing_person_2, 3: m.parsing_person_3 };
const GENDERS: Record<string, () => string> = { m: m.parsing_gender_m, f: m.parsing_gender_f, c: m.parsing_gender_c, b: m.parsing_gender_b };
const NUMBERS: Record<string, () => string> = { s: m.parsing_number_s, p: m.parsing_number_p, d: m.parsing_number_d };
const STATES: Record<string, () => string> = { a: m.parsing_state_a, c: m.parsing_state_c };

export const FIELD_LABELS: Record<ParsingField, () => string> = {
  binyan: m.parsing_field_binyan, tense: m.parsing_field_tense, pgn: m.parsing_field_pgn, gn: m.parsing_field_gn,
  state: m.parsing_field_state, suffix: m.parsing_field_suffix, lemma: m.parsing_field_lemma,
};

/** "3ms" → "3rd person masculine singular"; "fs" → "feminine singular". */
function personGenderNumber(code: string): string {
  const letters = /^[123]/.test(code) ? code.split("") : ["", ...code.split("")];
  return [PERSONS[letters[0]!]?.(), GENDERS[letters[1]!]?.(), NUMBERS[letters[2]!]?.()].filter(Boolean).join(" ") || code;
}

/** A choice's words; a lemma's are its headword (or Strong's number), given by the caller. */
export function choiceLabel(field: ParsingField, value: string, language: "Hebrew" | "Aramaic" = "Hebrew"): string {
  switch (field) {
    case "binyan": return (language === "Hebrew" ? BINYANIM[value]?.() : null) ?? binyanName(stemName(value, language) ?? value);
    case "tense": return TENSES[value]?.() ?? value;
    case "pgn": case "gn": case "suffix": return personGenderNumber(value);
    case "state": return STATES[value]?.() ?? value;
    case "lemma": return value;
  }
}
