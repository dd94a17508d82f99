import type { Language } from "../domain";

/**
 * The interface's languages (messages/{locale}.json, compiled by scripts/compile-messages.mjs into
 * src/paraglide). English is the source: the spec's texts, word for word. Kept in step with the
 * compiler's LOCALES (tests/lint/catalogue.test.ts checks it).
 */
export const LOCALES = ["en", "he", "es", "pt", "fr", "it"] as const;
export type Locale = (typeof LOCALES)[number];
export const BASE_LOCALE: Locale = "en";

/** Each language's name in itself: what the picker shows, whatever the current interface language. */
export const LOCALE_NAMES: Record<Locale, string> = {
  en: "English",
  he: "עברית",
  es: "Español",
  pt: "Português",
  fr: "Français",
  it: "Italiano",
};

/** The cookie the client writes with the interface language, so the server's first screen is in it before any script. */
export const LOCALE_COOKIE = "milim-locale";

export const isLocale = (value: unknown): value is Locale => typeof value === "string" && (LOCALES as readonly string[]).includes(value);

export const localeDir = (locale: Locale): "rtl" | "ltr" => (locale === "he" ? "rtl" : "ltr");

/** A language tag ("pt-BR", "iw", "he-IL", "FR") as one of ours, or null. */
export function localeFromTag(tag: string): Locale | null {
  const primary = tag.trim().toLowerCase().split(/[-_]/)[0] ?? "";
  if (primary === "iw") return "he"; // the old code for Hebrew, still sent by some systems
  return isLocale(primary) ? primary : null;
}

/** The first of the browser's languages (navigator.languages, in order) that the interface has; English otherwise. */
export function negotiateLocale(languages: readonly string[]): Locale {
  for (const tag of languages) {
    const locale = localeFromTag(tag);
    if (locale) return locale;
  }
  return BASE_LOCALE;
}

/** Accept-Language ("he-IL,he;q=0.9,en;q=0.8") as tags by preference (q=0 left out; equal q keep their order). */
export function parseAcceptLanguage(header: string | null | undefined): string[] {
  if (!header) return [];
  return header
    .split(",")
    .map((part, index) => {
      const [tag = "", ...params] = part.trim().split(";");
      const q = params.map((p) => p.trim()).find((p) => p.startsWith("q="));
      const weight = q ? Number(q.slice(2)) : 1;
      return { tag: tag.trim(), weight: Number.isFinite(weight) ? weight : 0, index };
    })
    .filter((t) => t.tag && t.tag !== "*" && t.weight > 0)
    .sort((a, b) => b.weight - a.weight || a.index - b.index)
    .map((t) => t.tag);
}

/** The gloss language that goes with an interface language, where the words have one (Hebrew: none). */
export const GLOSS_LANGUAGE_OF: Record<Locale, Language | null> = {
  en: "english",
  he: null,
  es: "spanish",
  pt: "portuguese",
  fr: "french",
  it: "italian",
};

/** The interface language of a request: the learner's setting, else the cookie the client wrote, else Accept-Language. */
export function requestLocale(options: { setting?: Locale | null; cookie?: string | null; acceptLanguage?: string | null }): Locale {
  if (options.setting) return options.setting;
  if (isLocale(options.cookie)) return options.cookie;
  return negotiateLocale(parseAcceptLanguage(options.acceptLanguage));
}
