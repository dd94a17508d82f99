import { describe, expect, it } from "vitest";
import { MISHNAH_ORDERS } from "../texts/mishnah-orders";
import { firstPagesRange, IMPORTABLE_TITLES, mishnahTitleOf, setupMishnahTitles, setupTalmudTitles, tractateOfMishnahTitle } from "./importable-titles";
import { BUILT_IN_COLLECTIONS } from "../texts/built-in-collections";

describe("the Mishnah's tractates 'Set up the library' imports (SETUP_MISHNAH)", () => {
  it("all: the 63 in the order of the orders, by the texts library's titles", () => {
    const all = setupMishnahTitles("all");
    expect(all).toHaveLength(63);
    expect(all.slice(0, 2)).toEqual(["Mishnah Berakhot", "Mishnah Peah"]);
    expect(all).toContain("Pirkei Avot");
    expect(all).toEqual(MISHNAH_ORDERS.flatMap((o) => o.tractates).map(mishnahTitleOf));
    expect(all.every((t) => IMPORTABLE_TITLES.some((i) => i.title === t && i.category === "Mishnah"))).toBe(true);
  });

  it("none, or tractates by name (any case, with or without 'Mishnah'); an unknown name is asked for as written", () => {
    expect(setupMishnahTitles(" None ")).toEqual([]);
    expect(setupMishnahTitles("Berakhot, avot,Mishnah Peah")).toEqual(["Mishnah Berakhot", "Pirkei Avot", "Mishnah Peah"]);
    expect(setupMishnahTitles("Tosefta Berakhot")).toEqual(["Mishnah Tosefta Berakhot"]);
    expect(setupMishnahTitles("Mishnah Nowhere")).toEqual(["Mishnah Nowhere"]);
  });

  it("names a tractate as the texts library does", () => {
    expect(mishnahTitleOf("Bava Kamma")).toBe("Mishnah Bava Kamma");
    expect(mishnahTitleOf("Avot")).toBe("Pirkei Avot");
    for (const tractate of MISHNAH_ORDERS.flatMap((o) => o.tractates)) expect(tractateOfMishnahTitle(mishnahTitleOf(tractate))).toBe(tractate);
  });
});

describe("the Talmud's tractates whose first pages 'Set up the library' imports (SETUP_TALMUD, SETUP_TALMUD_AMUDIM)", () => {
  it("all: the Bavli's 37, each the title of a Talmud collection; none: nothing", () => {
    const all = setupTalmudTitles("all");
    expect(all).toHaveLength(37);
    expect(all.slice(0, 3)).toEqual(["Berakhot", "Shabbat", "Eruvin"]);
    const collections = new Set(BUILT_IN_COLLECTIONS.filter((c) => c.domain === "aramaic").map((c) => c.name));
    expect(all.filter((t) => !collections.has(t))).toEqual([]);
    // The one Talmud collection the texts library has no Bavli text for: Shekalim (the Jerusalem Talmud's, printed in the Vilna Shas).
    expect([...collections].filter((c) => !all.includes(c))).toEqual(["Shekalim"]);
    expect(setupTalmudTitles(" None ")).toEqual([]);
    expect(setupTalmudTitles("ALL")).toEqual(all);
  });

  it("names, in any case, are written as the library writes them; a name it does not list is asked for as it is", () => {
    expect(setupTalmudTitles("berakhot, bava metzia ,,Tamid")).toEqual(["Berakhot", "Bava Metzia", "Tamid"]);
    expect(setupTalmudTitles("Shekalim")).toEqual(["Shekalim"]);
  });

  it("a tractate's first pages from 2a, and from 25b for Tamid", () => {
    expect(firstPagesRange("Berakhot", 4)).toBe("2a-3b");
    expect(firstPagesRange("Shabbat", 1)).toBe("2a-2a");
    expect(firstPagesRange("Sukkah", 2)).toBe("2a-2b");
    expect(firstPagesRange("Tamid", 4)).toBe("25b-27a");
    expect(firstPagesRange("Niddah", 16)).toBe("2a-9b");
  });
});
