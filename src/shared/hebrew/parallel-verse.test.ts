import { describe, expect, it } from "vitest";
import { decidesForEntry, decisiveStep, expectedPosition, nearness, parallelTranslation, parseParallel, PARALLEL_GLOSS_WORDS, weighedAgainstParallel, type ParallelVerse } from "./parallel-verse";
import { stemEnglish, translationOverlap } from "./translation-overlap";

// Genesis 1:1 as the lookup reads it: Onkelos' verse, and the Hebrew verse's lemmas (BDB's definitions
// through Strong's link, which names the wrong homograph of בָּרָא, and Strong's meaning).
const GENESIS_1_1: ParallelVerse = {
  t: "בְּקַדְמִין בְּרָא יְיָ יָת שְׁמַיָּא וְיָת אַרְעָא׃",
  l: [
    { p: 1, b: ["beginning", "chief"], s: "the first, in place, time, order or rank (specifically, a firstfruit)" },
    { p: 2, b: ["be fat", "to make yourself fat"], s: "(absolutely) to create; (qualified) to cut down (a wood), select, feed (as formative processes)" },
    { p: 3, b: ["rulers", "judges"], s: "gods in the ordinary sense; but specifically used (in the plural, thus, especially with the article) of the supreme God" },
    { p: 4, b: ["sign of the accusative"], s: "properly, self (but generally used to point out more definitely the object of a verb or preposition, even or namely)" },
    { p: 5, b: ["heavens", "sky"], s: "the sky (as aloft; the dual perhaps alluding to the visible arch in which the clouds move)" },
    { p: 7, b: ["earth", "land"], s: "to be firm; the earth (at large, or partitively a land)" },
  ],
};

describe("expectedPosition and nearness", () => {
  it("expects the Targum's word the same share of the way through the Hebrew verse", () => {
    expect(expectedPosition(1, 7, 7)).toBe(1);
    expect(expectedPosition(7, 7, 7)).toBe(7);
    expect(expectedPosition(4, 7, 4)).toBe(2.5);
    expect(expectedPosition(1, 1, 5)).toBe(1);
  });

  it("weighs lemmas near the word fully and far ones less, never nothing", () => {
    expect(nearness(3, 2)).toBe(1);
    expect(nearness(5, 2)).toBeLessThan(1);
    expect(nearness(20, 2)).toBeGreaterThan(0);
  });
});

describe("parallelTranslation", () => {
  it("weighs each lexicon's first gloss words of the lemmas near the word most", () => {
    const t = parallelTranslation(GENESIS_1_1, 2)!;
    expect(t.get(stemEnglish("create"))).toBe(1);
    expect(t.get(stemEnglish("fat"))).toBe(1);
    expect(t.get(stemEnglish("earth"))!).toBeLessThan(0.5);
    expect(t.has(stemEnglish("son"))).toBe(false);
    expect(t.has(stemEnglish("absolutely"))).toBe(false);
    expect(t.has(stemEnglish("properly"))).toBe(false);
  });

  it("reads only a lexicon's first gloss words", () => {
    const t = parallelTranslation({ t: "א", l: [{ p: 1, b: ["one two three four five six seven eight nine ten"], s: null }] }, 1)!;
    expect(t.size).toBe(PARALLEL_GLOSS_WORDS);
    expect(t.has(stemEnglish("ten"))).toBe(false);
  });

  it("lets the Targum's word find the Hebrew word it translates: בְּרָא 'to create', not 'son'", () => {
    const t = parallelTranslation(GENESIS_1_1, 2);
    const create = translationOverlap(t, ["to create"]);
    expect(create).toBeGreaterThan(translationOverlap(t, ["son, child"]));
    expect(decisiveStep(create)).toBeGreaterThan(0);
    expect(decisiveStep(translationOverlap(t, ["son, child"]))).toBe(0);
  });

  it("is null without lemmas: nothing changes", () => {
    expect(parallelTranslation(null, 1)).toBeNull();
    expect(parallelTranslation({ t: "א", l: [] }, 1)).toBeNull();
    expect(parallelTranslation({ t: "א", l: [{ p: 1, b: [], s: null }] }, 1)).toBeNull();
  });
});

describe("which entries the parallel verse speaks for", () => {
  it("weighs the Aramaic lexicons' entries and the biblical Aramaic ones, not the Hebrew verse's own biblical entries", () => {
    expect(weighedAgainstParallel({ source: "jastrow", language: "hebrew" })).toBe(true);
    expect(weighedAgainstParallel({ source: "bdb", language: "aramaic" })).toBe(true);
    expect(weighedAgainstParallel({ source: "strongs", language: "hebrew" })).toBe(false);
    expect(weighedAgainstParallel({ source: "bdb", language: "hebrew" })).toBe(false);
  });

  it("decides before the pointing only among the Targum's own lexicons' entries", () => {
    expect(decidesForEntry({ source: "jastrow" })).toBe(true);
    expect(decidesForEntry({ source: "bdb" })).toBe(false);
  });
});

describe("parseParallel", () => {
  it("reads the lookup's JSON column", () => {
    expect(parseParallel('{"t":"בְּרָא","l":[{"p":2,"b":["create"],"s":"to create"}]}')).toEqual({ t: "בְּרָא", l: [{ p: 2, b: ["create"], s: "to create" }] });
    expect(parseParallel('{"t":"א","l":[{"p":1,"b":null,"s":null},{"b":[]}]}')).toEqual({ t: "א", l: [{ p: 1, b: [], s: null }] });
    expect(parseParallel(null)).toBeNull();
    expect(parseParallel("not json")).toBeNull();
    expect(parseParallel('{"l":[]}')).toBeNull();
  });
});
