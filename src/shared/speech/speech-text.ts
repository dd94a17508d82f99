/**
 * The text the server's speech engine (espeak-ng's Hebrew voice) is given: Hebrew letters, the
 * vowel points it reads and single spaces, nothing else. The client prepares a word with
 * `prepareSpeechText` (also the cache key: one request per word); the server accepts only what
 * `isSpeechText` accepts, so nothing else ever reaches the engine's command line.
 *
 * espeak-ng 1.51 reads a pointed letter only when the marks follow a fixed order and spells out
 * marks it does not know by name ("hebrew point holam"), so the preparation
 * - drops cantillation (U+0591–U+05AF), meteg, rafe and the upper/lower dots;
 * - keeps a dagesh only on ב ד כ פ ת and ו (shuruk), the letters it reads one on: on any other
 *   letter it spells the whole word out ("gimel, hebrew dagesh, a, mem" for גַּם), so it is dropped there;
 * - puts dagesh, shin dot and sin dot before the vowel (NFC puts them after it);
 * - writes hataf vowels as their full vowel (hataf qamats as qamats qatan) and a holam on any letter
 *   but vav as qamats qatan (U+05C7), which espeak reads "o";
 * - turns maqaf, punctuation and anything not Hebrew into a space.
 */
export const SPEECH_TEXT_MAX_LENGTH = 100;

const LETTER = "\\u05D0-\\u05EA";
/** Points kept: sheva … qamats, holam, holam for vav, qubuts, dagesh/shuruk, shin dot, sin dot, qamats qatan. */
const POINTS = "\\u05B0-\\u05BC\\u05C1\\u05C2\\u05C7";
// eslint-disable-next-line no-misleading-character-class -- letters and points are separate ranges: a letter then its points is what is matched
const SPEECH_TEXT = new RegExp(`^[${LETTER}${POINTS}]+(?: [${LETTER}${POINTS}]+)*$`);
// eslint-disable-next-line no-misleading-character-class -- as above
const NOT_SPEAKABLE = new RegExp(`[^${LETTER}${POINTS}]+`, "g");
const LETTER_WITH_POINTS = new RegExp(`([${LETTER}])([${POINTS}]*)|[${POINTS}]+| `, "g");
const ORDER_FIRST = new Set(["\u05BC", "\u05C1", "\u05C2"]);
const VAV = "\u05D5";
const HOLAM = /[\u05B9\u05BA]/;
const QAMATS_QATAN = "\u05C7";
const DAGESH = "\u05BC";
/** The letters espeak-ng reads a dagesh on (the other letters' dagesh it spells out by name). */
const READS_DAGESH = new Set(["\u05D1", "\u05D3", "\u05DB", "\u05E4", "\u05EA", VAV]);
const REPLACE: Record<string, string> = { "\u05B1": "\u05B6", "\u05B2": "\u05B7", "\u05B3": QAMATS_QATAN };

/** Whether the server may hand this text to the speech engine. */
export function isSpeechText(text: string): boolean {
  return text.length > 0 && text.length <= SPEECH_TEXT_MAX_LENGTH && SPEECH_TEXT.test(text);
}

/** The speakable form of a Hebrew text, or null when nothing speakable is left or it is too long. */
export function prepareSpeechText(text: string): string | null {
  const cleaned = text.normalize("NFC")
    .replace(/[\u0591-\u05AF\u05BD\u05BF\u05C4\u05C5]/g, "")
    .replace(NOT_SPEAKABLE, " ");
  let out = "";
  // Each letter with the marks that follow it, marks reordered and replaced.
  for (const [, letter, marks] of cleaned.matchAll(LETTER_WITH_POINTS)) {
    if (letter === undefined) {
      out += " "; // a space, or stray marks without a letter
      continue;
    }
    const chars = [...marks!].filter((m) => m !== DAGESH || READS_DAGESH.has(letter)).map((m) => REPLACE[m] ?? (HOLAM.test(m) && letter !== VAV ? QAMATS_QATAN : m));
    const first = chars.filter((m) => ORDER_FIRST.has(m));
    const rest = chars.filter((m) => !ORDER_FIRST.has(m));
    out += letter + [...new Set(first)].join("") + [...new Set(rest)].join("");
  }
  const result = out.replace(/ +/g, " ").trim();
  return isSpeechText(result) ? result : null;
}
