import { useEffect } from "react";
import { arrowStep, isRightToLeft } from "@/client/lib/inline-direction";

/**
 * ← and → call onPrevious / onNext (mirrored in a right-to-left interface: ← is the next chapter,
 * as a Hebrew book turns), unless the user is typing, a control wants the keys or a dialog (the word
 * panel) is in front. Each says whether it moved; only then is the key's own action (scrolling) kept back.
 */
export function useArrowKeys(onPrevious: () => boolean, onNext: () => boolean) {
  useEffect(() => {
    const onKey = (e: KeyboardEvent) => {
      if (e.defaultPrevented || e.altKey || e.ctrlKey || e.metaKey || e.shiftKey) return;
      const target = e.target as HTMLElement | null;
      if (target?.closest("input, textarea, select, [contenteditable], [role=slider], [role=listbox], [role=menu], [role=dialog]")) return;
      const step = arrowStep(e.key, isRightToLeft());
      if ((step === -1 && onPrevious()) || (step === 1 && onNext())) e.preventDefault();
    };
    window.addEventListener("keydown", onKey);
    return () => window.removeEventListener("keydown", onKey);
  }, [onPrevious, onNext]);
}
