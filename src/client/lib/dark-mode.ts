import { useSyncExternalStore } from "react";

/**
 * The page's theme. The learner's setting (settings.darkMode) is true (dark), false (light) or null
 * (as the system: the browser's prefers-color-scheme, followed while the page is open). A chosen
 * theme is mirrored into localStorage "milim-dark-mode" and "as the system" removes it, so that
 * index.html's inline script paints the next load right before the first paint; a page the server
 * draws for a session carries the setting itself on <html data-theme> (serve-first-screen.ts#withTheme),
 * which the inline script prefers.
 */
export const DARK_MODE_STORAGE_KEY = "milim-dark-mode";

/** The learner's choice: dark, light, or null for the system's. */
export type DarkModeChoice = boolean | null;

const listeners = new Set<() => void>();
const SYSTEM_DARK = "(prefers-color-scheme: dark)";
/** Whether the page follows the system's theme now (no choice saved, or signed out). */
let followingSystem = true;
let systemQuery: MediaQueryList | undefined;

function root(): HTMLElement | undefined {
  return typeof document !== "undefined" ? document.documentElement : undefined;
}

export function isDarkMode(): boolean {
  return root()?.classList.contains("dark") ?? false;
}

function systemPrefersDark(): boolean {
  return typeof window !== "undefined" && window.matchMedia?.(SYSTEM_DARK).matches === true;
}

function setDark(dark: boolean): void {
  const el = root();
  if (!el || el.classList.contains("dark") === dark) return;
  el.classList.toggle("dark", dark);
  listeners.forEach((l) => l());
}

/** While the page follows the system, a change of the system's theme (e.g. at dusk) changes the page's. */
function watchSystem(): void {
  if (systemQuery || typeof window === "undefined" || !window.matchMedia) return;
  systemQuery = window.matchMedia(SYSTEM_DARK);
  systemQuery.addEventListener?.("change", (e) => {
    if (followingSystem) setDark(e.matches);
  });
}

/** Applies the learner's choice to the page (null: the system's) and remembers it for the next first paint. */
export function applyDarkMode(choice: DarkModeChoice): void {
  try {
    // Written only when it changed: a page load reads the setting it wrote last time (a write costs more).
    const stored = window.localStorage.getItem(DARK_MODE_STORAGE_KEY);
    if (choice === null) {
      if (stored !== null) window.localStorage.removeItem(DARK_MODE_STORAGE_KEY);
    } else if (stored !== String(choice)) {
      window.localStorage.setItem(DARK_MODE_STORAGE_KEY, String(choice));
    }
  } catch {
    /* storage blocked: the class still applies */
  }
  followingSystem = choice === null;
  if (followingSystem) watchSystem();
  setDark(choice ?? systemPrefersDark());
}

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/** Whether the page is dark now (re-renders on change). Changing it goes through features/settings/api/update-settings.ts. */
export function useIsDarkMode(): boolean {
  return useSyncExternalStore(subscribe, isDarkMode, () => false);
}

/** Signed out: forget the user's theme and follow the system's preference (prefers-color-scheme). */
export function followSystemTheme(): void {
  applyDarkMode(null);
}
