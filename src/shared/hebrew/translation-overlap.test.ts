import { describe, expect, it } from "vitest";
import { FAR_WEIGHT, glossWords, nearTranslation, ownTranslationFirst, PLAIN_WEIGHT, stemEnglish, translationOverlap, translationWords } from "./translation-overlap";

describe("stemEnglish", () => {
  it("brings the inflected forms of a word together", () => {
    expect(stemEnglish("priests")).toBe(stemEnglish("priest"));
    expect(stemEnglish("entered")).toBe(stemEnglish("enter"));
    expect(stemEnglish("eating")).toBe(stemEnglish("eat"));
    expect(stemEnglish("recites")).toBe(stemEnglish("recite"));
    expect(stemEnglish("recited")).toBe(stemEnglish("recite"));
    expect(stemEnglish("studies")).toBe(stemEnglish("study"));
    expect(stemEnglish("blessings")).toBe(stemEnglish("blessing"));
    expect(stemEnglish("Torah's")).toBe(stemEnglish("torah"));
  });

  it("leaves words apart that differ", () => {
    expect(stemEnglish("son")).not.toBe(stemEnglish("sun"));
    expect(stemEnglish("classes")).toBe(stemEnglish("class"));
    expect(stemEnglish("ate")).not.toBe(stemEnglish("eat"));
  });
});

describe("translationWords", () => {
  it("weighs the bold literal translation 1 and the explanation around it less, and drops function words", () => {
    const t = translationWords("<b>The Rabbis say:</b> The time for the recitation of the evening <i>Shema</i> is <b>until midnight.</b>")!;
    expect(t.get(stemEnglish("rabbis"))).toBe(1);
    expect(t.get(stemEnglish("midnight"))).toBe(1);
    expect(t.get(stemEnglish("until"))).toBe(1);
    expect(t.get(stemEnglish("evening"))).toBe(PLAIN_WEIGHT);
    expect(t.get(stemEnglish("shema"))).toBe(PLAIN_WEIGHT);
    expect(t.has("the")).toBe(false);
    expect(t.has("of")).toBe(false);
  });

  it("weighs every word 1 in a segment without bold (the Mishnah's English), and drops footnotes", () => {
    const t = translationWords("From when does one recite <i>Shema</i> in the evening?<sup>1</sup><i class=\"footnote\">A prayer text.</i>")!;
    expect(t.get(stemEnglish("evening"))).toBe(1);
    expect(t.get(stemEnglish("recite"))).toBe(1);
    expect(t.has(stemEnglish("prayer"))).toBe(false);
  });

  it("is null without English: nothing changes for a text without a translation", () => {
    expect(translationWords(null)).toBeNull();
    expect(translationWords("")).toBeNull();
    expect(translationWords("אונקלוס")).toBeNull();
  });
});

describe("glossWords", () => {
  it("reads a gloss's content words, the first weighing most, without Hebrew, citations or labels", () => {
    const g = glossWords(["Pa. to invite, call", "Ber. 2a קורין את שמע to read, recite"]);
    expect(g.map((w) => w.stem)).toEqual(["invit", "call", "read", "recit"].map(stemEnglish));
    expect(g[0]!.weight).toBe(1);
    expect(g[3]!.weight).toBeLessThan(g[1]!.weight);
    expect(g.some((w) => w.stem === "ber")).toBe(false);
  });
});

describe("translationOverlap", () => {
  const segment = translationWords("<b>From when does one recite <i>Shema</i> in the evening?</b> From the time when the priests enter to partake of their teruma.");
  // Two homographs of Jastrow: קָרָא 'to call, read' and קְרָא 'a gourd' — the translation speaks of reading.
  const read = ["to call, proclaim; to read, recite"];
  const gourd = ["gourd, pumpkin"];

  it("prefers the entry whose glosses the segment's English speaks of", () => {
    expect(translationOverlap(segment, read)).toBeGreaterThan(translationOverlap(segment, gourd));
    expect(translationOverlap(segment, gourd)).toBe(0);
  });

  it("counts a first gloss more than a deep one", () => {
    const t = translationWords("<b>until midnight</b>");
    expect(translationOverlap(t, ["until, unto; as long as"])).toBeGreaterThan(translationOverlap(t, ["eternity, perpetuity, for ever; as far as, until"]));
  });

  it("counts a bold word more than the explanation's", () => {
    const t = translationWords("<b>when the priests enter</b> to eat their teruma");
    expect(translationOverlap(t, ["priest"])).toBeGreaterThan(translationOverlap(t, ["to eat"]));
  });

  it("is 0 without a translation", () => {
    expect(translationOverlap(null, read)).toBe(0);
  });
});

describe("the translation lined up with the text", () => {
  // Mishnah Berakhot 1:1's question and answer, 12 words; "dawn" stands near the end of the literal translation.
  const english = "<b>From when does one recite <i>Shema</i> in the evening?</b> From the time when the priests enter to partake of their teruma <b>until the dawn</b>.";
  it("weighs a literal word by how near it stands to the word's share of the way through the text", () => {
    const atEnd = translationWords(english, { index: 11, count: 12 })!;
    const atStart = translationWords(english, { index: 0, count: 12 })!;
    expect(atEnd.get(stemEnglish("dawn"))).toBeGreaterThan(0.8);
    expect(atStart.get(stemEnglish("dawn"))).toBe(FAR_WEIGHT);
    expect(atStart.get(stemEnglish("when"))).toBeGreaterThan(0.8);
    // The explanation (not bold) is never the word's own translation.
    expect(atEnd.get(stemEnglish("priests"))).toBe(FAR_WEIGHT * PLAIN_WEIGHT);
    // Without its place, the weights are the segment's (bold 1, explanation 0.5), as before.
    expect(translationWords(english)!.get(stemEnglish("dawn"))).toBe(1);
  });

  it("reads the words at the word's place as its own translation, and nothing without a place or English", () => {
    expect([...nearTranslation(english, { index: 11, count: 12 })!]).toContain(stemEnglish("dawn"));
    expect(nearTranslation(english, { index: 0, count: 12 })!.has(stemEnglish("dawn"))).toBe(false);
    expect(nearTranslation(english, null)).toBeNull();
    expect(nearTranslation(null, { index: 0, count: 12 })).toBeNull();
  });

  it("puts the homograph the translation speaks of first only where the segment says nothing of the first", () => {
    const near = nearTranslation(english, { index: 11, count: 12 });
    const whole = translationWords(english);
    const verb = { source: "jastrow", language: "hebrew", definitions: ["Hif. to be black"] };
    const dawn = { source: "jastrow", language: "hebrew", definitions: ["dawn, morning-red"] };
    expect(ownTranslationFirst([verb, dawn], near, whole)).toBe(1);
    // The first already says it, or the segment speaks of it elsewhere: it stays.
    expect(ownTranslationFirst([dawn, verb], near, whole)).toBe(-1);
    expect(ownTranslationFirst([{ ...verb, definitions: ["to partake"] }, dawn], near, whole)).toBe(-1);
    // Another lexicon or the other language is not a homograph the translation can choose between.
    expect(ownTranslationFirst([verb, { ...dawn, source: "bdb" }], near, whole)).toBe(-1);
    expect(ownTranslationFirst([verb, { ...dawn, language: "aramaic" }], near, whole)).toBe(-1);
    expect(ownTranslationFirst([verb, dawn], null, whole)).toBe(-1);
  });

  it("in a verb form's reading, passes a verb first entry only by another verb", () => {
    const near = nearTranslation(english, { index: 11, count: 12 });
    const whole = translationWords(english);
    const verb = { source: "jastrow", language: "hebrew", definitions: ["Hif. to be black"], verb: true };
    const dawn = { source: "jastrow", language: "hebrew", definitions: ["dawn, morning-red"], verb: false };
    expect(ownTranslationFirst([verb, dawn], near, whole, null, true)).toBe(-1);
    expect(ownTranslationFirst([verb, dawn], near, whole, null, false)).toBe(1);
    expect(ownTranslationFirst([verb, { ...dawn, definitions: ["to dawn"], verb: true }], near, whole, null, true)).toBe(1);
  });

  it("keeps a first entry pointed as the text before one pointed otherwise, unless that one is the far commoner word", () => {
    const near = nearTranslation(english, { index: 11, count: 12 });
    const whole = translationWords(english);
    const verb = { source: "jastrow", language: "hebrew", definitions: ["Hif. to be black"], word: "שָׁחַר", size: 800 };
    const dawn = { source: "jastrow", language: "hebrew", definitions: ["dawn, morning-red"], word: "שַׁחַר", size: 1000 };
    expect(ownTranslationFirst([verb, dawn], near, whole, "שָׁחַר")).toBe(-1);
    expect(ownTranslationFirst([verb, dawn], near, whole, "שַׁחַר")).toBe(1);
    expect(ownTranslationFirst([verb, { ...dawn, size: 2000 }], near, whole, "שָׁחַר")).toBe(1);
  });
});
