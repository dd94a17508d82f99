import fs from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { amudChapter, fixturePages, fixtureTexts } from "../../tests/support/sefaria-fixture-pages";
import { GOLD_DIR, goldFiles, mishnahBookOf, mishnahTitleOf, talmudPageOf } from "./score-gold";

describe("a gold file's Talmud page (score-gold#talmudPageOf)", () => {
  it("reads the tractate and the amud from a page's file name, under ../shared/data or in the repository", () => {
    expect(talmudPageOf("sefaria/api-v1-texts/Berakhot_34b.texts.json")).toEqual({ tractate: "Berakhot", amud: "34b" });
    expect(talmudPageOf("tests/fixtures/sefaria-pages/Bava_Metzia_2a.texts.json")).toEqual({ tractate: "Bava Metzia", amud: "2a" });
  });

  it("reads an amud past 9b the same way, and places it at its chapter counted from 1a (Taanit 23a is 45)", () => {
    expect(talmudPageOf("tests/fixtures/sefaria-pages/Taanit_23a.texts.json")).toEqual({ tractate: "Taanit", amud: "23a" });
    expect(talmudPageOf("Taanit 23a")).toEqual({ tractate: "Taanit", amud: "23a" });
    expect(talmudPageOf("tests/fixtures/sefaria-pages/Berakhot_34b.texts.json")).toEqual({ tractate: "Berakhot", amud: "34b" });
    expect(amudChapter("23a")).toBe(45);
    expect(amudChapter("34b")).toBe(68);
  });

  it("finds every Talmud tune file's pages among the pages the bench imports (../shared/data's Berakhot 2a and 34b, the fixture pages)", () => {
    const imported = new Set(["Berakhot 2a", "Berakhot 34b", ...fixturePages().map((p) => p.ref)]);
    for (const name of goldFiles("tune")) {
      const { file, files, category } = JSON.parse(fs.readFileSync(path.join(GOLD_DIR, name), "utf8")) as { file: string; files?: string[]; category: string };
      if (category !== "talmud") continue;
      for (const f of files ?? [file]) {
        const page = talmudPageOf(f);
        expect(page, `${name}: ${f}`).not.toBeNull();
        expect(imported.has(`${page!.tractate} ${page!.amud}`), `${name}: ${f}`).toBe(true);
      }
    }
    expect(goldFiles("tune")).toContain("taanit-23a.tune.json");
  });

  it("else from the text's name, and nothing from a name that is not a page", () => {
    expect(talmudPageOf("Bava Metzia 2a")).toEqual({ tractate: "Bava Metzia", amud: "2a" });
    expect(talmudPageOf("Shabbat 2a–2b")).toEqual({ tractate: "Shabbat", amud: "2a" });
    expect(talmudPageOf("Mishnah Berakhot 2")).toBeNull();
    expect(talmudPageOf("sefaria/mishnah/Mishnah_Berakhot.he.merged.json")).toBeNull();
  });
});

describe("a gold file's Mishnah tractate (score-gold#mishnahTitleOf, mishnahBookOf)", () => {
  const books = { mishnah: { "Mishnah Berakhot": "book-berakhot", "Pirkei Avot": "book-avot" } };

  it("reads the title from the merged file's name, under ../shared/data or in the repository", () => {
    expect(mishnahTitleOf("sefaria/mishnah/Mishnah_Berakhot.he.merged.json")).toBe("Mishnah Berakhot");
    expect(mishnahTitleOf("tests/fixtures/sefaria-pages/Pirkei_Avot.he.merged.json")).toBe("Pirkei Avot");
    expect(mishnahTitleOf("tests/fixtures/sefaria-pages/Pirkei_Avot.en.merged.json")).toBe("Pirkei Avot");
    expect(mishnahTitleOf("sefaria/api-v1-texts/Berakhot_2a.texts.json")).toBeNull();
  });

  it("else from the text's name less its chapters", () => {
    expect(mishnahTitleOf("Mishnah Berakhot 2")).toBe("Mishnah Berakhot");
    expect(mishnahTitleOf("Pirkei Avot 1–2")).toBe("Pirkei Avot");
    expect(mishnahTitleOf("Pirkei Avot 1:1-1:18")).toBe("Pirkei Avot");
    expect(mishnahTitleOf("Pirkei Avot")).toBe("Pirkei Avot");
  });

  it("places a file's words in its own tractate's book, by its file before its text, and refuses a tractate the bench has not imported", () => {
    expect(mishnahBookOf({ file: "sefaria/mishnah/Mishnah_Berakhot.he.merged.json", text: "Mishnah Berakhot 3" }, "b", books)).toBe("book-berakhot");
    expect(mishnahBookOf({ file: "tests/fixtures/sefaria-pages/Pirkei_Avot.he.merged.json", text: "Pirkei Avot 1–2" }, "a", books)).toBe("book-avot");
    expect(mishnahBookOf({ file: "tests/fixtures/sefaria-pages/Pirkei_Avot.he.merged.json", text: "Mishnah Berakhot 1" }, "a", books)).toBe("book-avot");
    expect(mishnahBookOf({ file: "", text: "Pirkei Avot 2" }, "a", books)).toBe("book-avot");
    expect(() => mishnahBookOf({ file: "tests/fixtures/sefaria-pages/Mishnah_Peah.he.merged.json", text: "Mishnah Peah 1" }, "p.json", books)).toThrow(/holds no Mishnah Peah/);
  });

  it("finds every Mishnah gold file's tractate among the texts the bench imports (Mishnah Berakhot, the fixture texts), by its header", () => {
    const imported = Object.fromEntries(["Mishnah Berakhot", ...fixtureTexts().map((t) => t.title)].map((t) => [t, t]));
    const placed = new Map<string, string>();
    for (const name of goldFiles()) {
      const { file, text, category } = JSON.parse(fs.readFileSync(path.join(GOLD_DIR, name), "utf8")) as { file: string; text: string; category: string };
      if (category === "mishnah") placed.set(name, mishnahBookOf({ file, text }, name, { mishnah: imported }));
    }
    expect(placed.get("mishnah-berakhot-1.tune.json")).toBe("Mishnah Berakhot");
    expect(placed.get("mishnah-avot-1-2.held-out.json")).toBe("Pirkei Avot");
  });
});
