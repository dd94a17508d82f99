import { IMPORTABLE_TITLES } from "./importable-titles";
import { OSHB_BOOK_CODES } from "./oshb-books";

/** One book of the Hebrew Bible as the offline import knows it. */
export interface TanakhBook {
  /** Sefaria's title ("Genesis"): the imported book's source, so both imports find the same book. */
  title: string;
  hebrewTitle: string;
  /** morphhb's file name (wlc/<code>.xml). */
  code: string;
  /** 1–39, in the order of the Tanakh. */
  order: number;
}

const hebrewTitles = new Map(IMPORTABLE_TITLES.filter((t) => t.category === "Tanakh").map((t) => [t.title, t.hebrewTitle]));

/** The 39 books, Genesis to II Chronicles. */
export const TANAKH_BOOKS: readonly TanakhBook[] = Object.entries(OSHB_BOOK_CODES).map(([title, code], i) => ({
  title, code, hebrewTitle: hebrewTitles.get(title) ?? title, order: i + 1,
}));

export const TANAKH_BY_TITLE: ReadonlyMap<string, TanakhBook> = new Map(TANAKH_BOOKS.map((b) => [b.title, b]));

/** The credit OpenScriptures' licence asks for, shown with every book that holds its text or morphology. */
export const OSHB_CREDIT = "Open Scriptures Hebrew Bible (CC BY 4.0); Westminster Leningrad Codex (public domain)";
