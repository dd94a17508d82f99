import fs from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { categoryOf } from "./book-category";

const SEFARIA = path.resolve(__dirname, "../../../../shared/data/sefaria");
const categoriesIn = (file: string): string[] => (JSON.parse(fs.readFileSync(path.join(SEFARIA, file), "utf8")) as { categories: string[] }).categories;

describe("categoryOf: the category a Sefaria text is read with", () => {
  it.skipIf(!fs.existsSync(SEFARIA))("reads Sefaria's own records (../shared/data/sefaria): a Targum filed under the Tanakh is a Targum", () => {
    expect(categoryOf({ categories: categoriesIn("schemas/Genesis.json") })).toBe("Tanakh");
    expect(categoryOf({ categories: categoriesIn("tanakh/Onkelos_Genesis.he-arc.merged.json") })).toBe("Targum");
    expect(categoryOf({ categories: categoriesIn("schemas/Mishnah_Berakhot.json") })).toBe("Mishnah");
    expect(categoryOf({ categories: categoriesIn("schemas/Berakhot.json") })).toBe("Talmud");
  });

  it("leaves out what the reader cannot number", () => {
    expect(categoryOf({ categories: ["Talmud", "Yerushalmi", "Seder Zeraim"] })).toBeNull();
    expect(categoryOf({ categories: ["Midrash", "Aggadic Midrash"] })).toBeNull();
    expect(categoryOf({ categories: [] })).toBeNull();
  });
});
