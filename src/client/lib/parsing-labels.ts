import type { ParsingField } from "@/shared/hebrew/parsing-paradigm";
import { stemName } from "@/shared/hebrew/decode-morph";
import { m } from "@/client/lib/i18n";
import { binyanName, CONJUGATIONS, personGenderNumberText } from "@/client/lib/morph-labels";

/** The interface's words for OpenScriptures' letters (src/shared/hebrew/decode-morph.ts has the codes). */

const BINYANIM: Record<string, () => string> = {
  q: m.parsing_binyan_qal, N: m.parsing_binyan_niphal, p: m.parsing_binyan_piel, P: m.parsing_binyan_pual,
  h: m.parsing_binyan_hiphil, H: m.parsing_binyan_hophal, t: m.parsing_binyan_hithpael,
};
const STATES: Record<string, () => string> = { a: m.parsing_state_a, c: m.parsing_state_c };

export const FIELD_LABELS: Record<ParsingField, () => string> = {
  binyan: m.parsing_field_binyan, tense: m.parsing_field_tense, pgn: m.parsing_field_pgn, gn: m.parsing_field_gn,
  state: m.parsing_field_state, suffix: m.parsing_field_suffix, lemma: m.parsing_field_lemma,
};

/** "3ms" → "3rd person masculine singular"; "fs" → "feminine singular". */
function personGenderNumber(code: string): string {
  const letters = /^[123]/.test(code) ? code.split("") : ["", ...code.split("")];
  return personGenderNumberText(letters[0], letters[1], letters[2]) ?? code;
}

/** A choice's words; a lemma's are its headword (or Strong's number), given by the caller. */
export function choiceLabel(field: ParsingField, value: string, language: "Hebrew" | "Aramaic" = "Hebrew"): string {
  switch (field) {
    case "binyan": return (language === "Hebrew" ? BINYANIM[value]?.() : null) ?? binyanName(stemName(value, language) ?? value);
    case "tense": return CONJUGATIONS[value]?.() ?? value;
    case "pgn": case "gn": case "suffix": return personGenderNumber(value);
    case "state": return STATES[value]?.() ?? value;
    case "lemma": return value;
  }
}
