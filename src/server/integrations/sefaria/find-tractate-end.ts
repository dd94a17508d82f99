import { chapterLabel, parseChapterLabel } from "../../../shared/books/chapter-label";
import { invalid } from "../../lib/domain-error";
import type { SefariaClient } from "./sefaria-client";
import type { SefariaIndex, SefariaText } from "./sefaria-types";

/** More amudim than any tractate has past its record's count (Bava Batra, the longest, ends at 176b = 352). */
const MAX_FOLLOWED = 400;

/** The amud a section's `next` names when it is one of this tractate's ("Berakhot 64a" → 127), else null. */
export function amudOfTractate(ref: string | null | undefined, title: string): number | null {
  if (!ref?.startsWith(`${title} `)) return null;
  return parseChapterLabel(ref.slice(title.length + 1), "Talmud");
}

/**
 * The last amud of a Talmud tractate as Sefaria serves it (a chapter number: 64a is 127), with the
 * amudim read to find it (Sefaria's default versions, for the caller to use again).
 *
 * The index record's `schema.lengths[0]` is not always it. Sefaria counted a tractate's amudim
 * from 2a until 2022 (its reference check then dropped the 2 it added to them), and most records of
 * Sefaria-Export still do: Berakhot's says 125 and the tractate ends at 64a (127), Taanit's 59 and
 * it ends at 31a (61); others give the last amud itself (Tamid: 66 = 33b). Sefaria serves every
 * amud up to `lengths[0]`, and a section's `next` names the next one with text in the same book
 * (null at the book's end). So the amud at `lengths[0]` is read, then each `next` while it names a
 * later amud of this tractate: a request for a record that is right, one more per amud it lacks.
 */
export async function findTractateEnd(
  sefaria: SefariaClient, index: SefariaIndex, signal?: AbortSignal,
): Promise<{ last: number; sections: Map<number, SefariaText> }> {
  const counted = index.schema.lengths?.[0];
  if (!counted) throw invalid("books_length_unknown", { title: index.title });
  const read = (chapter: number) => sefaria.getSection(`${index.title} ${chapterLabel(chapter, "Talmud")}`, signal ? { signal } : {});
  const sections = new Map<number, SefariaText>();
  let last = counted;
  let section = await read(last);
  sections.set(last, section);
  for (let followed = 0; ; followed++) {
    const next = amudOfTractate(section.next, index.title);
    if (next === null || next <= last) return { last, sections };
    if (followed >= MAX_FOLLOWED) throw invalid("books_length_unknown", { title: index.title });
    last = next;
    section = await read(last);
    sections.set(last, section);
  }
}
