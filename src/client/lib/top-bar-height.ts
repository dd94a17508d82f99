import { useSyncExternalStore } from "react";
import { setToastTopOffset } from "./toast";

/**
 * The sticky top bar's height (protected-layout.tsx measures it), for what stands fixed beside the
 * page and must leave the bar free: the toasts, and the reader's word panel on a wide screen, which
 * covered the bar's end (the account menu) when it took the window's full height. Kept here, not
 * as a custom property on <html> (one there makes the browser restyle every element of the page):
 * each reader sets it on its own element.
 */
let height: number | null = null;
const listeners = new Set<() => void>();

/** The bar's height in pixels; null: no bar (signed out, or the layout left). */
export function setTopBarHeight(px: number | null): void {
  if (px === height) return;
  height = px;
  setToastTopOffset(px);
  for (const listener of listeners) listener();
}

const subscribe = (listener: () => void) => {
  listeners.add(listener);
  return () => void listeners.delete(listener);
};

/** The bar's height in pixels (0 without a bar; also in the server's render). */
export function useTopBarHeight(): number {
  return useSyncExternalStore(subscribe, () => height ?? 0, () => 0);
}
