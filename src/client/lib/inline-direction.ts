/**
 * Left and right in the reading direction (Hebrew turns the shell right-to-left). In a
 * right-to-left scroller browsers give `scrollLeft` 0 at the start (the right edge) and negative
 * values going left; the arrow keys point at a side of the screen, and in Hebrew the next thing
 * is on the left. These helpers turn both into "towards the start" and "towards the end".
 */

/** Whether `el` (default: the page) is laid out right-to-left. */
export function isRightToLeft(el?: Element | null): boolean {
  if (typeof document === "undefined") return false;
  const target = el ?? document.documentElement;
  return getComputedStyle(target).direction === "rtl";
}

export interface ScrollBox { scrollLeft: number; clientWidth: number; scrollWidth: number }

/** How far a row is scrolled from its inline start (always ≥ 0), and whether more is hidden on either side. */
export function inlineScroll(box: ScrollBox, rtl: boolean): { fromStart: number; moreBefore: boolean; moreAfter: boolean } {
  // LTR: scrollLeft runs 0 → (scrollWidth - clientWidth). RTL: 0 → -(scrollWidth - clientWidth).
  const fromStart = Math.max(0, rtl ? -box.scrollLeft : box.scrollLeft);
  const range = Math.max(0, box.scrollWidth - box.clientWidth);
  return { fromStart, moreBefore: fromStart > 1, moreAfter: fromStart < range - 1 };
}

/** The `left` to give scrollBy to move `distance` pixels towards the end (negative: towards the start). */
export const towardsEnd = (distance: number, rtl: boolean): number => (rtl ? -distance : distance);

/**
 * An arrow key as a step in reading order: +1 next, -1 previous, null for any other key. In a
 * right-to-left page ← is next and → previous (the next page of a Hebrew book is on the left).
 */
export function arrowStep(key: string, rtl: boolean): 1 | -1 | null {
  if (key === "ArrowRight") return rtl ? -1 : 1;
  if (key === "ArrowLeft") return rtl ? 1 : -1;
  return null;
}
