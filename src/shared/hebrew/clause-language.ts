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
 * the word itself does not count (its reading is the question). Null where the clause's small words are
 * too few or say both about as often: the clause does not decide.
 */

/** Small words only the Gemara's Aramaic uses (plain letters, after a ו or ד proclitic). */
const ARAMAIC = new Set([
  "קא", "קאמר", "מאי", "היכי", "הכי", "נמי", "איכא", "ליכא", "ליה", "להו", "ביה", "בהו", "מיניה", "מינה", "אית", "לית", "איתא",
  "הוה", "הוו", "הואי", "הויא", "תא", "אמאי", "הני", "האי", "אנן", "אינהו", "ניהו", "נינהו", "אלמא", "כולי", "עלמא", "אי",
  "בעי", "בעא", "קמיה", "איתמר", "תניא", "תנן", "אטו", "היינו", "דילמא", "אימא", "לימא", "תימא", "מנלן", "מנא", "הכא", "התם",
  "השתא", "טעמא", "אמינא", "תרי", "חד", "חדא", "אידך", "איהו", "איהי", "מידי", "מילתא", "צריכא", "קשיא", "תיובתא", "עליה",
  "יתיב", "אזל", "אתא", "אמרי", "ההוא", "ההיא", "דהא",
]);
/** Small words only the Hebrew of the Mishnah, a baraita and the Bible uses. */
const HEBREW = new Set([
  "של", "זה", "זו", "אלו", "אלה", "אין", "שאין", "אינו", "אינה", "אינן", "הם", "הן", "אשר", "כאן", "כך", "מה", "למה", "אם",
  "יש", "כיצד", "מפני", "לפיכך", "היה", "היו", "יהיה", "אומר", "אומרים", "שנאמר", "אותו", "אותה", "אותם", "עליו", "עליהם",
  "להם", "להן", "ממנו", "אתה", "הזה", "הזאת", "זאת", "שהוא", "שהיא", "שלא", "הרי", "כשם",
]);

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
  return null;
}

/** The language of the clause the word at `position` (from 1) of `text` stands in, or null. */
export function clauseLanguage(text: string, position: number): FormLanguage | null {
  const pieces = verseWords(text);
  const at = pieces.findIndex((p) => p.kind === "word" && p.position === position);
  if (at < 0) return null;
  const clause: string[] = [];
  for (const dir of [-1, 1]) {
    for (let i = at + dir; i >= 0 && i < pieces.length; i += dir) {
      const p = pieces[i]!;
      if (p.kind === "gap") {
        if (BOUNDARY.test(p.text)) break;
        continue;
      }
      clause.push(p.text);
    }
  }
  let hebrew = 0;
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
