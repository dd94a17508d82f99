import { modernTransliteration } from "../hebrew/modern-transliteration";
import { plainHebrew } from "../hebrew/strip-niqqud";

/**
 * The modern collections' little words that no dictionary entry gives as a learner needs them: the
 * prepositions ל ב כ with a pronoun ending (לִי, בּוֹ, כָּמוֹךָ: particleGloss reads which forms are
 * such), and the words only written like one (כִּי, כֵּן, בֵּן: looksLikeParticle), each pointed, with
 * its modern transliteration (modernTransliteration, the collection's style, stress marked) and an
 * everyday gloss. This is the project's own table.
 *
 * One spelling, one word: a card shows the pointed word, the speech engine reads it and the
 * transliteration says it, so the gloss is that reading's. Where the letters stand for the masculine
 * and the feminine 'you' (לך lekhá / lakh, בך, כמוך), the card is the masculine: the grammar's
 * default, the 'you' said to anyone in general, the form a course teaches first and the commoner in
 * speech; its gloss says "(m.)", so the card never claims that לְךָ is also said to a woman. (לך is also
 * לֵךְ 'go!', a form of הָלַךְ, learned with that verb.)
 */
export interface ModernLittleWord {
  hebrew: string;
  translit: string;
  english: string;
  pos: string;
}

/** The forms particleGloss reads as a suffixed preposition, by their letters: pointed, glossed, and a transliteration where the rule's is not said so. */
const SUFFIXED: Record<string, [hebrew: string, english: string, translit?: string]> = {
  לי: ["לִי", "to me"], לך: ["לְךָ", "to you (m.)"], לו: ["לוֹ", "to him"], לה: ["לָהּ", "to her"], לנו: ["לָנוּ", "to us"],
  לכם: ["לָכֶם", "to you (pl.)"], להם: ["לָהֶם", "to them"], להן: ["לָהֶן", "to them (f.)"],
  // In modern Hebrew בּוֹ and בָּהּ are mostly a thing's: "in it" first. The rule would say בְּךָ "bkha" (a first sheva before a stop is silent).
  בי: ["בִּי", "in me"], בך: ["בְּךָ", "in you (m.)", "bekhá"], בו: ["בּוֹ", "in it, in him"], בה: ["בָּהּ", "in it, in her"],
  בנו: ["בָּנוּ", "in us"], בכם: ["בָּכֶם", "in you (pl.)"], בהם: ["בָּהֶם", "in them"], בהן: ["בָּהֶן", "in them (f.)"], בם: ["בָּם", "in them"],
  כמוני: ["כָּמוֹנִי", "like me"], כמוך: ["כָּמוֹךָ", "like you (m.)"], כמוהו: ["כָּמוֹהוּ", "like him"], כמוה: ["כָּמוֹהָ", "like her"],
  כמונו: ["כָּמוֹנוּ", "like us"], כמוכם: ["כְּמוֹכֶם", "like you (pl.)"], כמוכן: ["כְּמוֹכֶן", "like you (f. pl.)"],
  כמוהם: ["כְּמוֹהֶם", "like them"], כמוהן: ["כְּמוֹהֶן", "like them (f.)"], כהם: ["כָּהֶם", "like them"], ככם: ["כָּכֶם", "like you (pl.)"],
};

/**
 * The words only written like a suffixed preposition that the modern list holds (its 5,000 forms: כן 11th, כך, כי, בן,
 * לכן, כה 730th), as today's Hebrew uses them: כִּי 'because, that' (not BDB's biblical 'that, for, when'), בֵּן 'son'
 * (not 'son, children, youth'), כֹּה 'so, thus' (not 'thus, here, hitherto').
 */
const OWN_WORDS: Record<string, [hebrew: string, english: string, pos: string]> = {
  כן: ["כֵּן", "yes, so", "adverb"], כך: ["כָּךְ", "so, like this", "adverb"], כי: ["כִּי", "because, that", "conjunction"],
  בן: ["בֵּן", "son", "noun"], לכן: ["לָכֵן", "therefore", "adverb"], כה: ["כֹּה", "so, thus", "adverb"],
};

/** A suffixed preposition of the modern list as the collection teaches it (לִי 'to me', בּוֹ 'in it, in him'); null for any other word. */
export function modernParticle(word: string): ModernLittleWord | null {
  const row = SUFFIXED[plainHebrew(word)];
  return row ? { hebrew: row[0], english: row[1], translit: row[2] ?? modernTransliteration(row[0])!, pos: "preposition" } : null;
}

/** A word only written like a suffixed preposition, as the collection teaches it (כִּי 'because, that'); null for one the table lacks. */
export function modernOwnWord(word: string): ModernLittleWord | null {
  const row = OWN_WORDS[plainHebrew(word)];
  return row ? { hebrew: row[0], english: row[1], translit: modernTransliteration(row[0])!, pos: row[2] } : null;
}
