import fs from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { createFreedictTranslator, firstTranslation, glossCandidates } from "./freedict-translator";
import { dictdNumber } from "./read-dictd";

const DIR = path.resolve(import.meta.dirname, "../../../../../shared/data/freedict");
const hasData = fs.existsSync(path.join(DIR, "freedict-eng-spa.index"));

describe("dictd and gloss rules", () => {
  it("reads dictd base64 numbers (SOURCES.md: house at a0R… → offset 109841)", () => {
    expect(dictdNumber("B")).toBe(1);
    expect(dictdNumber("BA")).toBe(64);
    expect(dictdNumber("a0R")).toBe(26 * 4096 + 52 * 64 + 17);
  });
  it("tries the whole gloss, then its parts, without 'to' or an article", () => {
    expect(glossCandidates("house, home")).toEqual(["house, home", "house", "home"]);
    expect(glossCandidates("to create (from nothing)")).toEqual(["to create", "create"]);
    expect(firstTranslation("house /haus/\ncasa, hogar\n")).toBe("casa");
    expect(firstTranslation("house /haus/\n")).toBeNull();
  });
});

describe.skipIf(!hasData)("FreeDict on the real dictionaries (../shared/data/freedict)", () => {
  const t = createFreedictTranslator(DIR);
  it("translates house into casa, casa, maison and casa", async () => {
    expect(await t.translate(["house"], "es")).toEqual(["casa"]);
    expect(await t.translate(["house"], "pt")).toEqual(["casa"]);
    expect(await t.translate(["house"], "fr")).toEqual(["maison"]);
    expect(await t.translate(["house"], "it")).toEqual(["casa"]);
  });
  it("uses a part of a gloss, and leaves a word it cannot find empty rather than guessing", async () => {
    expect((await t.translate(["house, home", "to eat", "qwxzv"], "es"))).toEqual(["casa", expect.any(String), null]);
  });
});
if (!hasData) console.warn("FreeDict tests skipped: ../shared/data/freedict is absent");
