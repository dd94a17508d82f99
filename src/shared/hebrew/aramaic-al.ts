import { aramaicReadings, type AramaicReading } from "./aramaic-readings";
import { vowelledLetters } from "./pointed-letters";
import { howText, type HowStep } from "./reading-how";

/**
 * The Babylonian Talmud's אַ for the preposition עַל before a word, its ל assimilated to the next letter
 * (Jastrow: "אַ … contr. of עַל"): אַכּוּלֵּי 'on all', אַתּוֹלָדָה 'on a derivative', אַדְּרַבִּי 'on Rabbi…', and before a
 * guttural, which takes no doubling, with its patah alone (אַהֵיָיא 'on which'). A reader sees it by the pointing: an
 * א with patah and the next letter doubled (or a guttural). Such a word may be a word of its own too (אַבָּא,
 * אַתָּה, אַמַּאי): the reading is one more, a step as dear as a proclitic, weighed with the others. Pure.
 */

const PATAH = "\u05B7";
const GUTTURALS = "אהחע";
/** The step the reading names: the letters as written for the particle in full. */
const SHORT_FOR: HowStep = { kind: "short-for", letters: "אַ", full: "עַל" };
/** The readings of the rest kept: the rest as written, or with an ending or proclitic off and the head-word's ־א put back (אַמַּתְנִיתִין 'on our Mishnah': מַתְנִיתָא). */
const MAX_REST_COST = 2;

/** The word's rest after an אַ pointed as the contracted עַל (points kept), or null. */
export function afterContractedAl(word: string): string | null {
  const ls = vowelledLetters(word);
  if (ls.length < 3 || ls[0]!.letter !== "א" || ls[0]!.vowel !== PATAH || ls[0]!.dagesh) return null;
  const next = ls[1]!;
  if (!next.dagesh && !GUTTURALS.includes(next.letter)) return null;
  const kept = word.normalize("NFC").replace(/[\u0591-\u05AF\u05BD\u05C0\u05C3\u05C6]/g, "");
  const second = [...kept].findIndex((c, i) => i > 0 && /[\u05D0-\u05EA]/.test(c));
  return second < 0 ? null : kept.slice(second);
}

/**
 * The readings of a word as אַ for עַל + a word (its forms as aramaic-readings reads them), cheapest first; none where the
 * pointing says no. `found`: the entries the word's forms found, where known: when one of them is a word of its own headed
 * with the א that doubles the letter after it (אַמָּה, whose plural is אַמּוֹת), the pointing is that word's as well, and each
 * reading costs `KEPT_AL` more (not for another word's form: קְרַר's af'el אַקֵּר does not explain אַקְּרָא).
 */
export function contractedAlReadings(word: string, found: readonly (PointedEntry & { wordPlain: string })[] = []): AramaicReading[] {
  const rest = afterContractedAl(word);
  if (!rest) return [];
  const dearer = doublesAfterAlef(found.filter((e) => e.wordPlain.startsWith("א")), vowelledLetters(rest)[0]!.letter) ? KEPT_AL : 0;
  return aramaicReadings(rest).filter((r) => r.cost <= MAX_REST_COST).map((r) => {
    const howSteps = [SHORT_FOR, ...r.howSteps];
    return { prefixPlain: `א${r.prefixPlain}`, form: r.form, how: howText(howSteps), howSteps, cost: r.cost + 1 + dearer };
  });
}

interface PointedEntry { pointedForms: readonly string[] }
/** Whether an entry's head-word or form opens with אַ (or אָ) and `second` doubled (or a guttural after it): not a reflexive's אִתְ־ assimilated (אִקְּרֵי). */
const doublesAfterAlef = (entries: readonly PointedEntry[], second: string) => entries.some((e) => e.pointedForms.some((f) => {
  const ls = vowelledLetters(f);
  return ls[0]?.letter === "א" && /[\u05B7\u05B8]/.test(ls[0].vowel) && ls[1]?.letter === second && (ls[1].dagesh || GUTTURALS.includes(second));
}));

/** How much dearer a reading is that keeps an אַ pointed as the contracted עַל as the word's own letter, no head-word doubling the next one: as dear as a step, as a cut the pointing contradicts. */
export const KEPT_AL = 1;

/**
 * The pointing's verdict on a reading that keeps the word's first א (its proclitics `prefixPlain` none): where the text
 * points אַ with the next letter doubled, as the contracted עַל, a reading of a word whose head-words do not double it
 * (אָכַל 'to eat' for אַכׇּל 'on all') costs `KEPT_AL`; a word that does (אַבָּא, אַתָּה, אַמַּאי) none. Read once per word.
 */
export function keptAlCost(word: string): (prefixPlain: string, entries: readonly PointedEntry[]) => number {
  const rest = afterContractedAl(word);
  const second = rest ? vowelledLetters(rest)[0]!.letter : "";
  return (prefixPlain, entries) => (!rest || prefixPlain !== "" || doublesAfterAlef(entries, second) ? 0 : KEPT_AL);
}
