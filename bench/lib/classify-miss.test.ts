import { describe, expect, it } from "vitest";
import type { DictionaryEntry, WordReading } from "../../src/shared/api/dictionary";
import { classifyMiss, PATTERNS, type MissFacts } from "./classify-miss";

const entry = (word: string, definition: string, more: Partial<DictionaryEntry> = {}): DictionaryEntry => ({
  id: "00000000-0000-4000-8000-000000000000", source: "jastrow", sourceId: "X", word, transliteration: null, pronunciation: null,
  partOfSpeech: null, language: "aramaic", definitions: [definition], root: null, isProperName: false, referenceTo: null, crossRefs: [], linkedId: null, ...more,
});
const reading = (stemPlain: string, how = "", prefixPlain = ""): WordReading => ({ prefix: prefixPlain, prefixPlain, stem: stemPlain, stemPlain, how });
const accepted = (word: string, part_of_speech: string | null = null, definition: string | null = null) =>
  ({ source: "jastrow", source_id: "Y", word, word_plain: word.replace(/[\u0591-\u05C7]/g, ""), language: "aramaic", part_of_speech, definition });
const facts = (f: Partial<MissFacts>): MissFacts => ({ word: "", shown: null, reading: null, accepted: [], category: "talmud", ...f });

describe("classifyMiss", () => {
  it("names the patterns of the 'other' misses", () => {
    expect(PATTERNS[classifyMiss(facts({ word: "אִיעֲרַב", accepted: [accepted("עֲרַב", null, "to mix")] }))]).toBe("nothing found");
    // דְּלָא read whole as a form of דְּלֵי, where ד + לָא is the word.
    expect(PATTERNS[classifyMiss(facts({ word: "דְּלָא", shown: entry("דְּלֵי", "to be suspended"), reading: reading("דלא", "= דְּלֵי"), accepted: [accepted("לָא")] }))])
      .toBe("whole word another entry's form, not proclitic+word");
    // בֶּן read as the hollow root בּוּן 'to understand'.
    expect(PATTERNS[classifyMiss(facts({ word: "בֶּן", shown: entry("בּוּן", "to understand"), reading: reading("בון", "hollow root"), accepted: [accepted("בֵּן", "m.", "son")] }))])
      .toBe("letter put back: another root's word");
    // מוֹשַׁב read as the participle of יָשַׁב, where it is the noun מוֹשָׁב.
    expect(PATTERNS[classifyMiss(facts({ word: "מוֹשַׁב", shown: entry("יָשַׁב", "to sit down"), reading: reading("ישב", "participle of a פ״י root"), accepted: [accepted("מוֹשָׁב", "m.", "seat")] }))])
      .toBe("noun read as a verb form");
  });

  it("keeps a rare whole word beating proclitic + word apart from a verb read as a noun", () => {
    expect(PATTERNS[classifyMiss(facts({ word: "דְּאִי", shown: entry("דַּאי", "sufficiency", { partOfSpeech: "m." }), reading: reading("דאי"), accepted: [accepted("אִי")] }))])
      .toBe("rare word / name beating prefix + frequent word");
    expect(PATTERNS[classifyMiss(facts({ word: "בָּרוּךְ", shown: entry("בָּרוּךְ", "the neck", { partOfSpeech: "m." }), reading: reading("ברוך"), accepted: [accepted("בָּרַךְ", "verb", "bless")] }))])
      .toBe("verb as noun, name first, numeral");
  });
});
