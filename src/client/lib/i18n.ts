import { useSyncExternalStore } from "react";
import { setLocale as setParaglideLocale } from "@/paraglide/runtime";
import { BASE_LOCALE, isLocale, LOCALE_COOKIE, localeDir, negotiateLocale, type Locale } from "@/shared/i18n/locales";
import { cookieValue } from "@/shared/cookie-value";

/**
 * The interface language on this page. Messages come from the compiled catalogue:
 * `import { m } from "@/client/lib/i18n"` then `m.study_know_button()` — never call them at module
 * level (a constant would keep the language of the first load). The first value is the one
 * <html lang> carries: written by the server (the learner's setting, the cookie, Accept-Language)
 * or by index.html's inline script (the cookie, navigator.languages) before first paint.
 * The learner's setting (GET /api/me) then wins: setInterfaceLocale; the app re-renders under a key.
 */

export { m } from "@/paraglide/messages";
export type { Locale } from "@/shared/i18n/locales";

const COOKIE_MAX_AGE = 60 * 60 * 24 * 400;

function initialLocale(): Locale {
  if (typeof document === "undefined") return BASE_LOCALE;
  const lang = document.documentElement.lang;
  if (isLocale(lang) && document.documentElement.hasAttribute("data-locale")) return lang;
  const cookie = cookieValue(document.cookie, LOCALE_COOKIE);
  if (isLocale(cookie)) return cookie;
  return negotiateLocale(typeof navigator === "undefined" ? [] : (navigator.languages ?? [navigator.language]));
}

let current: Locale = initialLocale();
const listeners = new Set<() => void>();
setParaglideLocale(current, { reload: false });
applyToDocument(current);

/**
 * <html lang dir>, written only where it differs: a write to <html>'s attributes, even of the value it
 * has, makes the browser restyle every element of the page (selectors such as `[dir=rtl] *`).
 */
function applyToDocument(locale: Locale) {
  if (typeof document === "undefined") return;
  const html = document.documentElement;
  const set = (name: string, value: string) => {
    if (html.getAttribute(name) !== value) html.setAttribute(name, value);
  };
  set("lang", locale);
  set("dir", localeDir(locale));
  set("data-locale", locale);
}

/** The current interface language (outside React: formatters, toasts). */
export const getInterfaceLocale = (): Locale => current;

/**
 * Switches the interface language: the messages, <html lang dir>, and the cookie the server reads for
 * the next page's first screen. Listeners (the app's root) re-render.
 */
export function setInterfaceLocale(locale: Locale): void {
  if (typeof document !== "undefined") {
    document.cookie = `${LOCALE_COOKIE}=${locale}; path=/; max-age=${COOKIE_MAX_AGE}; samesite=lax`;
  }
  if (locale === current) return;
  current = locale;
  setParaglideLocale(locale, { reload: false });
  applyToDocument(locale);
  listeners.forEach((l) => l());
}

/** The learner chose "the browser's languages" again: the cookie goes, the browser's first language we have applies. */
export function followBrowserLocale(): void {
  if (typeof document !== "undefined") document.cookie = `${LOCALE_COOKIE}=; path=/; max-age=0; samesite=lax`;
  const locale = negotiateLocale(typeof navigator === "undefined" ? [] : (navigator.languages ?? [navigator.language]));
  if (locale === current) return;
  current = locale;
  setParaglideLocale(locale, { reload: false });
  applyToDocument(locale);
  listeners.forEach((l) => l());
}

const subscribe = (listener: () => void) => {
  listeners.add(listener);
  return () => listeners.delete(listener);
};

/** The interface language; the component re-renders when it changes. */
export function useInterfaceLocale(): Locale {
  return useSyncExternalStore(subscribe, getInterfaceLocale, getInterfaceLocale);
}
