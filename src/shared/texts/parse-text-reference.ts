import { chapterLabel, parseChapterLabel, type AddressType } from "../books/chapter-label";
import type { KeyedServerMessage, ServerMessageKey, ServerMessageParams } from "../i18n/server-message-key";

/** One end of a reference: a chapter (stored number: Talmud amudim as in chapter-label.ts) and maybe a verse. */
export interface ReferencePoint { chapter: number; verse: number | null }

export interface TextReference {
  /** The book or tractate as written ("Genesis", "1 Samuel", "Berakhot"), or null when only the address was given. */
  book: string | null;
  addressType: AddressType;
  start: ReferencePoint;
  /** Inclusive; a verse of null means to the end of that chapter. */
  end: ReferencePoint;
}

/** Written as the parser reads them (English titles), listed without a word of any language ("or" stood in the Hebrew hint). */
export const REFERENCE_EXAMPLES = "Genesis 1, Genesis 1-5, Genesis 1:1-15, Genesis 1:1-2:10, Berakhot 2a, Berakhot 2a-5b";

/** What is wrong, by message key (`server_reference_…`), for the server to answer and the client to word. */
type Parsed<T> = T | { error: KeyedServerMessage };
const fail = (key: ServerMessageKey, params: ServerMessageParams = {}) => ({ error: { key, params } });

/** "12" → 12, "2a" → 3 (Talmud), with the reason when it is neither. */
function parseChapter(text: string, addressType: AddressType): Parsed<number> {
  const n = parseChapterLabel(text, addressType);
  if (n !== null) return n;
  if (addressType === "Talmud") return fail("reference_not_talmud_page", { text });
  if (/^0+$/.test(text)) return fail("reference_chapters_from_one");
  return fail("reference_not_chapter", { text });
}

function parseVerse(text: string): Parsed<number> {
  if (!/^\d{1,4}$/.test(text)) return fail("reference_not_verse", { text });
  const n = Number(text);
  return n >= 1 ? n : fail("reference_verses_from_one");
}

/** "1", "1:5", "2a", "2a:3" (a Talmud page may name its line/segment too). */
function parsePoint(text: string, addressType: AddressType): Parsed<ReferencePoint> {
  const [c, v, extra] = text.split(":");
  if (extra !== undefined || c === "" || v === "") return fail("reference_not_point", { text });
  const chapter = parseChapter(c!, addressType);
  if (typeof chapter !== "number") return chapter;
  if (v === undefined) return { chapter, verse: null };
  const verse = parseVerse(v);
  return typeof verse === "number" ? { chapter, verse } : verse;
}

/**
 * A text reference as an administrator types it: a chapter "1", a range of
 * chapters "1-5", verses "1:1-15" (the end's chapter implied), "1:1-2:10", a Talmud page "2a" or
 * pages "2a-5b", each optionally after the book or tractate name ("Genesis 1:1-15", "1 Samuel 3",
 * "Berakhot 2a-5b"). Spaces around ':' and '-' (or an en dash) are allowed. Returns the parts, or a
 * keyed message that names what is wrong.
 */
export function parseTextReference(input: string): Parsed<TextReference> {
  const text = input.normalize("NFC").trim().replace(/\s*([:\-–])\s*/g, (_, c: string) => (c === "–" ? "-" : c)).replace(/\s+/g, " ");
  if (text === "") return fail("reference_empty", { examples: REFERENCE_EXAMPLES });
  const lastSpace = text.lastIndexOf(" ");
  const address = text.slice(lastSpace + 1);
  const book = lastSpace === -1 ? null : text.slice(0, lastSpace);
  if (!/^[0-9]/.test(address)) {
    return book === null && !/\d/.test(address)
      ? fail("reference_no_address", { text })
      : fail("reference_bad_address", { address, examples: REFERENCE_EXAMPLES });
  }
  if (book !== null && !/\p{L}/u.test(book)) return fail("reference_not_book", { book });
  const addressType: AddressType = /^\d+[ab](?=$|[:-])/i.test(address) ? "Talmud" : "Integer";
  const parts = address.split("-");
  if (parts.length > 2 || parts.some((p) => p === "")) return fail("reference_not_range", { address });
  const start = parsePoint(parts[0]!, addressType);
  if ("error" in start) return start;
  let end: ReferencePoint;
  if (parts.length === 1) {
    end = { ...start };
  } else {
    const endText = parts[1]!;
    // "1:1-15": the end is a verse of the start's chapter; "1-5": a chapter; "1:1-2:10": both.
    if (start.verse !== null && !endText.includes(":")) {
      const verse = parseVerse(endText);
      if (typeof verse !== "number") return verse;
      end = { chapter: start.chapter, verse };
    } else {
      if (addressType === "Talmud" && /^\d+$/.test(endText.split(":")[0]!)) return fail("reference_talmud_range_sides", { end: endText });
      const parsed = parsePoint(endText, addressType);
      if ("error" in parsed) return parsed;
      if (start.verse === null && parsed.verse !== null) return fail("reference_chapter_to_verse", { address });
      end = parsed;
    }
  }
  if (end.chapter < start.chapter || (end.chapter === start.chapter && end.verse !== null && start.verse !== null && end.verse < start.verse)) {
    return fail("reference_ends_before_start", { address });
  }
  return { book, addressType, start, end };
}

/** Does verse `verse` of `chapter` fall inside the reference? */
export function referenceIncludes(ref: Pick<TextReference, "start" | "end">, chapter: number, verse: number): boolean {
  if (chapter < ref.start.chapter || chapter > ref.end.chapter) return false;
  if (chapter === ref.start.chapter && ref.start.verse !== null && verse < ref.start.verse) return false;
  if (chapter === ref.end.chapter && ref.end.verse !== null && verse > ref.end.verse) return false;
  return true;
}

/** The chapters a reference spans, in order. */
export function referenceChapters(ref: Pick<TextReference, "start" | "end">): number[] {
  return Array.from({ length: ref.end.chapter - ref.start.chapter + 1 }, (_, i) => ref.start.chapter + i);
}

/** The reference written back ("Genesis 1:1-15", "Berakhot 2a-5b") with the book given. */
export function formatTextReference(ref: TextReference, book = ref.book): string {
  const point = (p: ReferencePoint) => chapterLabel(p.chapter, ref.addressType) + (p.verse !== null ? `:${p.verse}` : "");
  const same = ref.start.chapter === ref.end.chapter && ref.start.verse === ref.end.verse;
  let address = point(ref.start);
  if (!same) {
    address += "-" + (ref.start.verse !== null && ref.end.verse !== null && ref.start.chapter === ref.end.chapter ? String(ref.end.verse) : point(ref.end));
  }
  return book ? `${book} ${address}` : address;
}
