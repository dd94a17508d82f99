/**
 * How a book numbers its chapters, from Sefaria's index schema (`addressTypes[0]`):
 * "Integer" (Tanakh chapters, Mishnah chapters: 1, 2, 3…) or "Talmud" (amudim: 2a, 2b, 3a…).
 *
 * A chapter is stored as Sefaria's 1-based section number. For the Talmud that is the amud's
 * position counted from 1a: 1a = 1, 1b = 2, 2a = 3, 2b = 4 (daf × 2 − 1 for side a). Tractates
 * start at 2a, so the first stored chapter of a whole tractate is 3.
 */
export type AddressType = "Integer" | "Talmud";

/** The label a reader sees and types: "3" for a chapter, "2b" for an amud. */
export function chapterLabel(chapter: number, addressType: AddressType): string {
  if (addressType === "Talmud") {
    const daf = Math.floor((chapter + 1) / 2);
    return `${daf}${chapter % 2 === 1 ? "a" : "b"}`;
  }
  return String(chapter);
}

/** The stored chapter number of a label ("2a" → 3, "12" → 12), or null when it is not one. */
export function parseChapterLabel(label: string, addressType: AddressType): number | null {
  const text = label.trim().toLowerCase();
  if (addressType === "Talmud") {
    const m = /^(\d{1,4})([ab])$/.exec(text);
    if (!m) return null;
    const daf = Number(m[1]);
    if (daf < 1) return null;
    return daf * 2 - (m[2] === "a" ? 1 : 0);
  }
  if (!/^\d{1,4}$/.test(text)) return null;
  const n = Number(text);
  return n >= 1 ? n : null;
}
