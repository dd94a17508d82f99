import { describe, expect, it } from "vitest";
import { categoryOf } from "./book-category";

// The `categories` of Sefaria's own records (../shared/data/sefaria: schemas/Genesis.json,
// tanakh/Onkelos_Genesis.he-arc.merged.json, schemas/Mishnah_Berakhot.json, schemas/Berakhot.json).
describe("categoryOf: the category a Sefaria text is read with", () => {
  it("reads a Targum filed under the Tanakh as a Targum, the rest by their first categories", () => {
    expect(categoryOf({ categories: ["Tanakh", "Torah"] })).toBe("Tanakh");
    expect(categoryOf({ categories: ["Tanakh", "Targum", "Onkelos", "Torah"] })).toBe("Targum");
    expect(categoryOf({ categories: ["Mishnah", "Seder Zeraim"] })).toBe("Mishnah");
    expect(categoryOf({ categories: ["Talmud", "Bavli", "Seder Zeraim"] })).toBe("Talmud");
  });

  it("leaves out what the reader cannot number", () => {
    expect(categoryOf({ categories: ["Talmud", "Yerushalmi", "Seder Zeraim"] })).toBeNull();
    expect(categoryOf({ categories: ["Midrash", "Aggadic Midrash"] })).toBeNull();
    expect(categoryOf({ categories: [] })).toBeNull();
  });
});
