import { describe, expect, it } from "vitest";
import { glossWords, PLAIN_WEIGHT, stemEnglish, translationOverlap, translationWords } from "./translation-overlap";

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
