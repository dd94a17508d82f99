import { describe, expect, it } from "vitest";
import { negotiateLocale, parseAcceptLanguage, requestLocale } from "./locales";

describe("interface locales", () => {
  it("read Accept-Language by weight, keeping the order of equal weights", () => {
    expect(parseAcceptLanguage("fr-CH, fr;q=0.9, en;q=0.8, de;q=0.7, *;q=0.5")).toEqual(["fr-CH", "fr", "en", "de"]);
    expect(parseAcceptLanguage("de;q=0.5, pt-BR, he;q=0")).toEqual(["pt-BR", "de"]);
    expect(parseAcceptLanguage("")).toEqual([]);
  });

  it("take the first browser language the interface has, by its primary subtag", () => {
    expect(negotiateLocale(["de-DE", "pt-BR", "en"])).toBe("pt");
    expect(negotiateLocale(["iw-IL"])).toBe("he");
    expect(negotiateLocale(["ja", "zh"])).toBe("en");
  });

  it("prefer the learner's setting, then the cookie, then Accept-Language", () => {
    expect(requestLocale({ setting: "it", cookie: "es", acceptLanguage: "he" })).toBe("it");
    expect(requestLocale({ setting: null, cookie: "es", acceptLanguage: "he" })).toBe("es");
    expect(requestLocale({ cookie: "xx", acceptLanguage: "he-IL,en;q=0.5" })).toBe("he");
  });
});
