import fs from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { parsePartsOfSpeech, partOfSpeechName } from "./parse-parts-of-speech";

const DIR = path.resolve(process.cwd(), "../shared/data/openscriptures-hebrewlexicon");
const hasData = fs.existsSync(path.join(DIR, "BDBPartsOfSpeech.xml"));

describe.skipIf(!hasData)("parts-of-speech keys", () => {
  it("names BDB's and Strong's codes from the real keys", () => {
    const bdb = parsePartsOfSpeech(fs.readFileSync(path.join(DIR, "BDBPartsOfSpeech.xml"), "utf8"));
    const strongs = parsePartsOfSpeech(fs.readFileSync(path.join(DIR, "PartsOfSpeech.xml"), "utf8"));
    expect(bdb.size).toBeGreaterThan(100);
    expect(partOfSpeechName("n.m", bdb)).toBe("Noun Masculine");
    expect(partOfSpeechName("n.pr.m", bdb)).toBe("Proper Name Masculine");
    expect(partOfSpeechName("n.[m.]", bdb)).toBe("Noun Masculine");
    expect(partOfSpeechName("vb", bdb)).toBe(bdb.get("vb"));
    expect(partOfSpeechName("zz.qq", bdb)).toBe("zz.qq");
    expect(partOfSpeechName(null, bdb)).toBeNull();
    expect(partOfSpeechName("n-m", strongs)).toBe(strongs.get("n-m"));
    expect(strongs.get("n-m")).toMatch(/Noun/);
  });
});
