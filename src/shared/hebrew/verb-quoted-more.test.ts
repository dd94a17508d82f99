import { describe, expect, it } from "vitest";
import { verbQuotedMore, type QuotedEntry } from "./verb-quoted-more";

const verb = (uses?: number): QuotedEntry => ({ isProperName: false, partOfSpeech: null, definitions: ["to write"], ...(uses === undefined ? {} : { uses }) });
const noun = (uses?: number): QuotedEntry => ({ isProperName: false, partOfSpeech: "m.", definitions: ["verse"], ...(uses === undefined ? {} : { uses }) });

describe("verbQuotedMore", () => {
  it("holds where the reading's verb is quoted more than every word of the letters as written (כְּתִיב: כְּתַב 40, כְּתִיב 'written' 12)", () => {
    expect(verbQuotedMore([verb(40)], [noun(12)])).toBe(true);
    expect(verbQuotedMore([verb(12)], [noun(12)])).toBe(false);
    expect(verbQuotedMore([verb(5)], [noun(12), noun(3)])).toBe(false);
  });
  it("needs a verb quoted at all where the letters head nothing", () => {
    expect(verbQuotedMore([verb(1)], [])).toBe(true);
    expect(verbQuotedMore([verb(0)], [])).toBe(false);
    expect(verbQuotedMore([verb()], [])).toBe(false);
  });
  it("reads only the reading's verbs (a noun of the reading is no evidence for its grammar)", () => {
    expect(verbQuotedMore([noun(100)], [noun(1)])).toBe(false);
    expect(verbQuotedMore([noun(100), verb(2)], [noun(1)])).toBe(true);
  });
});
