import { afterAll, describe, expect, it } from "vitest";
import { formatDate, formatIntervalShort, formatList, formatNumber, formatPercent, formatRelativeTime, pluralCategory } from "./format";
import { m, setInterfaceLocale } from "./i18n";

afterAll(() => setInterfaceLocale("en"));

/** Numbers, dates, relative times and plurals follow the interface language (Intl), as do the catalogue's plurals. */
describe("formatting in the interface language", () => {
  const now = Date.UTC(2026, 10, 25, 12);
  it("English", () => {
    setInterfaceLocale("en");
    expect(formatNumber(12345.5)).toBe("12,345.5");
    expect(formatPercent(0.42)).toBe("42%");
    expect(formatDate(Date.UTC(2026, 0, 5, 12), { dateStyle: "long", timeZone: "UTC" })).toBe("January 5, 2026");
    expect(formatRelativeTime(now - 3 * 86_400_000, now)).toBe("3 days ago");
    expect(formatRelativeTime(now + 2 * 3_600_000, now)).toBe("in 2 hours");
    expect(formatList(["a", "b", "c"])).toBe("a, b, and c");
    expect(m.common_word_count({ count: 1 })).toBe("1 word");
    expect(m.common_word_count({ count: 5 })).toBe("5 words");
  });

  it("Hebrew, with its dual", () => {
    setInterfaceLocale("he");
    expect(formatRelativeTime(now - 86_400_000, now)).toBe("אתמול");
    expect(formatDate(Date.UTC(2026, 0, 5, 12), { dateStyle: "long", timeZone: "UTC" })).toBe("5 בינואר 2026");
    expect(pluralCategory(2)).toBe("two");
    expect([1, 2, 7].map((count) => m.common_word_count({ count }))).toEqual(["מילה אחת", "שתי מילים", "7 מילים"]);
    // A learning step's interval in words: no '<' before Hebrew (it stood on the wrong side, read as '>').
    expect(formatIntervalShort(30_000)).toBe("עד 1 דק׳");
    expect(formatIntervalShort(10 * 60_000)).toBe("עד 10 דק׳");
    expect(formatIntervalShort(5 * 3_600_000)).toBe("5 שע׳");
    setInterfaceLocale("en");
    expect(formatIntervalShort(30_000)).toBe("<1m");
    setInterfaceLocale("fr");
    expect(formatIntervalShort(30_000)).toBe("<1min");
  });

  it("whole numbers are written as Intl writes them, in every interface language, without building Intl", () => {
    const samples = [0, 1, 7, 12, 999, 1000, 1234, 9999, 10_000, 12_345, 99_999, 100_000, 123_456, 1_000_000, 12_345_678, 2 ** 40, Number.MAX_SAFE_INTEGER];
    for (const locale of ["en", "he", "es", "pt", "fr", "it"] as const) {
      setInterfaceLocale(locale);
      const intl = new Intl.NumberFormat(locale);
      for (const n of samples) expect(formatNumber(n), `${locale} ${n}`).toBe(intl.format(n));
      for (const n of [-1234, 0.5, 1234.5]) expect(formatNumber(n), `${locale} ${n}`).toBe(intl.format(n));
    }
  });

  it("Spanish, French, Portuguese and Italian", () => {
    setInterfaceLocale("es");
    expect(formatNumber(12345.5)).toBe("12.345,5");
    expect(formatRelativeTime(now - 3 * 86_400_000, now)).toBe("hace 3 días");
    expect(m.common_word_count({ count: 3 })).toBe("3 palabras");
    setInterfaceLocale("fr");
    expect(formatPercent(0.42).replace(/\s/g, " ")).toBe("42 %"); // a no-break space, narrow or not by ICU version
    expect(formatList(["a", "b"])).toBe("a et b");
    setInterfaceLocale("pt");
    expect(formatRelativeTime(now + 86_400_000, now)).toBe("amanhã");
    setInterfaceLocale("it");
    expect(formatDate(Date.UTC(2026, 0, 5, 12), { dateStyle: "long", timeZone: "UTC" })).toBe("5 gennaio 2026");
  });

  // Each of Hebrew, Spanish and French: a number, a date, a relative time either way and the plurals a count picks.
  const march14 = Date.UTC(2026, 2, 14, 12);
  it("Hebrew: numbers, dates, relative times and plurals", () => {
    setInterfaceLocale("he");
    expect(formatNumber(1234567.25)).toBe("1,234,567.25");
    expect(formatDate(march14, { dateStyle: "long", timeZone: "UTC" })).toBe("14 במרץ 2026");
    expect(formatRelativeTime(now - 3 * 86_400_000, now)).toBe("לפני 3 ימים");
    expect(formatRelativeTime(now + 2 * 3_600_000, now)).toContain("בעוד שעתיים");
    expect([1, 2, 0].map(pluralCategory)).toEqual(["one", "two", "other"]);
  });

  it("Spanish: numbers, dates, relative times and plurals", () => {
    setInterfaceLocale("es");
    expect(formatNumber(1234567.25)).toBe("1.234.567,25");
    expect(formatDate(march14, { dateStyle: "long", timeZone: "UTC" })).toBe("14 de marzo de 2026");
    expect(formatRelativeTime(now + 2 * 3_600_000, now)).toBe("dentro de 2 horas");
    expect(formatRelativeTime(now - 86_400_000, now)).toBe("ayer");
    expect([1, 2, 0].map(pluralCategory)).toEqual(["one", "other", "other"]);
    expect([1, 2].map((count) => m.common_word_count({ count }))).toEqual(["1 palabra", "2 palabras"]);
  });

  it("French: numbers, dates, relative times and plurals (0 and 1 are singular)", () => {
    setInterfaceLocale("fr");
    expect(formatNumber(1234567.25).replace(/\s/g, " ")).toBe("1 234 567,25"); // a no-break space, narrow or not by ICU version
    expect(formatDate(march14, { dateStyle: "long", timeZone: "UTC" })).toBe("14 mars 2026");
    expect(formatRelativeTime(now - 3 * 86_400_000, now)).toBe("il y a 3 jours");
    expect(formatRelativeTime(now - 86_400_000, now)).toBe("hier");
    expect([0, 1, 2].map(pluralCategory)).toEqual(["one", "one", "other"]);
    expect([0, 1, 2].map((count) => m.common_word_count({ count }))).toEqual(["0 mot", "1 mot", "2 mots"]);
  });
});
