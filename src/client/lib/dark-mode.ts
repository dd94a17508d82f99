import { useSyncExternalStore } from "react";

/**
 * The page's theme. index.html adds the "dark" class from localStorage "milim-dark-mode" before the
 * first paint; the user's server setting (settings.dark_mode) is the source of truth and is mirrored
 * into localStorage whenever it loads or changes, so the next load paints right away without a flash.
 */
export const DARK_MODE_STORAGE_KEY = "milim-dark-mode";

const listeners = new Set<() => void>();

function root(): HTMLElement | undefined {
  return typeof document !== "undefined" ? document.documentElement : undefined;
}

export function isDarkMode(): boolean {
  return root()?.classList.contains("dark") ?? false;
}

/** Applies the theme to the page and remembers it for the next first paint. */
export function applyDarkMode(dark: boolean): void {
  const el = root();
  try {
    // Written only when it changed: a page load reads the setting it wrote last time (a write costs more).
    if (window.localStorage.getItem(DARK_MODE_STORAGE_KEY) !== String(dark)) window.localStorage.setItem(DARK_MODE_STORAGE_KEY, String(dark));
  } catch {
    /* storage blocked: the class still applies */
  }
  if (!el || el.classList.contains("dark") === dark) return;
  el.classList.toggle("dark", dark);
  listeners.forEach((l) => l());
}

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/** Whether the page is dark now (re-renders on change). Changing it goes through app/shell/use-dark-mode.ts. */
export function useIsDarkMode(): boolean {
  return useSyncExternalStore(subscribe, isDarkMode, () => false);
}

/** Signed out: forget the user's theme and follow the system's preference (prefers-color-scheme). */
export function followSystemTheme(): void {
  try {
    window.localStorage.removeItem(DARK_MODE_STORAGE_KEY);
  } catch {
    /* storage blocked */
  }
  const el = root();
  const dark = typeof window !== "undefined" && window.matchMedia?.("(prefers-color-scheme: dark)").matches === true;
  if (!el || el.classList.contains("dark") === dark) return;
  el.classList.toggle("dark", dark);
  listeners.forEach((l) => l());
}
