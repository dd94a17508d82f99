/**
 * Keeping a tapped word in sight while the word panel is open. On a phone the panel is a sheet over
 * the bottom of the screen (up to 70 % of it): a word tapped in the lower part of the page would be
 * covered, with the verse the panel asks the learner to read it in ("choose the reading that fits").
 */

/** The share of the screen's height the phone's sheet may cover (word-panel.tsx: max-h-[70dvh]). */
export const SHEET_SHARE = 0.7;
/** Below this width the panel is the bottom sheet (Tailwind's `sm`). */
export const PHONE_QUERY = "(max-width: 639.98px)";

/**
 * How far to scroll the page (px, positive = down) so that `word` (its box relative to the viewport)
 * is neither under the sticky top bars (`topInset`) nor under the sheet covering `covered` px of the
 * bottom; 0 when it is in sight already. A covered word is brought to a third of the way down the
 * part left in sight, so the lines before it (its verse) stay readable.
 */
export function scrollToKeepInView(word: { top: number; bottom: number }, viewportHeight: number, covered: number, topInset = 0): number {
  const visibleBottom = viewportHeight - covered;
  const margin = 8;
  if (word.top >= topInset + margin && word.bottom <= visibleBottom - margin) return 0;
  const room = visibleBottom - topInset - (word.bottom - word.top);
  return Math.round(word.top - (topInset + Math.max(margin, room / 3)));
}

/** The height of the sticky bars at the top of the page (the shell's header), measured. */
export function stickyTopInset(): number {
  const header = document.querySelector("header.sticky, [data-sticky-top]");
  return header ? Math.max(0, header.getBoundingClientRect().bottom) : 0;
}

/**
 * Scrolls the page so the tapped `word` stays in sight above the phone's sheet; nothing on a wider
 * screen (the panel stands beside the text there) or when the word is in sight already.
 */
export function keepWordInView(word: Element): void {
  if (!window.matchMedia?.(PHONE_QUERY).matches) return;
  const box = word.getBoundingClientRect();
  const delta = scrollToKeepInView(box, window.innerHeight, window.innerHeight * SHEET_SHARE, stickyTopInset());
  if (delta !== 0) window.scrollBy({ top: delta, behavior: "smooth" });
}
