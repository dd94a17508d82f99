import { useSyncExternalStore } from "react";

/**
 * A device whose only pointer is a finger (a phone, a tablet without a mouse): no keyboard, so no key
 * hints. The same media query as styles.css's `touch-only` variant, for what CSS cannot hide (an
 * aria-label naming a key).
 */
export const TOUCH_ONLY_QUERY = "(hover: none) and (pointer: coarse)";

function query(): MediaQueryList | undefined {
  return typeof window !== "undefined" ? window.matchMedia?.(TOUCH_ONLY_QUERY) : undefined;
}

function subscribe(listener: () => void): () => void {
  const q = query();
  q?.addEventListener?.("change", listener);
  return () => q?.removeEventListener?.("change", listener);
}

/**
 * Whether the device is touch-only now (re-renders when that changes, e.g. a keyboard docked). The
 * server, which cannot know, and the hydration of its markup assume a keyboard; React renders again
 * right after hydrating with the device's answer.
 */
export function useTouchOnly(): boolean {
  return useSyncExternalStore(subscribe, () => query()?.matches === true, () => false);
}
