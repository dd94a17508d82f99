import { useEffect, useRef } from "react";
import { arrowStep, isRightToLeft } from "@/client/lib/inline-direction";

export interface FlashcardKeyHandlers {
  reveal: () => void;
  next: () => void;
  back: () => void;
  dontKnow: () => void;
  know: () => void;
  skip: () => void;
}

/** Keys are left alone while the user types or works a widget that uses them itself. */
export function isTypingTarget(target: EventTarget | null): boolean {
  if (!(target instanceof HTMLElement)) return false;
  if (target.isContentEditable) return true;
  if (target.closest("input, textarea, select, [role='tablist'], [role='listbox'], [role='menu'], [role='slider'], [role='dialog']")) return true;
  return false;
}

/** The tab of the tab strip that is chosen (the Flashcards tab, while the deck is shown). */
function isChosenTab(target: EventTarget | null): boolean {
  return target instanceof HTMLElement && target.closest("[role='tab'][aria-selected='true']") !== null;
}

/**
 * Flashcard keys (while the Flashcards tab is shown): Space reveals, → next, ← back (mirrored in a
 * right-to-left interface: ← next, → back, as the buttons' arrows are), 1 don't know, 2 know, S skip. Space never also presses the focused button.
 * On the Flashcards tab itself (the tab strip keeps its arrows), Space reveals the card too, and the
 * tab, pressed by the same key, puts the focus on the card (the collection page's focusPanel).
 */
export function useFlashcardKeys(handlers: FlashcardKeyHandlers, enabled = true): void {
  const ref = useRef(handlers);
  useEffect(() => {
    ref.current = handlers;
  });
  useEffect(() => {
    if (!enabled) return;
    const onKeyDown = (e: KeyboardEvent) => {
      if (e.defaultPrevented || e.altKey || e.ctrlKey || e.metaKey) return;
      if (e.key === " " && isChosenTab(e.target)) {
        // Not prevented: the browser presses the tab on key-up, which moves the focus to the card.
        if (!e.repeat) ref.current.reveal();
        return;
      }
      if (isTypingTarget(e.target)) return;
      const h = ref.current;
      const step = arrowStep(e.key, isRightToLeft());
      const action: (() => void) | undefined = step === 1 ? h.next : step === -1 ? h.back : {
        " ": h.reveal,
        "1": h.dontKnow,
        "2": h.know,
        s: h.skip,
        S: h.skip,
      }[e.key];
      if (!action) return;
      e.preventDefault();
      if (!e.repeat || e.key.startsWith("Arrow")) action();
    };
    const onKeyUp = (e: KeyboardEvent) => {
      // The browser presses a focused button on Space key-up: the key already revealed the card.
      if (e.key === " " && !isTypingTarget(e.target)) e.preventDefault();
    };
    window.addEventListener("keydown", onKeyDown);
    window.addEventListener("keyup", onKeyUp);
    return () => {
      window.removeEventListener("keydown", onKeyDown);
      window.removeEventListener("keyup", onKeyUp);
    };
  }, [enabled]);
}
