import { useSyncExternalStore } from "react";

/**
 * The window the server renders a page for (a phone's), which the browser's first render of that
 * page also assumes while it hydrates the server's markup: both must draw the same rows.
 */
export const SERVER_VIEWPORT = { width: 390, height: 844 } as const;

const subscribe = () => () => {};

/**
 * True while the page is rendered on the server (render-page.tsx) and while the browser hydrates
 * that markup; false otherwise. React renders once more right after hydrating, with false: a value
 * read from the window (its size, its scroll, storage) is read then, so the first render matches
 * the server's markup.
 */
export function useHydrating(): boolean {
  return useSyncExternalStore(subscribe, () => false, () => true);
}
