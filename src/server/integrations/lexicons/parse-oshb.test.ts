import fs from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { parseOshbBook } from "./parse-oshb";

const GEN = path.resolve(process.cwd(), "../shared/data/openscriptures-morphhb/Gen.xml");
const hasGen = fs.existsSync(GEN);
if (!hasGen) console.warn(`skipped: ${GEN} is absent`);

describe.skipIf(!hasGen)("parseOshbBook on the real Gen.xml", () => {
  const words = hasGen ? parseOshbBook(fs.readFileSync(GEN, "utf8")) : [];

  it("reads all 20,629 words of Genesis with their place, proclitics, Strong's number, and the attributes they come from", () => {
    expect(words).toHaveLength(20_629);
    expect(words.slice(0, 3)).toEqual([
      { chapter: 1, verse: 1, surface: "בְּרֵאשִׁ֖ית".normalize("NFC"), prefix: "ב", strong: "H7225", parts: "בְּ/רֵאשִׁ֖ית".normalize("NFC"), lemma: "b/7225", morph: "HR/Ncfsa" },
      { chapter: 1, verse: 1, surface: "בָּרָ֣א".normalize("NFC"), prefix: "", strong: "H1254", parts: "בָּרָ֣א".normalize("NFC"), lemma: "1254 a", morph: "HVqp3ms" },
      { chapter: 1, verse: 1, surface: "אֱלֹהִ֑ים".normalize("NFC"), prefix: "", strong: "H430", parts: "אֱלֹהִ֑ים".normalize("NFC"), lemma: "430", morph: "HNcmpa" },
    ]);
    expect(words.find((w) => w.chapter === 1 && w.verse === 2)).toMatchObject({ chapter: 1, verse: 2, surface: "וְהָאָ֗רֶץ".normalize("NFC"), prefix: "וה", strong: "H776" });
    expect(words.at(-1)).toMatchObject({ chapter: 50, verse: 26 });
    expect(new Set(words.map((w) => `${w.chapter}:${w.verse}`)).size).toBe(1533);
  });

  it("gives a preposition with a suffix alone (לוֹ) no proclitic and no number", () => {
    const lo = words.find((w) => w.surface.replace(/[\u0591-\u05AF]/g, "") === "לוֹ");
    expect(lo).toMatchObject({ prefix: "", strong: null });
  });
});
