import { useCallback, type RefObject } from "react";

// Whether the learner's last input was a key (else a click or a tap), noted before anything
// handles it. Read when a game's answer box appears: a tab chosen by an arrow key, or by a click.
let lastInputWasKey = false;
if (typeof window !== "undefined") {
  const note = (e: Event) => {
    lastInputWasKey = e.type === "keydown";
  };
  window.addEventListener("keydown", note, { capture: true, passive: true });
  window.addEventListener("pointerdown", note, { capture: true, passive: true });
}

/** Whether the learner is moving along the tab strip with the keyboard: the focus is on a tab, put there by a key. */
export function isArrowingAlongTabs(active: Element | null = document.activeElement): boolean {
  return lastInputWasKey && active instanceof HTMLElement && active.closest("[role='tablist']") !== null;
}

/**
 * A ref for a game's answer box that focuses it when it appears (the tab opened by a click or a tap,
 * Play Again), but not while the learner arrows along the tab strip: there the focus stays on the
 * tab, so the next arrow goes on to the next tab (Enter or Space on the tab brings the focus here:
 * the collection page's focusPanel). Checked on the next frame, once a click has put the focus on
 * its tab. `ref` is kept pointing at the element too.
 */
export function useFocusOnArrival<T extends HTMLElement>(ref: RefObject<T | null>): (el: T | null) => void {
  return useCallback((el: T | null) => {
    ref.current = el;
    if (!el) return;
    requestAnimationFrame(() => {
      if (el.isConnected && !isArrowingAlongTabs()) el.focus();
    });
  }, [ref]);
}
