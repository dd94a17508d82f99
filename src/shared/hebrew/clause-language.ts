import type { FormLanguage } from "./form-language";
import { plainHebrew } from "./strip-niqqud";
import { verseWords } from "./verse-words";

/**
 * The language of the clause a word of a Talmud page stands in, as a reader hears it: the Gemara
 * speaks Aramaic and quotes Hebrew (the Mishnah, a baraita, a verse, a sage's Hebrew saying) in the
 * same line, and a clause's small words say which it is before any lexicon is opened: Aramaic has
 * מַאי, הָכִי, נַמִי, אִיכָּא, לֵיהּ, קָא, הַאי, הָנֵי, לָא (with qamats), הָא…; Hebrew has שֶׁל, אֶת, זֶה, אֵין, לֹא
 * (with holam), אִם, מַה, יֵשׁ, אֵלּוּ, and the relative שֶׁ־ (pointed שֶׁ), which Aramaic says with ד־.
 * The clause runs between the marks that end a sentence or open and close a quotation (. : ? ! ; ״ " –);
 * the word itself does not count (its reading is the question). Besides the small words, the forms only one
 * of the two has: Hebrew's article הַ־ before a doubled letter (הַקֶּרֶן, וְהָרֶגֶל), its plurals ־ִים and ־וֹת and its
 * perfect's ־תִּי; Aramaic's suffix ־ֵיהּ. And the words that open a Hebrew quotation (תָּנוּ רַבָּנַן:, תַּנְיָא:, תְּנַן:,
 * שֶׁנֶּאֱמַר:, דִּכְתִיב ״…״, רַבִּי שִׁמְעוֹן אוֹמֵר:): the Aramaic frame hands over to a baraita, the Mishnah or a verse,
 * and the clause after the mark that follows them (: or ״) is Hebrew as a reader hears it; in the clause itself they
 * say nothing (מַאי שְׁנָא הָכָא דְּתָנֵי הָאִשָּׁה: the frame is Aramaic, the quotation Hebrew), and a quotation they open
 * after the word is not the word's clause (אָמַר מָר מִשָּׁעָה שֶׁ…: אָמַר is the frame's).
 * Null where the clause says too little or both about as often: the clause does not decide.
 */

/** Small words only the Gemara's Aramaic uses (plain letters, after a ו or ד proclitic). */
const ARAMAIC = new Set([
  "קא", "קאמר", "מאי", "היכי", "הכי", "נמי", "איכא", "ליכא", "ליה", "להו", "ביה", "בהו", "מיניה", "מינה", "אית", "לית", "איתא",
  "הוה", "הוו", "הואי", "הויא", "תא", "אמאי", "הני", "האי", "אנן", "אינהו", "ניהו", "נינהו", "אלמא", "כולי", "עלמא", "אי",
  "בעי", "בעא", "קמיה", "אטו", "היינו", "דילמא", "אימא", "לימא", "תימא", "מנלן", "מנא", "הכא", "התם",
  "השתא", "טעמא", "אמינא", "תרי", "חד", "חדא", "אידך", "איהו", "איהי", "מידי", "מילתא", "צריכא", "קשיא", "תיובתא", "עליה",
  "יתיב", "אזל", "אתא", "אמרי", "ההוא", "ההיא", "דהא",
]);
/** Small words only the Hebrew of the Mishnah, a baraita and the Bible uses. */
const HEBREW = new Set([
  "של", "זה", "זו", "אלו", "אלה", "אין", "שאין", "אינו", "אינה", "אינן", "הם", "הן", "אשר", "כאן", "כך", "מה", "למה", "אם",
  "יש", "כיצד", "מפני", "לפיכך", "היה", "היו", "יהיה", "אומר", "אומרים", "שנאמר", "אותו", "אותה", "אותם", "עליו", "עליהם",
  "להם", "להן", "ממנו", "אתה", "הזה", "הזאת", "זאת", "שהוא", "שהיא", "שלא", "הרי", "כשם",
]);

/**
 * Words that open a Hebrew quotation (plain, after a ו or ד proclitic): a baraita (תַּנְיָא, תְּנָא, תָּנוּ רַבָּנַן), the Mishnah
 * (תְּנַן, קָתָנֵי, אָמַר מָר), a verse (שֶׁנֶּאֱמַר, כְּתִיב), a tanna's saying (אוֹמֵר). Aramaic words themselves, they speak for what follows.
 */
const OPENERS = new Set(["תניא", "תנא", "תני", "תנן", "קתני", "שנאמר", "כתיב", "אומר"]);
/** Whether the words (in text order) end with an opener of a Hebrew quotation (תָּנוּ רַבָּנַן, אָמַר מָר: its last two). */
function opensHebrew(words: readonly string[]): boolean {
  const last = words.at(-1);
  if (!last) return false;
  const w = bare(last);
  const before = bare(words.at(-2) ?? "");
  return OPENERS.has(w) || (w === "רבנן" && before === "תנו") || (w === "מר" && before === "אמר");
}
const bare = (word: string) => plainHebrew(word).replace(/[^\u05D0-\u05EA]/g, "").replace(/^[וד]/, "");
/** Hebrew's article before a doubled letter (הַקֶּרֶן) or a qamats before ר, ע (הָרֶגֶל, הָעוֹלָם), after a ו, ש, מ, כש proclitic. */
const HEBREW_ARTICLE = /^(?:[\u05D5\u05E9\u05DE\u05DB][\u05B0-\u05BC]*){0,2}\u05D4(?:\u05B7[\u05D1-\u05EA][\u05B0-\u05BB]*\u05BC|\u05B8[\u05E8\u05E2])/;
/** Hebrew's plurals ־ִים, ־וֹת and its perfect's ־תִּי. */
const HEBREW_ENDING = /\u05B4\u05D9\u05DD$|\u05D5[\u05B9\u05BA]\u05EA$|\u05EA(?:\u05B4\u05BC|\u05BC\u05B4)\u05D9$/;
/** Aramaic's suffix ־ֵיהּ. */
const ARAMAIC_ENDING = /\u05B5\u05D9\u05D4\u05BC$/;

/** Marks between words that end a clause or open or close a quotation. */
const BOUNDARY = /[.:?!;״"“”–—]/;
/** The relative שֶׁ־ as Hebrew points it (a shin with segol, its next letter doubled): Aramaic says ד־. */
const HEBREW_RELATIVE = /^\u05E9\u05C1?\u05B6/;
/** לֹא with holam is Hebrew's 'not', לָא with qamats the Aramaic's (also after ו, ד). */
const HEBREW_NOT = /^[\u05D5\u05D3]?[\u05B0-\u05BC]*\u05DC\u05B9\u05D0$/;
const ARAMAIC_NOT = /^[\u05D5\u05D3]?[\u05B0-\u05BC]*\u05DC\u05B8\u05D0$/;
/** A clause must show this many more markers of one language than of the other, and at least twice as many. */
const MARGIN = 2;

/** Which language a word of the clause marks (null: neither, or both). */
export function markerLanguage(word: string): FormLanguage | null {
  const pointed = word.normalize("NFC").replace(/[\u0591-\u05AF\u05BD\u05BF\u05C4\u05C5]/g, "");
  if (HEBREW_NOT.test(pointed)) return "hebrew";
  if (ARAMAIC_NOT.test(pointed)) return "aramaic";
  if (HEBREW_RELATIVE.test(pointed.replace(/^\u05D5[\u05B0-\u05BC]*/, ""))) return "hebrew";
  const plain = plainHebrew(word).replace(/[^\u05D0-\u05EA]/g, "");
  for (const w of [plain, plain.replace(/^[וד]/, ""), plain.replace(/^ו/, "").replace(/^ד/, "")]) {
    if (ARAMAIC.has(w)) return "aramaic";
    if (HEBREW.has(w)) return "hebrew";
  }
  const points = pointed.replace(/[\u05C0-\u05C7]/g, (c) => (c === "\u05C1" || c === "\u05C2" ? c : ""));
  if (HEBREW_ARTICLE.test(points) || HEBREW_ENDING.test(points)) return "hebrew";
  if (ARAMAIC_ENDING.test(points)) return "aramaic";
  return null;
}

/** The language of the clause the word at `position` (from 1) of `text` stands in, or null. */
export function clauseLanguage(text: string, position: number): FormLanguage | null {
  const pieces = verseWords(text);
  const at = pieces.findIndex((p) => p.kind === "word" && p.position === position);
  if (at < 0) return null;
  const clause: string[] = [];
  // A Hebrew quotation opened just before the mark the word's clause begins after.
  let opened = false;
  for (const dir of [-1, 1]) {
    for (let i = at + dir; i >= 0 && i < pieces.length; i += dir) {
      const p = pieces[i]!;
      if (p.kind === "gap") {
        if (!BOUNDARY.test(p.text)) continue;
        if (dir < 0 && /[:״"]/.test(p.text)) opened ||= opensHebrew(pieces.slice(0, i).flatMap((q) => (q.kind === "word" ? [q.text] : [])).slice(-2));
        break;
      }
      // After the word, a quotation its clause opens (אָמַר מָר מִשָּׁעָה שֶׁ…) is not the word's clause: the frame ends there.
      if (dir > 0 && opensHebrew(pieces.slice(at, i).flatMap((q) => (q.kind === "word" ? [q.text] : [])).slice(-2))) break;
      clause.push(p.text);
    }
  }
  let hebrew = opened ? MARGIN : 0;
  let aramaic = 0;
  for (const w of clause) {
    const l = markerLanguage(w);
    if (l === "hebrew") hebrew++;
    else if (l === "aramaic") aramaic++;
  }
  if (hebrew >= aramaic + MARGIN && hebrew >= 2 * aramaic) return "hebrew";
  if (aramaic >= hebrew + MARGIN && aramaic >= 2 * hebrew) return "aramaic";
  return null;
}
