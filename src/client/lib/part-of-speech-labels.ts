import { readPartOfSpeech, type PosWord } from "@/shared/dictionary/part-of-speech";
import { getInterfaceLocale, m, type Locale } from "@/client/lib/i18n";

type Message = (inputs?: Record<string, never>, options?: { locale?: Locale }) => string;

/**
 * The one table of the words a lexicon's part of speech is made of (shared/dictionary/part-of-speech.ts),
 * in the interface language: the grammar's own messages where the parsing already names the thing
 * (morph-labels.ts: noun, masculine, plural, proper name), the lexicons' other words (place, river,
 * collective) beside them.
 */
const WORDS: Record<PosWord, Message> = {
  noun: m.morph_pos_n, verb: m.morph_pos_v, adjective: m.morph_pos_a, adverb: m.morph_pos_d, pronoun: m.morph_pos_p,
  preposition: m.morph_pos_r, conjunction: m.morph_pos_c, particle: m.morph_pos_t, interjection: m.morph_particle_j,
  substantive: m.pos_substantive, properName: m.morph_noun_p, definiteArticle: m.morph_particle_d, objectMarker: m.morph_particle_o,
  participle: m.pos_participle,
  masculine: m.parsing_gender_m, feminine: m.parsing_gender_f, common: m.parsing_gender_c, bothGenders: m.parsing_gender_b,
  singular: m.parsing_number_s, plural: m.parsing_number_p, dual: m.parsing_number_d, construct: m.parsing_state_c, emphatic: m.morph_state_d,
  firstPerson: m.parsing_person_1, secondPerson: m.parsing_person_2, thirdPerson: m.parsing_person_3,
  gentilic: m.morph_adjective_g, ordinal: m.morph_adjective_o, cardinal: m.morph_adjective_c, demonstrative: m.morph_pronoun_d,
  interrogative: m.morph_pronoun_i, indefinite: m.morph_pronoun_f, personal: m.morph_pronoun_p, relative: m.morph_pronoun_r,
  negative: m.morph_particle_n, collective: m.pos_collective, abstract: m.pos_abstract, denominative: m.pos_denominative,
  indeclinable: m.pos_indeclinable, intensive: m.pos_intensive, verbal: m.pos_verbal, intransitive: m.pos_intransitive,
  enclitic: m.pos_enclitic, locative: m.pos_locative, quadriliteral: m.pos_quadriliteral, unit: m.pos_unit, epithet: m.pos_epithet,
  place: m.pos_place, territory: m.pos_territory, mountain: m.pos_mountain, river: m.pos_river, deity: m.pos_deity,
  person: m.pos_person, month: m.pos_month, spring: m.pos_spring, well: m.pos_well, cliff: m.pos_cliff,
};

/** What a part of speech says: its label in the interface language, and whether it names a proper name. */
export interface PartOfSpeechLabel {
  text: string;
  properName: boolean;
}

/**
 * A lexicon's (or a collection word's) part of speech in the interface language: "Noun Masculine"
 * → "Noun, masculine" (שם עצם, זכר), "n-pr-m n-pr-loc" → "Proper name, masculine / proper name,
 * place"; one with a word the table does not know as it is written. `locale` for tests; the page's
 * language otherwise.
 */
export function partOfSpeechLabel(text: string, locale?: Locale): PartOfSpeechLabel {
  const read = readPartOfSpeech(text);
  if (!read) return { text, properName: false };
  const lang = locale ?? getInterfaceLocale();
  const say = (word: PosWord) => WORDS[word]({}, { locale: lang }).toLocaleLowerCase(lang);
  const label = read.map((words) => words.map(say).join(", ")).join(" / ");
  return { text: label.charAt(0).toLocaleUpperCase(lang) + label.slice(1), properName: read.some((words) => words.includes("properName")) };
}
