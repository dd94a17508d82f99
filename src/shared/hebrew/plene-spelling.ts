/**
 * How a pointed word is written without niqqud today (ktiv male, the Academy's full spelling), in
 * the few rules that make most of the difference between a dictionary's pointed forms and the
 * words of a modern text: a holam gets its vav (יִכְתֹּב → יכתוב), a qubuts a vav (סֻכָּר → סוכר),
 * a hiriq in an open syllable a yod (דִּבַּרְתִּי → דיברתי; the letters as pointed, דברתי, are found anyway),
 * and a consonantal vav inside the word is doubled (מִצְוָה → מצווה). The lookup keys only: over-
 * generation costs little, a missed spelling a lookup.
 */
const LETTER = /[\u05D0-\u05EA]/;
const HOLAM = "\u05B9";
const HOLAM_FOR_VAV = "\u05BA";
const QUBUTS = "\u05BB";
const HIRIQ = "\u05B4";
const SHEVA = "\u05B0";
const DAGESH = "\u05BC";

interface Cluster { letter: string; marks: string }

function clusters(word: string): Cluster[] {
  const out: Cluster[] = [];
  for (const ch of word.normalize("NFC")) {
    if (LETTER.test(ch)) out.push({ letter: ch, marks: "" });
    else if (/[\u0591-\u05C7]/.test(ch) && out.length > 0) out[out.length - 1]!.marks += ch;
    else out.push({ letter: ch, marks: "" });
  }
  return out;
}

/**
 * The full spellings of a pointed word (its letters without points), none when it has no points
 * or they add nothing to its letters. At most two: with and without a hiriq's yod before a doubled
 * consonant (the Academy writes דיבר, but אִמָּא stays אמא).
 */
export function pleneSpellings(pointed: string): string[] {
  const cs = clusters(pointed);
  if (!cs.some((c) => c.marks !== "")) return [];
  const spell = (yodBeforeDagesh: boolean): string => {
    let out = "";
    cs.forEach((c, i) => {
      const next = cs[i + 1];
      const nextIsLetter = next !== undefined && LETTER.test(next.letter);
      out += c.letter;
      if (!LETTER.test(c.letter)) return;
      // A vav with a vowel of its own (not holam, not shuruq) inside the word is a consonant: doubled.
      if (c.letter === "ו" && i > 0 && nextIsLetter && c.marks !== "" && !/[\u05B9\u05BA]/.test(c.marks) && c.marks !== DAGESH
        && !(cs[i - 1]?.letter === "ו")) out += "ו";
      if ((c.marks.includes(HOLAM) || c.marks.includes(HOLAM_FOR_VAV)) && c.letter !== "ו" && next?.letter !== "ו" && next?.letter !== "א") out += "ו";
      else if (c.marks.includes(QUBUTS) && next?.letter !== "ו") out += "ו";
      else if (c.marks.includes(HIRIQ) && nextIsLetter && next.letter !== "י" && !next.marks.includes(SHEVA)
        && i + 2 < cs.length && (yodBeforeDagesh || !next.marks.includes(DAGESH))) out += "י";
    });
    return out.replace(/[\u0591-\u05C7]/g, "");
  };
  const letters = cs.map((c) => c.letter).join("");
  return [...new Set([spell(true), spell(false)])].filter((s) => s !== letters);
}
