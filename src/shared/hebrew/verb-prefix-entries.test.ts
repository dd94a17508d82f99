import { describe, expect, it } from "vitest";
import { NO_VERB_FOUND, prefixWithoutVerbCost } from "./verb-prefix-entries";
import type { HowStep } from "./reading-how";

const who = { isProperName: false, partOfSpeech: null, definitions: ["who is he?, who is it?"] };
const serpent = { isProperName: false, partOfSpeech: "m.", definitions: ["an excited serpent"] };
const count = { isProperName: false, partOfSpeech: null, definitions: ["to divide, distribute"] };

describe("prefixWithoutVerbCost", () => {
  it("makes a reading that takes a verb's prefix off and finds no verb a step dearer", () => {
    expect(prefixWithoutVerbCost([{ kind: "verb", form: "imperfect" }], [who])).toBe(NO_VERB_FOUND);
    expect(prefixWithoutVerbCost([{ kind: "prefix", letters: "ת" }], [serpent])).toBe(NO_VERB_FOUND);
    expect(prefixWithoutVerbCost([{ kind: "verb", form: "participle-m" }], [who, serpent])).toBe(NO_VERB_FOUND);
  });
  it("leaves one that finds a verb, one without a verb's prefix, or one with no entries", () => {
    expect(prefixWithoutVerbCost([{ kind: "verb", form: "imperfect", ending: "ו" }, { kind: "root", root: "final-weak" }], [who, count])).toBe(0);
    const steps: HowStep[] = [{ kind: "ending", ending: "ו" }];
    expect(prefixWithoutVerbCost(steps, [serpent])).toBe(0);
    expect(prefixWithoutVerbCost([{ kind: "verb", form: "imperfect" }], [{ isProperName: false, partOfSpeech: "Verb", definitions: ["take"] }])).toBe(0);
    expect(prefixWithoutVerbCost([{ kind: "verb", form: "participle" }], [serpent])).toBe(0);
    expect(prefixWithoutVerbCost([{ kind: "prefix", letters: "ת" }], [])).toBe(0);
  });
});
