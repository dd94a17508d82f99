import { useCallback, useSyncExternalStore } from "react";
import { DEFAULT_LANGUAGE, GLOSS_LANGUAGE_COOKIE, LANGUAGE_STORAGE_KEY, LANGUAGES, type Language } from "@/shared/domain";
import { cookieValue } from "@/shared/cookie-value";
import { GLOSS_LANGUAGE_OF } from "@/shared/i18n/locales";
import { getInterfaceLocale } from "./i18n";

/**
 * The translation language chosen in the top bar (kept in localStorage "selectedLanguage",
 * until chosen: the interface language's where the words have one, else english). One tiny store per page: every component using useSelectedLanguage() re-renders when
 * it changes, in this tab (listeners) and in other tabs (the "storage" event). The choice is also
 * kept in a cookie (GLOSS_LANGUAGE_COOKIE), so the server draws a page's first screen in it and the
 * page does not change language as it hydrates.
 */

export function parseLanguage(value: string | null | undefined, fallback: Language = DEFAULT_LANGUAGE): Language {
  return (LANGUAGES as readonly string[]).includes(value ?? "") ? (value as Language) : fallback;
}

/** The gloss language before the learner picks one: the interface language's (Spanish → spanish), else english. */
export const defaultGlossLanguage = (): Language => GLOSS_LANGUAGE_OF[getInterfaceLocale()] ?? DEFAULT_LANGUAGE;

export interface LanguageStore {
  get(): Language;
  set(language: Language): void;
  subscribe(listener: () => void): () => void;
}

type StorageLike = Pick<Storage, "getItem" | "setItem">;
/** The cookie the server reads: what it holds now, and how to set it. */
export interface CookieJar { read(): string | null; write(value: string): void }

const ONE_YEAR = 60 * 60 * 24 * 365;
const documentCookie: CookieJar | undefined = typeof document === "undefined" ? undefined : {
  read: () => cookieValue(document.cookie, GLOSS_LANGUAGE_COOKIE),
  write: (value) => { document.cookie = `${GLOSS_LANGUAGE_COOKIE}=${value}; path=/; max-age=${ONE_YEAR}; samesite=lax`; },
};

export function createLanguageStore(
  storage: StorageLike | undefined,
  events: Pick<Window, "addEventListener" | "removeEventListener"> | undefined,
  cookie?: CookieJar,
): LanguageStore {
  const listeners = new Set<() => void>();
  // The stored choice, or null while the learner has made none (then the interface language's default).
  const read = (): Language | null => {
    try {
      const value = storage?.getItem(LANGUAGE_STORAGE_KEY);
      return value == null ? null : parseLanguage(value);
    } catch {
      return null;
    }
  };
  let stored = read();
  // A choice made before the cookie existed, or in a tab whose cookie has since expired.
  if (stored !== null && cookie && cookie.read() !== stored) cookie.write(stored);
  const current = () => stored ?? defaultGlossLanguage();
  const emit = () => listeners.forEach((l) => l());
  const onStorage = (e: StorageEvent) => {
    if (e.key !== null && e.key !== LANGUAGE_STORAGE_KEY) return;
    const before = current();
    stored = read();
    if (current() !== before) emit();
  };
  return {
    get: current,
    set(language) {
      const next = parseLanguage(language);
      try {
        storage?.setItem(LANGUAGE_STORAGE_KEY, next);
      } catch {
        /* storage full or blocked: keep the choice for this page only */
      }
      cookie?.write(next);
      const before = current();
      stored = next;
      if (next !== before) emit();
    },
    subscribe(listener) {
      if (listeners.size === 0) events?.addEventListener("storage", onStorage);
      listeners.add(listener);
      return () => {
        listeners.delete(listener);
        if (listeners.size === 0) events?.removeEventListener("storage", onStorage);
      };
    },
  };
}

const browserStore = createLanguageStore(
  typeof window !== "undefined" ? window.localStorage : undefined,
  typeof window !== "undefined" ? window : undefined,
  documentCookie,
);

/**
 * The language the page's first screen was drawn in (its data: the cookie the server read), set
 * as its cache is hydrated, on the server for each render and in the browser before hydration: the
 * hydrating render uses it, so it draws what the server drew. Absent: the interface language's.
 */
let firstScreenLanguage: Language | undefined;
export const setFirstScreenLanguage = (language: Language | undefined): void => { firstScreenLanguage = language; };
const serverSnapshot = () => firstScreenLanguage ?? defaultGlossLanguage();

/** The selected language outside React (e.g. in a fetcher). */
export const getSelectedLanguage = (): Language => browserStore.get();
export const setSelectedLanguage = (language: Language): void => browserStore.set(language);

/** `const [language, setLanguage] = useSelectedLanguage();` — shared by every feature. */
export function useSelectedLanguage(store: LanguageStore = browserStore): [Language, (language: Language) => void] {
  const language = useSyncExternalStore(store.subscribe, store.get, serverSnapshot);
  const set = useCallback((l: Language) => store.set(l), [store]);
  return [language, set];
}
