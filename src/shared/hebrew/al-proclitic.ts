import { aramaicReadings, splitAfterLetters, type AramaicReading } from "./aramaic-readings";
import { howText, type HowStep } from "./reading-how";
import { vowelledLetters } from "./pointed-letters";

/**
 * Babylonian Aramaic's אַ־, עַל 'on, about, concerning' shortened, its ל assimilated to the next letter, which the
 * pointing doubles (אַמַּתְנִיתִין 'on our Mishnah', אַדְּרַבִּי 'on Rabbi's (teaching)', אַתּוֹלָדָה 'concerning a subcategory',
 * אַמַּאי 'on what, why'): the rest read as aramaic-readings reads a word, אַ־ one proclitic more. Only where the text points
 * it so (a patach on the א and a dagesh in the next letter, not a shuruk); unpointed, every word in א would be one. Pure.
 */
/** A proclitic, and half a step more: a Hebrew word of the Talmud's lines doubles its second letter after אַ too (אַמּוֹת 'cubits'). */
const AL = 1.5;

export function alProcliticReadings(word: string): AramaicReading[] {
  const ls = vowelledLetters(word);
  if (ls.length < 3 || ls[0]!.letter !== "א" || ls[0]!.vowel !== "\u05B7" || !ls[1]!.dagesh || ls[1]!.letter === "ו") return [];
  const [, rest] = splitAfterLetters(word, 1);
  return aramaicReadings(rest).map((r) => {
    // The proclitics as one step, אַ־ first (א + ד + רבי); the rest as its readings say.
    const [first, ...more] = r.howSteps;
    const howSteps: HowStep[] = first?.kind === "proclitics" ? [{ ...first, letters: `א${first.letters}` }, ...more]
      : [{ kind: "proclitics", letters: "א", ...(r.howSteps.length === 0 ? { stem: r.form } : {}) }, ...r.howSteps];
    return { prefixPlain: `א${r.prefixPlain}`, form: r.form, how: howText(howSteps), howSteps, cost: r.cost + AL };
  });
}
