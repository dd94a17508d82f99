import fs from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { createStrongsParser, type StrongsEntry } from "./parse-strongs";

const FILE = path.resolve(process.cwd(), "../shared/data/openscriptures-hebrewlexicon/HebrewStrong.xml");
const hasData = fs.existsSync(FILE);

describe.skipIf(!hasData)("the Strong's parser on the real HebrewStrong.xml", () => {
  it("streams 8,674 entries: 5,393 Hebrew, 653 Aramaic, 2,628 proper names, with CRLF", async () => {
    const entries: StrongsEntry[] = [];
    const p = createStrongsParser((e) => entries.push(e));
    const decoder = new TextDecoder();
    for await (const chunk of fs.createReadStream(FILE, { highWaterMark: 16 * 1024 })) p.write(decoder.decode(chunk as Buffer, { stream: true }));
    p.close();
    expect(entries).toHaveLength(8674);
    expect(entries.filter((e) => e.isProperName)).toHaveLength(2628);
    expect(entries.filter((e) => e.language === "aramaic")).toHaveLength(653);
    expect(entries.filter((e) => e.language === "hebrew" && !e.isProperName)).toHaveLength(5393);
    expect(entries[0]).toMatchObject({
      strongId: "H1", word: "אָב".normalize("NFC"), language: "hebrew", posCode: "n-m", transliteration: "ʼâb", pronunciation: "awb",
      definitions: ["father, in a literal and immediate, or figurative and remote application", "chief, (fore-) father(-less), × patrimony, principal. Compare names in 'Abi-'."],
      origin: "a primitive word;",
    });
    expect(entries[1]).toMatchObject({ strongId: "H2", language: "aramaic", crossRefs: ["H1"], definitions: ["father."] });
    expect(entries[4]).toMatchObject({ strongId: "H5", isProperName: true, posCode: "n-pr-m" });
  });
});
