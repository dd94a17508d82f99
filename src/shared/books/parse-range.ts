import type { KeyedServerMessage } from "../i18n/server-message-key";
import { parseChapterLabel, type AddressType } from "./chapter-label";

/**
 * An import range as the admin types it — "5", "1-5", "2a", "2a-5b" (Talmud pages), spaces and an
 * en dash allowed — as stored chapter numbers (see chapter-label.ts), or what is wrong by message key.
 * A range is checked against the book's first and last chapter.
 */
export function parseRange(text: string, addressType: AddressType, bounds: { first: number; last: number }): { from: number; to: number } | { error: KeyedServerMessage } {
  const parts = text.trim().split(/\s*[-–]\s*/);
  const example = addressType === "Talmud" ? "2a-5b" : "1-5";
  if (parts.length < 1 || parts.length > 2 || parts.some((p) => p === "")) return { error: { key: "books_range_format", params: { example } } };
  const [from, to = from] = parts.map((p) => parseChapterLabel(p, addressType));
  if (from === null || to === null || from === undefined || to === undefined) return { error: { key: "books_range_format", params: { example } } };
  if (from > to) return { error: { key: "books_range_order", params: {} } };
  if (from < bounds.first || to > bounds.last) return { error: { key: "books_range_outside", params: {} } };
  return { from, to };
}
