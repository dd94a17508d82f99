import { describe, expect, it } from "vitest";
import { BUILT_IN_DOMAINS } from "../domain";
import { builtInDomainLabel } from "./domain-label";
import { LOCALES } from "./locales";

describe("the built-in domains' tab labels", () => {
  it("are the spec's names, each capitalised alike: Modern, Biblical, Talmud, Mishna", () => {
    expect(BUILT_IN_DOMAINS.map((d) => builtInDomainLabel(d, "en"))).toEqual(["Modern", "Biblical", "Talmud", "Mishna"]);
  });

  it("begin with a capital in every interface language with capitals (Hebrew has none)", () => {
    for (const locale of LOCALES.filter((l) => l !== "he")) {
      for (const d of BUILT_IN_DOMAINS) {
        const label = builtInDomainLabel(d, locale);
        expect(label[0], `${locale} ${d}: ${label}`).toBe(label[0]!.toLocaleUpperCase(locale));
      }
    }
    expect(BUILT_IN_DOMAINS.map((d) => builtInDomainLabel(d, "he"))).toEqual(["מודרנית", "מקראית", "תלמוד", "משנה"]);
  });
});
