import { describe, expect, it } from "vitest";
import { looksLikeParticle, particleGloss } from "./particle-gloss";

describe("particleGloss", () => {
  it("glosses ל ב כ with a pronoun suffix", () => {
    expect(particleGloss("לִי")).toBe("to me");
    expect(particleGloss("לָּהּ")).toBe("to her");
    expect(particleGloss("לָהֶם")).toBe("to them");
    expect(particleGloss("בּוֹ")).toBe("in him");
    expect(particleGloss("בָּם")).toBe("in them");
    expect(particleGloss("בָּהֶן")).toBe("in them (f.)");
    expect(particleGloss("כָּמוֹךָ")).toBe("like you");
    expect(particleGloss("כְּמוֹהֶן")).toBe("like them (f.)");
    expect(particleGloss("כָּהֶם")).toBe("like them");
  });

  it("leaves any other word alone", () => {
    expect(particleGloss("לֶחֶם")).toBeNull();
    expect(particleGloss("אֶרֶץ")).toBeNull();
    expect(particleGloss("")).toBeNull();
  });

  it("leaves alone the words only written like one: כִּי, כֵּן, כָּךְ, כֹּה, בֵּן, לָכֵן, בְּכֵן, כֹּהֵן", () => {
    // כ takes the long forms (כָּמוֹנִי); ל and ב take no bare ן (לָהֶן); לָכֵן 'therefore' is read before the rare לָכֶן.
    for (const word of ["כִּי", "כֵּן", "כָּךְ", "כֹּה", "בֵּן", "לָכֵן", "בְּכֵן", "כֹּהֵן", "לָן"]) {
      expect(particleGloss(word), word).toBeNull();
      expect(looksLikeParticle(word), word).toBe(true);
    }
    for (const word of ["לִי", "בּוֹ", "כָּמוֹנִי", "לֶחֶם", "עַל"]) expect(looksLikeParticle(word), word).toBe(false);
  });

  it("reads the 300 most frequent forms of the modern list as a reader does: a suffixed preposition only where it is one", () => {
    // Every form among the first 300 of FrequencyWords' Hebrew list (src/server/data/frequencywords-he, the list the
    // server ships) written ל ב כ and a suffix, with its rank: the others are none of these shapes.
    const top300 = [
      [9, "לי"], [11, "כן"], [12, "לך"], [48, "כך"], [54, "לו"], [55, "לנו"], [69, "כי"], [102, "לה"], [149, "להם"], [167, "בן"],
      [171, "בו"], [197, "לכם"], [257, "בי"], [267, "בך"],
    ] as const;
    expect(top300.map(([rank, form]) => `${rank} ${form}: ${particleGloss(form) ?? (looksLikeParticle(form) ? "a word of its own" : "?")}`)).toEqual([
      "9 לי: to me", "11 כן: a word of its own", "12 לך: to you", "48 כך: a word of its own", "54 לו: to him", "55 לנו: to us",
      "69 כי: a word of its own", "102 לה: to her", "149 להם: to them", "167 בן: a word of its own", "171 בו: in him",
      "197 לכם: to you (pl.)", "257 בי: in me", "267 בך: in you",
    ]);
    // Further down: 523 לכן 'therefore', 730 כה 'thus' are words of their own; 697 כמוך and 956 בנו are suffixed.
    expect([particleGloss("לכן"), particleGloss("כה"), particleGloss("כמוך"), particleGloss("בנו")]).toEqual([null, null, "like you", "in us"]);
  });
});
