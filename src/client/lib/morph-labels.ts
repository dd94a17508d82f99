import { decodeMorphPart, morphFields, stemName, type DecodedMorph } from "@/shared/hebrew/decode-morph";
import { getInterfaceLocale, m, type Locale } from "@/client/lib/i18n";

/**
 * The app's own words for a word's grammar, in the interface language: OpenScriptures' parsing
 * codes (the word panel's "Verb · Qal · qatal · 3ms") and the names of the binyanim, Jastrow's
 * abbreviations among them ("Pa.", "Af.", "Ithpe."). What a lexicon quotes (its definitions) stays
 * as it is. `locale` for tests; the page's language otherwise.
 */

type Message = (inputs?: Record<string, never>, options?: { locale?: Locale }) => string;

/** Every binyan by its English name (decode-morph's tables), Hebrew and Aramaic. */
const BINYANIM: Record<string, Message> = {
  Qal: m.parsing_binyan_qal, Niphal: m.parsing_binyan_niphal, Piel: m.parsing_binyan_piel, Pual: m.parsing_binyan_pual,
  Hiphil: m.parsing_binyan_hiphil, Hophal: m.parsing_binyan_hophal, Hithpael: m.parsing_binyan_hithpael,
  Polel: m.binyan_polel, Polal: m.binyan_polal, Hithpolel: m.binyan_hithpolel, Poel: m.binyan_poel, Poal: m.binyan_poal,
  Palel: m.binyan_palel, Pulal: m.binyan_pulal, "Qal passive": m.binyan_qal_passive, Pilpel: m.binyan_pilpel, Polpal: m.binyan_polpal,
  Hithpalpel: m.binyan_hithpalpel, Nithpael: m.binyan_nithpael, Pealal: m.binyan_pealal, Pilel: m.binyan_pilel, Hothpaal: m.binyan_hothpaal,
  Tiphil: m.binyan_tiphil, Hishtaphel: m.binyan_hishtaphel, Nithpalel: m.binyan_nithpalel, Nithpoel: m.binyan_nithpoel, Hithpoel: m.binyan_hithpoel,
  Peal: m.binyan_peal, Peil: m.binyan_peil, Hithpeel: m.binyan_hithpeel, Pael: m.binyan_pael, Ithpaal: m.binyan_ithpaal, Hithpaal: m.binyan_hithpaal,
  Aphel: m.binyan_aphel, Haphel: m.binyan_haphel, Saphel: m.binyan_saphel, Shaphel: m.binyan_shaphel, Ithpeel: m.binyan_ithpeel,
  Ishtaphel: m.binyan_ishtaphel, Hithaphel: m.binyan_hithaphel, Ithpoel: m.binyan_ithpoel, Hephal: m.binyan_hephal, Tiphel: m.binyan_tiphel,
  Palpel: m.binyan_palpel, Ithpalpel: m.binyan_ithpalpel, Ithpolel: m.binyan_ithpolel, Ittaphal: m.binyan_ittaphal, Nithpalpel: m.binyan_nithpalpel,
};

/** Jastrow's abbreviations of the binyanim (his entries' binyan names), as the binyan they name. */
const JASTROW_BINYANIM: Record<string, string> = {
  "Pe.": "Peal", "Kal": "Qal", "Nif.": "Niphal", "Pi.": "Piel", "Pu.": "Pual", "Hif.": "Hiphil", "Hof.": "Hophal", "Hithpa.": "Hithpael",
  "Nithpa.": "Nithpael", "Pa.": "Pael", "Af.": "Aphel", "Ithpe.": "Ithpeel", "Itphe.": "Ithpeel", "Ithpa.": "Ithpaal", "Ittaf.": "Ittaphal", "Ittafel.": "Ittaphal",
  "Pol.": "Polel", "Polel.": "Polel", "Poël.": "Polel", "Hithpol.": "Hithpolel", "Ithpol.": "Ithpolel", "Ithpolel.": "Ithpolel",
  "Pilp.": "Pilpel", "Pilpel.": "Pilpel", "Palp.": "Palpel", "Palpel.": "Palpel", "Ithpalp.": "Ithpalpel", "Hithpalp.": "Hithpalpel",
  "Nithpalp.": "Nithpalpel", "Ishtaf.": "Ishtaphel",
};

const o = (locale?: Locale) => (locale ? { locale } : {});

/**
 * A binyan's name in the interface language: by its English name (Qal, Pael) or Jastrow's
 * abbreviation (Pa., Ithpe.; kept as Jastrow writes it in the English interface, named in full in
 * the others: פַּעֵל, Pael); any other text as it is.
 */
export function binyanName(name: string, locale?: Locale): string {
  const trimmed = name.trim();
  // Jastrow's abbreviations come with their dot or, at an entry's end, without it ("Pol", "Ithpol").
  const jastrow = JASTROW_BINYANIM[trimmed] ?? (trimmed.endsWith(".") ? undefined : JASTROW_BINYANIM[`${trimmed}.`]);
  if (jastrow && (locale ?? getInterfaceLocale()) === "en") return name;
  const message = BINYANIM[trimmed] ?? BINYANIM[jastrow ?? ""];
  return message ? message({}, o(locale)) : name;
}

/** Jastrow's binyan label: one binyan ("Pa.") or two ("Hithpa. a. Nithpa."), each named in the interface language. */
export function jastrowBinyanLabel(label: string, locale?: Locale): string {
  const both = /^(.+?)\s+a\.\s+(.+)$/.exec(label.trim());
  return both ? `${binyanName(both[1]!, locale)}, ${binyanName(both[2]!, locale)}` : binyanName(label, locale);
}

const POS: Record<string, Message> = {
  A: m.morph_pos_a, C: m.morph_pos_c, D: m.morph_pos_d, N: m.morph_pos_n, P: m.morph_pos_p, R: m.morph_pos_r, S: m.morph_pos_s, T: m.morph_pos_t, V: m.morph_pos_v,
};
const TYPES: Record<string, Record<string, Message>> = {
  A: { a: m.morph_adjective_a, c: m.morph_adjective_c, g: m.morph_adjective_g, o: m.morph_adjective_o },
  N: { c: m.morph_noun_c, g: m.morph_noun_g, p: m.morph_noun_p },
  P: { d: m.morph_pronoun_d, f: m.morph_pronoun_f, i: m.morph_pronoun_i, p: m.morph_pronoun_p, r: m.morph_pronoun_r },
  R: { d: m.morph_preposition_d },
  S: { d: m.morph_suffix_d, h: m.morph_suffix_h, n: m.morph_suffix_n, p: m.morph_suffix_p },
  T: {
    a: m.morph_particle_a, d: m.morph_particle_d, e: m.morph_particle_e, i: m.morph_particle_i, j: m.morph_particle_j,
    m: m.morph_particle_m, n: m.morph_particle_n, o: m.morph_particle_o, r: m.morph_particle_r,
  },
};
/** OpenScriptures' conjugation, person, gender and number letters, as the parsing drill names them too (parsing-labels.ts). */
export const CONJUGATIONS: Record<string, Message> = {
  p: m.parsing_tense_p, q: m.parsing_tense_q, i: m.parsing_tense_i, w: m.parsing_tense_w, h: m.parsing_tense_h, j: m.parsing_tense_j,
  v: m.parsing_tense_v, r: m.parsing_tense_r, s: m.parsing_tense_s, a: m.parsing_tense_a, c: m.parsing_tense_c,
};
export const PERSONS: Record<string, Message> = { 1: m.parsing_person_1, 2: m.parsing_person_2, 3: m.parsing_person_3 };
export const GENDERS: Record<string, Message> = { m: m.parsing_gender_m, f: m.parsing_gender_f, c: m.parsing_gender_c, b: m.parsing_gender_b };
export const NUMBERS: Record<string, Message> = { s: m.parsing_number_s, p: m.parsing_number_p, d: m.parsing_number_d };
const STATES: Record<string, Message> = { a: m.parsing_state_a, c: m.parsing_state_c, d: m.morph_state_d };

/**
 * One part of a word's parsing code ("Vqw3ms") in the interface language, long ("Verb · Qal ·
 * wayyiqtol (sequential imperfect) · 3rd person masculine singular") or short ("Verb · Qal ·
 * wayyiqtol · 3ms"). English is decode-morph's own wording; elsewhere every field is a message
 * (the short form words the person as the long one does: "3ms" is English). Null for an invalid code.
 */
export function morphPartText(code: string, language: DecodedMorph["language"], form: "long" | "short", locale?: Locale): string | null {
  const english = decodeMorphPart(code, language);
  const fields = morphFields(code, language);
  if (!english || !fields) return null;
  if ((locale ?? getInterfaceLocale()) === "en") return english[form];
  const say = (message: Message | undefined) => message?.({}, o(locale)) ?? null;
  const stem = fields.stem === undefined ? null : (() => {
    const name = stemName(fields.stem, language);
    return name ? binyanName(name, locale) : null;
  })();
  const pgn = personGenderNumberText(fields.person, fields.gender, fields.number, locale);
  const parts = [
    say(POS[fields.pos]),
    fields.type === undefined ? null : say(TYPES[fields.pos]?.[fields.type]),
    stem,
    fields.conjugation === undefined ? null : say(CONJUGATIONS[fields.conjugation]),
    pgn,
    fields.state === undefined ? null : say(STATES[fields.state]),
  ];
  return parts.filter((p): p is string => !!p).join(" · ");
}

/** Person, gender and number in the interface language ("3rd person masculine singular"); null when none is known. */
export function personGenderNumberText(person: string | undefined, gender: string | undefined, number: string | undefined, locale?: Locale): string | null {
  const say = (message: Message | undefined) => message?.({}, o(locale)) ?? null;
  return [say(PERSONS[person ?? ""]), say(GENDERS[gender ?? ""]), say(NUMBERS[number ?? ""])].filter(Boolean).join(" ") || null;
}
