import { parseChapterLabel, type AddressType } from "./chapter-label";

/**
 * An import range as the admin types it — "5", "1-5", "2a", "2a-5b" (Talmud pages), spaces and an
 * en dash allowed — as stored chapter numbers (see chapter-label.ts), or an error message.
 * A range is checked against the book's first and last chapter.
 */
export function parseRange(text: string, addressType: AddressType, bounds: { first: number; last: number }): { from: number; to: number } | { error: string } {
  const parts = text.trim().split(/\s*[-–]\s*/);
  const example = addressType === "Talmud" ? "2a-5b" : "1-5";
  if (parts.length < 1 || parts.length > 2 || parts.some((p) => p === "")) return { error: `Write the range like ${example}.` };
  const [from, to = from] = parts.map((p) => parseChapterLabel(p, addressType));
  if (from === null || to === null || from === undefined || to === undefined) return { error: `Write the range like ${example}.` };
  if (from > to) return { error: "The range must start before it ends." };
  if (from < bounds.first || to > bounds.last) return { error: "The range is outside this text." };
  return { from, to };
}
