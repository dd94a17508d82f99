import { isPointed } from "./pointing-likeness";
import type { HowStep } from "./reading-how";

/**
 * Whether a reading takes off the pronoun ending ־יה 'his, him' (Aramaic ־ֵיהּ, Hebrew ־יהָ read as the
 * same letters) where the pointed text's final ה has no mappiq: the Talmud's vocalized text marks that
 * ending's ה as a consonant (לֵיהּ, מִינֵּיהּ, בְּרֵיהּ), so a final ה without it is a vowel letter, the noun's own
 * ־ָה (רְאִיָּה 'proof': בִּרְאִיָּה is ב + רְאִיָּה, not בָּרָא 'outside' + 'his'; הָיָה 'was'). The mirror of
 * shared/hebrew/vowel-letters#keepsMappiq. The Hebrew ־ֶיהָ 'her' points its ה (a qamats): a suffix. Unpointed text says nothing.
 */
export function takesUnmarkedSuffix(word: string, how: readonly HowStep[]): boolean {
  const w = word.normalize("NFC");
  // A final ה with no point of its own: a vowel letter (the Hebrew ־ֶיהָ 'her' carries its qamats).
  if (!isPointed(w) || !/\u05D4[\u0591-\u05AF\u05BD\u05BF\u05C0\u05C3-\u05C6]*$/.test(w)) return false;
  return how.some((s) => (s.kind === "ending" && s.ending === "יה") || (s.kind === "suffix" && s.suffix === "יה") || (s.kind === "verb" && s.ending === "יה"));
}
