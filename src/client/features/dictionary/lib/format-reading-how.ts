import { joinSteps, procliticChain, type HowStep, type VerbFormName } from "@/shared/hebrew/reading-how";
import { m, type Locale } from "@/client/lib/i18n";

/**
 * How a reading was read (the lookup's `howSteps`, shared/hebrew/reading-how) in the interface
 * language: 'plural of רַבָּן' in English, 'רבים של רַבָּן' in Hebrew, 'ד + אמר' in every language.
 * The Hebrew in it (letters, endings, head-words) is left as it came, for MixedText to set apart in
 * its own right-to-left element. `locale` for tests; the page's language otherwise.
 */
export function formatReadingHow(steps: readonly HowStep[], locale?: Locale): string {
  const o = locale ? { locale } : {};
  const dash = (letters: string) => `־${letters}`;
  const root = (form: "hollow" | "weak" | "final-weak" | "geminate") =>
    form === "hollow" ? m.dictionary_how_root_hollow({}, o) : form === "weak" ? m.dictionary_how_root_weak({}, o)
      : form === "final-weak" ? m.dictionary_how_root_final_weak({}, o) : m.dictionary_how_root_geminate({}, o);
  const verb = (form: VerbFormName): string => {
    switch (form) {
      case "participle": return m.dictionary_how_participle({}, o);
      case "participle-m": return m.dictionary_how_participle_with({ prefix: "מ־" }, o);
      case "participle-py": return m.dictionary_how_participle_of({ root: "פ״י" }, o);
      case "participle-pn": return m.dictionary_how_participle_of({ root: "פ״נ" }, o);
      case "imperfect": return m.dictionary_how_imperfect({}, o);
      case "perfect": return m.dictionary_how_perfect({}, o);
      case "perfect-final-weak": return m.dictionary_how_perfect_final_weak({}, o);
      case "reflexive": return m.dictionary_how_reflexive({}, o);
      case "reflexive-metathesis": return m.dictionary_how_reflexive_metathesis({ letter: "ת" }, o);
      case "nifal": return m.dictionary_how_nifal({}, o);
      case "hifil-hollow": return m.dictionary_how_hifil_hollow({}, o);
      case "hifil-pn": return m.dictionary_how_hifil_of({ root: "פ״נ" }, o);
      case "hollow-root": return root("hollow");
      case "geminate-root": return root("geminate");
      case "final-weak-root": return root("final-weak");
    }
  };
  const step = (s: HowStep): string => {
    switch (s.kind) {
      case "proclitics": return s.stem === undefined ? `${procliticChain(s.letters)} +` : `${procliticChain(s.letters)} + ${s.stem}`;
      case "ending": return m.dictionary_how_ending({ ending: dash(s.ending) }, o);
      case "ending-as": return m.dictionary_how_ending_as({ from: dash(s.from), to: dash(s.to) }, o);
      case "prefix": return m.dictionary_how_prefix({ letters: `${s.letters}־` }, o);
      case "vowel-letter": return m.dictionary_how_vowel_letter({}, o);
      case "root": return root(s.root);
      case "abbreviation": return m.dictionary_how_abbreviation({}, o);
      case "abbreviation-of": return m.dictionary_how_abbreviation_of({ expansion: s.expansion }, o);
      case "pronoun-ending": return m.dictionary_how_pronoun_ending({ head: s.head, gloss: s.gloss }, o);
      case "form-of": return m.dictionary_how_form_of({ head: s.head }, o);
      case "infinitive": return (s.aramaic ? m.dictionary_how_infinitive_aramaic : m.dictionary_how_infinitive)({ affix: s.affix }, o);
      case "infinitive-weak": return [m.dictionary_how_infinitive_of({ root: s.root }, o), ...(s.suffix ? [m.dictionary_how_suffix({ suffix: dash(s.suffix) }, o)] : [])].join(", ");
      case "verb": return [verb(s.form), ...(s.ending ? [m.dictionary_how_ending({ ending: dash(s.ending) }, o)] : [])].join(", ");
      case "plural-ending": return m.dictionary_how_plural_ending({ plural: dash(s.plural), singular: dash(s.singular) }, o);
      case "construct-ending": return m.dictionary_how_construct_ending({ from: dash(s.from), to: dash(s.to) }, o);
      case "suffix": return m.dictionary_how_suffix({ suffix: dash(s.suffix) }, o);
      case "irregular-plural-of": return m.dictionary_how_irregular_plural_of({ head: s.head }, o);
      case "irregular-noun": return `${m.dictionary_how_irregular_noun({ head: s.head }, o)}, ${m.dictionary_how_suffix({ suffix: dash(s.suffix) }, o)}`;
      case "plural-before-suffix": return m.dictionary_how_plural_before_suffix({ plural: dash("ים"), suffix: dash(s.suffix) }, o);
      case "plural-construct": return m.dictionary_how_plural_construct({ construct: dash("י"), plural: dash("ים") }, o);
      case "plural-of": return m.dictionary_how_plural_of({ head: s.head }, o);
      case "binyan-of": return m.dictionary_how_binyan_of({ binyan: s.binyan, head: s.head }, o);
      case "same-as": return `= ${s.head}`;
    }
  };
  return joinSteps(steps, step, (between) => between).join("");
}
