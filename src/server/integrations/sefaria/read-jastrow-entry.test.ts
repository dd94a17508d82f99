import fs from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { readJastrowEntry } from "./read-jastrow-entry";
import { SefariaWordsSchema } from "./sefaria-types";

const FIXTURE = path.resolve(__dirname, "../../../../tests/support/fixtures/sefaria-words-jastrow.json");
const lookups = JSON.parse(fs.readFileSync(FIXTURE, "utf8")) as Record<string, unknown>;

describe("Jastrow entries from Sefaria's word lookup", () => {
  it("reads אבא: the Aramaic 'father' (ch.), headword without its homograph number, senses as text", () => {
    const entries = SefariaWordsSchema.parse(lookups["אבא"]).map(readJastrowEntry);
    const father = entries.find((e) => e?.id === "A00017")!;
    expect(father).toMatchObject({ headWords: ["אַבָּא"], homograph: "I", language: "aramaic", glosses: [], referenceTo: null });
    expect(father.definitions.join(" ")).toContain("my father");
    expect(father.definitions.join(" ")).not.toMatch(/<|>/);
    expect(father.definitions[0]).toMatch(/^Targ\. Gen\. XVII, 4/);
  });

  it("marks biblical Hebrew entries (b. h.) as Hebrew and numbers the senses", () => {
    const entries = SefariaWordsSchema.parse(lookups["אמר"]).map(readJastrowEntry);
    const hebrew = entries.filter((e) => e?.language === "hebrew");
    const aramaic = entries.filter((e) => e?.language === "aramaic");
    expect(hebrew.length).toBeGreaterThan(0);
    expect(aramaic.length).toBeGreaterThan(0);
    expect(entries.flatMap((e) => e?.definitions ?? []).some((d) => /^\d\)/.test(d))).toBe(true);
  });

  it("leaves other lexicons' entries out", () => {
    expect(readJastrowEntry({ headword: "אָב", parent_lexicon: "BDB Augmented Strong", content: { senses: [{ definition: "father" }] } })).toBeNull();
  });
});
