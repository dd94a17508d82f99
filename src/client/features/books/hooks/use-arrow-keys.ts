import { useEffect } from "react";
import { arrowStep, isRightToLeft } from "@/client/lib/inline-direction";

/**
 * ← and → call onPrevious / onNext (mirrored in a right-to-left interface: ← is the next chapter,
 * as a Hebrew book turns), unless the user is typing, a control wants the keys or a dialog (the word panel) is in front.
 */
export function useArrowKeys(onPrevious: (() => void) | null, onNext: (() => void) | null) {
  useEffect(() => {
    const onKey = (e: KeyboardEvent) => {
      if (e.defaultPrevented || e.altKey || e.ctrlKey || e.metaKey || e.shiftKey) return;
      const target = e.target as HTMLElement | null;
      if (target?.closest("input, textarea, select, [contenteditable], [role=slider], [role=listbox], [role=menu], [role=dialog]")) return;
      const step = arrowStep(e.key, isRightToLeft());
      if (step === -1 && onPrevious) {
        e.preventDefault();
        onPrevious();
      } else if (step === 1 && onNext) {
        e.preventDefault();
        onNext();
      }
    };
    window.addEventListener("keydown", onKey);
    return () => window.removeEventListener("keydown", onKey);
  }, [onPrevious, onNext]);
}
