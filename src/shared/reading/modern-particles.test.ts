import { describe, expect, it } from "vitest";
import { toPlain } from "../hebrew/strip-niqqud";
import { modernOwnWord, modernParticle } from "./modern-particles";
import { looksLikeParticle, particleGloss } from "./particle-gloss";

describe("the modern collection's suffixed prepositions", () => {
  it("points, transliterates and glosses every form particleGloss reads as one, and no other", () => {
    const endings = ["י", "ך", "ו", "ה", "נו", "כם", "כן", "הם", "הן", "ם", "ן", "מוני", "מוך", "מוהו", "מוה", "מונו", "מוכם", "מוכן", "מוהם", "מוהן"];
    for (const form of ["ל", "ב", "כ"].flatMap((head) => endings.map((e) => head + e))) {
      const particle = modernParticle(form);
      expect(particle !== null, form).toBe(particleGloss(form) !== null);
      if (particle) expect([toPlain(particle.hebrew), particle.hebrew === form, particle.pos], form).toEqual([form, false, "preposition"]);
    }
  });

  it("teaches the list's forms as modern Hebrew says them: one reading each, its stress marked", () => {
    const shown = (form: string) => { const p = modernParticle(form)!; return `${p.hebrew} ${p.translit} '${p.english}'`; };
    expect(["לי", "לך", "לו", "לנו", "לה", "להם", "לכם", "בו", "בי", "בך", "בה", "כמוך", "בהם", "בנו", "כמוני", "להן", "בהן", "כמוהו", "כמונו", "בכם"].map(shown)).toEqual([
      "לִי li 'to me'", "לְךָ lekhá 'to you (m.)'", "לוֹ lo 'to him'", "לָנוּ lánu 'to us'", "לָהּ la 'to her'", "לָהֶם lahém 'to them'",
      "לָכֶם lakhém 'to you (pl.)'", "בּוֹ bo 'in it, in him'", "בִּי bi 'in me'", "בְּךָ bekhá 'in you (m.)'", "בָּהּ ba 'in it, in her'",
      "כָּמוֹךָ kamókha 'like you (m.)'", "בָּהֶם bahém 'in them'", "בָּנוּ bánu 'in us'", "כָּמוֹנִי kamóni 'like me'", "לָהֶן lahén 'to them (f.)'",
      "בָּהֶן bahén 'in them (f.)'", "כָּמוֹהוּ kamóhu 'like him'", "כָּמוֹנוּ kamónu 'like us'", "בָּכֶם bakhém 'in you (pl.)'",
    ]);
    expect(modernParticle("כן")).toBeNull();
    expect(modernParticle("לֶחֶם")).toBeNull();
  });
});

describe("the modern collection's words only written like a suffixed preposition", () => {
  it("glosses each of the list's as today's Hebrew uses it, with its part of speech", () => {
    const words = ["כן", "כך", "כי", "בן", "לכן", "כה"];
    for (const w of words) expect(looksLikeParticle(w), w).toBe(true);
    expect(words.map((w) => { const o = modernOwnWord(w)!; return `${o.hebrew} ${o.translit} ${o.pos} '${o.english}'`; })).toEqual([
      "כֵּן ken adverb 'yes, so'", "כָּךְ kakh adverb 'so, like this'", "כִּי ki conjunction 'because, that'", "בֵּן ben noun 'son'",
      "לָכֵן lakhén adverb 'therefore'", "כֹּה ko adverb 'so, thus'",
    ]);
    expect(modernOwnWord("לי")).toBeNull();
  });
});
