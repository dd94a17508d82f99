/**
 * A gloss of at most `max` characters: whole when it fits, else cut at the last space that keeps at least half of it
 * (a word is never cut in two: "…not a mere copula" shortened reads "…not a mere…", never "…not a mere copu…"),
 * the punctuation before the cut dropped, and an ellipsis after it. A text without such a space is cut at `max` - 1.
 */
export function shortenGloss(text: string, max: number): string {
  if (text.length <= max) return text;
  const room = text.slice(0, max);
  const space = room.lastIndexOf(" ");
  const cut = space >= max / 2 ? room.slice(0, space) : text.slice(0, max - 1);
  return `${cut.replace(/[\s,;:.(–-]+$/, "")}…`;
}
