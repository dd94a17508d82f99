import { verseWords } from "./verse-words";
import { plainHebrew } from "./strip-niqqud";
import { medialLetters } from "./final-letters";

/**
 * Whether a word of the Talmud or the Mishnah stands where a person's name stands, as a reader
 * sees at a glance: after a title (רַב, רַבִּי, רַבָּן: רַבִּי יוֹסֵי, דְּרַב יִצְחָק) or after 'son of'
 * (בַּר, בֶּן, בְּרֵיהּ דְּ־: רַבָּה בַּר רַב שֵׁילָא), or before 'son of' (רַבָּהּ בַּר…). There a name
 * the lexicon holds is the word (רַבָּה the amora, not רַבָּה 'great'; שִׁילָא, not שְׁלֵי 'to be at ease').
 * A title or 'son of' itself is not a name's place (רַבָּה בַּר רַב שֵׁילָא: רַב, the title, stays 'master').
 * The neighbour may carry the proclitics ו, ד, ל, כ, ב, מ and אַ (עַל) before it (וְרַבִּי, לְרַבִּי, אַדְּרַבִּי).
 * Pure: the verse (segment) text and the word's position in it (from 1, as verseWords counts).
 */
/** Final letters unfolded (רבנ, בנ), as `letters` gives them. */
const TITLES = new Set(["רב", "רבי", "רבנ"]);
const SON_OF = new Set(["בר", "בנ", "בריה", "ברה"]);
/** Proclitics a title or 'son of' may carry. */
const PROCLITICS = /^(?:ו|א)?(?:ד|ל|כ|ב|מ)?/;

const letters = (w: string) => medialLetters(plainHebrew(w).replace(/[^\u05D0-\u05EA]/g, ""));
const bare = (w: string) => {
  const l = letters(w);
  const p = PROCLITICS.exec(l)?.[0] ?? "";
  return [l, l.slice(p.length)];
};
const is = (set: ReadonlySet<string>, w: string | undefined) => !!w && bare(w).some((x) => set.has(x));

export function inNamePlace(verseText: string, position: number): boolean {
  const words = verseWords(verseText).flatMap((p) => (p.kind === "word" ? [p.text] : []));
  const before = words[position - 2];
  const after = words[position];
  // A title or 'son of' is itself no name (בַּר רַב שֵׁילָא: רַב is the title).
  if (is(TITLES, words[position - 1]) || is(SON_OF, words[position - 1])) return false;
  return is(TITLES, before) || is(SON_OF, before) || (is(SON_OF, after) && !is(SON_OF, words[position - 1]));
}
