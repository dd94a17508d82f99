import { joinSteps, procliticChain, type HowStep, type VerbFormName } from "@/shared/hebrew/reading-how";
import { m, type Locale } from "@/client/lib/i18n";
import { binyanName } from "@/client/lib/morph-labels";
import { particleGloss } from "@/client/lib/particle-glosses";

/** A piece of a line: the interface's words, or Hebrew data (letters, endings, head-words) that goes in its own right-to-left element. */
export interface TextPart { text: string; hebrew: boolean }

// Hebrew data is marked while the messages are filled (private-use characters no text has), then split out.
const OPEN = "\uE000";
const CLOSE = "\uE001";
const he = (text: string) => `${OPEN}${text}${CLOSE}`;

/** A marked line's pieces, in order (empty pieces dropped). */
function splitMarked(line: string): TextPart[] {
  const parts: TextPart[] = [];
  for (const [i, text] of line.split(new RegExp(`[${OPEN}${CLOSE}]`)).entries()) if (text) parts.push({ text, hebrew: i % 2 === 1 });
  return parts;
}

/**
 * How a reading was read (the lookup's `howSteps`, shared/hebrew/reading-how) in the interface
 * language, in pieces: 'plural of ' + קוֹרָא in English, 'רבים של ' + קוֹרָא in Hebrew, 'ד + אמר' in
 * every language. Only the Hebrew data is marked `hebrew` (the Hebrew interface's own words are
 * not: they take the interface's font and direction). `locale` for tests; the page's language otherwise.
 */
export function readingHowParts(steps: readonly HowStep[], locale?: Locale): TextPart[] {
  return splitMarked(markedReadingHow(steps, locale));
}

/** The same as one string. */
export const formatReadingHow = (steps: readonly HowStep[], locale?: Locale): string => readingHowParts(steps, locale).map((p) => p.text).join("");

function markedReadingHow(steps: readonly HowStep[], locale?: Locale): string {
  const o = locale ? { locale } : {};
  const dash = (letters: string) => he(`־${letters}`);
  const root = (form: "hollow" | "weak" | "final-weak" | "geminate") =>
    form === "hollow" ? m.dictionary_how_root_hollow({}, o) : form === "weak" ? m.dictionary_how_root_weak({}, o)
      : form === "final-weak" ? m.dictionary_how_root_final_weak({}, o) : m.dictionary_how_root_geminate({}, o);
  const verb = (form: VerbFormName): string => {
    switch (form) {
      case "participle": return m.dictionary_how_participle({}, o);
      case "participle-m": return m.dictionary_how_participle_with({ prefix: he("מ־") }, o);
      case "participle-py": return m.dictionary_how_participle_of({ root: he("פ״י") }, o);
      case "participle-pn": return m.dictionary_how_participle_of({ root: he("פ״נ") }, o);
      case "imperfect": return m.dictionary_how_imperfect({}, o);
      case "perfect": return m.dictionary_how_perfect({}, o);
      case "perfect-final-weak": return m.dictionary_how_perfect_final_weak({}, o);
      case "reflexive": return m.dictionary_how_reflexive({}, o);
      case "reflexive-metathesis": return m.dictionary_how_reflexive_metathesis({ letter: he("ת") }, o);
      case "nifal": return m.dictionary_how_nifal({}, o);
      case "hifil-hollow": return m.dictionary_how_hifil_hollow({}, o);
      case "hifil-pn": return m.dictionary_how_hifil_of({ root: he("פ״נ") }, o);
      case "hifil-py": return m.dictionary_how_hifil_of({ root: he("פ״י") }, o);
      case "hollow-root": return root("hollow");
      case "geminate-root": return root("geminate");
      case "final-weak-root": return root("final-weak");
    }
  };
  const step = (s: HowStep): string => {
    switch (s.kind) {
      // A chain that reads into the next step ('מ +' before 'suffix ־י'): its '+' is the line's, not the Hebrew's, or a
      // left-to-right line showed it before the letters ('+ מ suffix ־י').
      case "proclitics": return s.stem === undefined ? `${he(procliticChain(s.letters))} +` : he(`${procliticChain(s.letters)} + ${s.stem}`);
      case "ending": return m.dictionary_how_ending({ ending: dash(s.ending) }, o);
      case "ending-as": return m.dictionary_how_ending_as({ from: dash(s.from), to: dash(s.to) }, o);
      case "prefix": return m.dictionary_how_prefix({ letters: he(`${s.letters}־`) }, o);
      case "vowel-letter": return m.dictionary_how_vowel_letter({}, o);
      case "root": return root(s.root);
      case "abbreviation": return m.dictionary_how_abbreviation({}, o);
      case "abbreviation-of": return m.dictionary_how_abbreviation_of({ expansion: he(s.expansion) }, o);
      case "pronoun-ending": return m.dictionary_how_pronoun_ending({ head: he(s.head), gloss: particleGloss(s.gloss, locale) }, o);
      case "form-of": return m.dictionary_how_form_of({ head: he(s.head) }, o);
      case "infinitive": return (s.aramaic ? m.dictionary_how_infinitive_aramaic : m.dictionary_how_infinitive)({ affix: he(s.affix) }, o);
      case "infinitive-weak": return [m.dictionary_how_infinitive_of({ root: he(s.root) }, o), ...(s.suffix ? [m.dictionary_how_suffix({ suffix: dash(s.suffix) }, o)] : [])].join(", ");
      case "verb": return [verb(s.form), ...(s.ending ? [m.dictionary_how_ending({ ending: dash(s.ending) }, o)] : [])].join(", ");
      case "plural-ending": return m.dictionary_how_plural_ending({ plural: dash(s.plural), singular: dash(s.singular) }, o);
      case "construct-ending": return m.dictionary_how_construct_ending({ from: dash(s.from), to: dash(s.to) }, o);
      case "suffix": return m.dictionary_how_suffix({ suffix: dash(s.suffix) }, o);
      case "irregular-plural-of": return m.dictionary_how_irregular_plural_of({ head: he(s.head) }, o);
      case "irregular-noun": return `${m.dictionary_how_irregular_noun({ head: he(s.head) }, o)}, ${m.dictionary_how_suffix({ suffix: dash(s.suffix) }, o)}`;
      case "plural-before-suffix": return m.dictionary_how_plural_before_suffix({ plural: dash("ים"), suffix: dash(s.suffix) }, o);
      case "plural-construct": return m.dictionary_how_plural_construct({ construct: dash("י"), plural: dash("ים") }, o);
      case "plural-of": return m.dictionary_how_plural_of({ head: he(s.head) }, o);
      case "binyan-of": return m.dictionary_how_binyan_of({ binyan: binyanName(s.binyan, locale), head: he(s.head) }, o);
      case "same-as": return `= ${he(s.head)}`;
      case "short-for": return m.dictionary_how_ending_as({ from: he(s.letters), to: he(s.full) }, o);
    }
  };
  return joinSteps(steps, step, (between) => between).join("");
}
