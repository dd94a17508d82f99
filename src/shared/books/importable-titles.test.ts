import { describe, expect, it } from "vitest";
import { MISHNAH_ORDERS } from "../texts/mishnah-orders";
import { IMPORTABLE_TITLES, mishnahTitleOf, setupMishnahTitles, tractateOfMishnahTitle } from "./importable-titles";

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
