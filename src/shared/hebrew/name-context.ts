import { verseWords } from "./verse-words";
import { plainHebrew } from "./strip-niqqud";
import { medialLetters } from "./final-letters";

/**
 * Whether a word of the Talmud or the Mishnah stands where a person's name stands, as a reader
 * sees at a glance: after a title (רַב, רַבִּי, רַבָּן: רַבִּי יוֹסֵי, דְּרַב יִצְחָק) or after 'son of'
 * (בַּר, בֶּן, בְּרֵיהּ דְּ־: רַבָּה בַּר רַב שֵׁילָא), or before 'son of' (רַבָּהּ בַּר…). There a name
 * the lexicon holds is the word (רַבָּה the amora, not רַבָּה 'great'; שִׁילָא, not שְׁלֵי 'to be at ease').
 * A title or 'son of' itself is not a name's place (רַבָּה בַּר רַב שֵׁילָא: רַב, the title, stays 'master').
 * The neighbour may carry the proclitics ו, ד, ל, כ, ב, מ and אַ (עַל) before it (וְרַבִּי, לְרַבִּי, אַדְּרַבִּי). And the speaker's
 * place in the formula of a saying, next to אָמַר 'said' (`speakerPlace`: אֲמַר לֵיהּ אַבָּיֵי, רַבָּה אָמַר).
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
  const pieces = verseWords(verseText);
  const words = pieces.flatMap((p) => (p.kind === "word" ? [p.text] : []));
  const before = words[position - 2];
  const after = words[position];
  // A title or 'son of' is itself no name (בַּר רַב שֵׁילָא: רַב is the title).
  if (is(TITLES, words[position - 1]) || is(SON_OF, words[position - 1])) return false;
  return is(TITLES, before) || is(SON_OF, before) || (is(SON_OF, after) && !is(SON_OF, words[position - 1])) || speakerPlace(pieces, position);
}

/** 'said', with the proclitics ו and ד (וְאָמַר, דְּאָמַר), pointed as the verb's perfect (אָמַר, אֲמַר: not אֹמֶר 'word'); and 'to him, to her, to them'. */
const SAID = /^(?:ו\u05B0?|וּ|ד\u05BC?[\u05B0\u05B7\u05B8]?)?\u05D0[\u05B2\u05B8]\u05DE\u05B7\u05E8$/;
const TO_HIM = new Set(["ליה", "לה", "להו"]);
const VOWELS_KEPT = /[^\u05B0-\u05B8\u05BC\u05D0-\u05EA]/g;
const said = (w: string | undefined) => !!w && SAID.test(w.normalize("NFC").replace(VOWELS_KEPT, "").replace(/\u05BC(?=[\u05B0-\u05B8])/g, "").replace(/([\u05B0-\u05B8])\u05BC/g, "$1"));

/**
 * The speaker's place in the Gemara's formula of a saying: after אֲמַר לֵיהּ 'said to him' (אֲמַר לֵיהּ אַבָּיֵי), or right before
 * אָמַר (רַבָּה אָמַר, וּלְרַבָּה דְּאָמַר 'and for Rabbah, who said') where no 'to him' follows it (אֲזַל לְבֵיתֵיהּ אֲמַר לְהוּ 'he went
 * home, said to them': the speaker was named before). Only where no mark stands between (אָמַר: מִשּׁוּם… opens the saying; קָא
 * אָמֵינָא, דְּאָמַר רַבִּי יוֹסֵי 'I say, for Rabbi Yose said'). Not right after אָמַר alone: the verse speaks there as often as a
 * sage (דְּאָמַר קְרָא 'for the verse says'), and a name of the verse's letters (Strong's קֹרֵא) is no speaker.
 */
function speakerPlace(pieces: ReturnType<typeof verseWords>, position: number): boolean {
  const at = pieces.findIndex((p) => p.kind === "word" && p.position === position);
  if (at < 0) return false;
  const word = (i: number) => (pieces[i]?.kind === "word" ? pieces[i]!.text : undefined);
  const open = (i: number) => pieces[i]?.kind === "gap" && /^\s+$/.test(pieces[i]!.text);
  if (open(at - 1) && is(TO_HIM, word(at - 2)) && open(at - 3) && said(word(at - 4))) return true;
  return open(at + 1) && said(word(at + 2)) && !(open(at + 3) && is(TO_HIM, word(at + 4)));
}
