import { plainHebrew } from "./strip-niqqud";
import { verseWords } from "./verse-words";

/**
 * A page of the Babylonian Talmud sets the Mishnah, in rabbinic Hebrew, before the Gemara's Aramaic
 * discussion of it: the Mishnah opens with the abbreviation מתני׳ (מתניתין, "our Mishnah") and the
 * Gemara with גמ׳ (גמרא). A word of the Mishnah is read as a word of the Mishnah (its Hebrew
 * entries first: אמר 'to say', not the Aramaic אֲמַר), the rest of the page as Aramaic.
 */
export type TalmudMarker = "mishnah" | "gemara";

/** A segment of a Talmud page (its number on the page, from 1) and its text as imported. */
export interface TalmudSegment { verse: number; text: string }

const MARKERS: Record<string, TalmudMarker> = { "מתני": "mishnah", "מתניתין": "mishnah", "גמ": "gemara", "גמרא": "gemara" };
const ABBREVIATED = /^([\u05D0-\u05EA]+)['\u05F3]$/;
const GERESH = /['\u05F3]/;

/** The word (as the reader splits the segment) that opens a passage, if this one does: מתני׳ or גמ׳ (with its geresh). */
function markerOf(word: string): TalmudMarker | null {
  // (A word without a geresh is none: a page's every word is asked.)
  if (!GERESH.test(word)) return null;
  const m = ABBREVIATED.exec(plainHebrew(word));
  return m ? MARKERS[m[1]!] ?? null : null;
}

/** Every מתני׳ and גמ׳ of the page's segments, in order, at the position the reader gives the word. */
export function talmudMarkers(segments: readonly TalmudSegment[]): { verse: number; position: number; marker: TalmudMarker }[] {
  const out: { verse: number; position: number; marker: TalmudMarker }[] = [];
  for (const s of [...segments].sort((a, b) => a.verse - b.verse)) {
    for (const p of verseWords(s.text)) {
      if (p.kind !== "word") continue;
      const marker = markerOf(p.text);
      if (marker) out.push({ verse: s.verse, position: p.position, marker });
    }
  }
  return out;
}

/**
 * Whether the word at (`verse`, `position`) of a Talmud page stands in a Mishnah: the last marker
 * at or before it is מתני׳; or no marker comes before it and the next one is גמ׳ (the page, like a
 * tractate's first, opens inside a Mishnah whose מתני׳ is on the page before or not written). A page
 * without a marker is the Gemara's. `segments` may hold only the segments with a marker.
 */
export function inMishnahPassage(segments: readonly TalmudSegment[], verse: number, position: number): boolean {
  const markers = talmudMarkers(segments);
  const before = (m: { verse: number; position: number }) => m.verse < verse || (m.verse === verse && m.position <= position);
  const last = markers.filter(before).at(-1);
  if (last) return last.marker === "mishnah";
  return markers.find((m) => !before(m))?.marker === "gemara";
}
