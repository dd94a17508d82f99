import { useEffect } from "react";

let markHydrated!: () => void;

/**
 * Resolves once the first page has committed: hydrated, when the server wrote its first screen
 * (or rendered, when it did not). Until then nothing may change what the page's first render reads
 * (the query cache): the browser's first render must equal the server's markup.
 */
export const pageHydrated = new Promise<void>((resolve) => { markHydrated = resolve; });

/** Placed beside the page, inside its Suspense boundary: its effect runs when the page has committed. */
export function PageHydrated(): null {
  useEffect(() => markHydrated(), []);
  return null;
}
