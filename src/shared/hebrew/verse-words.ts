/**
 * A verse's text as the reader shows it: words (runs with a Hebrew letter, between spaces and
 * maqaf) numbered from 1, and what lies between them kept as it is. The lemma import counts
 * words the same way, so a word's position names the same word on both sides.
 */
export type VersePiece = { kind: "word"; text: string; position: number } | { kind: "gap"; text: string };

const SPLIT = /([\s\u05BE\u05C0\u05C3]+)/;
const HEBREW_LETTER = /[\u05D0-\u05EA]/;
/** The open and closed paragraph marks (פ) and (ס) of the Masoretic text: not words. */
const PARAGRAPH = /^[({[][פס][)}\]]$/;
/**
 * Punctuation around a word that is not part of it (kept in the gap); a geresh after the last
 * letter is the word's own (the abbreviations מתני׳, גמ׳, וכו׳), a gershayim there a
 * closing quotation mark.
 */
const EDGE = /^([^\u05D0-\u05EA]*?)([\u05D0-\u05EA][\s\S]*[\u05D0-\u05EA][\u0591-\u05C7]*['\u05F3]?|[\u05D0-\u05EA][\u0591-\u05C7]*['\u05F3]?)([^\u05D0-\u05EA]*)$/;

export function verseWords(text: string): VersePiece[] {
  const pieces: VersePiece[] = [];
  const gap = (t: string) => {
    if (!t) return;
    const last = pieces[pieces.length - 1];
    if (last?.kind === "gap") last.text += t;
    else pieces.push({ kind: "gap", text: t });
  };
  let position = 0;
  for (const part of text.split(SPLIT)) {
    if (!part) continue;
    const m = HEBREW_LETTER.test(part) && !PARAGRAPH.test(part) ? EDGE.exec(part) : null;
    if (!m) {
      gap(part);
      continue;
    }
    gap(m[1]!);
    pieces.push({ kind: "word", text: m[2]!, position: ++position });
    gap(m[3]!);
  }
  return pieces;
}
