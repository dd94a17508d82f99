import fs from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { EXTRA_LANGUAGES, flattenSegments, SefariaTextSchema, versionLanguage } from "./sefaria-types";

const DATA = path.resolve(process.cwd(), "../shared/data/sefaria");
const hasData = fs.existsSync(DATA);

describe("Sefaria answers", () => {
  it("flattens segments of any depth, keeping an empty one in its place so verse numbers stay aligned", () => {
    expect(flattenSegments(["a", "", ["b", ["c"]]])).toEqual(["a", "", "b", "c"]);
    expect(flattenSegments("")).toEqual([]);
  });

  it.skipIf(!hasData)("finds the Spanish, French, Italian and Portuguese versions in a real versions list", () => {
    const genesis = SefariaTextSchema.parse(JSON.parse(fs.readFileSync(path.join(DATA, "api-v1-texts/Genesis_43.texts.json"), "utf8")));
    const found = new Map<string, string>();
    for (const v of genesis.versions ?? []) {
      const lang = versionLanguage(v);
      if (lang in EXTRA_LANGUAGES && !found.has(lang)) found.set(lang, v.versionTitle);
    }
    // Sefaria lists every translation in the "en" slot; the [xx] suffix (or actualLanguage) tells.
    expect(Object.fromEntries(found)).toEqual({
      fr: "Bible du Rabbinat 1899 [fr]",
      it: "Il Pentateuco. Traduzione italiana di Samuel David Luzzatto, 1872 [it]",
    });
    const berakhot = SefariaTextSchema.parse(JSON.parse(fs.readFileSync(path.join(DATA, "api-v1-texts/Berakhot_2a.texts.json"), "utf8")));
    expect((berakhot.versions ?? []).map(versionLanguage)).toContain("de"); // actualLanguage
    expect((berakhot.versions ?? []).filter((v) => versionLanguage(v) in EXTRA_LANGUAGES)).toEqual([]);
  });
});
