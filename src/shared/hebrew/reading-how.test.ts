import { describe, expect, it } from "vitest";
import { finiteAfterPreposition, HOW_STEP_KINDS, howStepText, howText, procliticSteps, readsNounForm, takesVerbPrefix, withHow, type HowStep } from "./reading-how";

describe("howText", () => {
  it("says each step in English, one line: '; ' between steps, a space after proclitics that lead into the next", () => {
    expect(howText([])).toBe("");
    expect(howText([{ kind: "proclitics", letters: "וד", stem: "אמר" }])).toBe("ו + ד + אמר");
    expect(howText([{ kind: "proclitics", letters: "ב", stem: "תרומתן" }, { kind: "ending", ending: "ן" }, { kind: "ending-as", from: "ת", to: "ה" }])).toBe("ב + תרומתן; ending ־ן; ־ת as ־ה");
    expect(howText([{ kind: "proclitics", letters: "ו" }, { kind: "verb", form: "participle-m", ending: "ין" }])).toBe("ו + participle מ־, ending ־ין");
    expect(howText([{ kind: "prefix", letters: "נ" }, { kind: "ending", ending: "ין" }, { kind: "plural-of", head: "רַבָּן" }])).toBe("prefix נ־; ending ־ין; plural of רַבָּן");
  });

  it("has a distinct English text for every kind of step", () => {
    const samples: Record<string, HowStep> = {
      "proclitics": { kind: "proclitics", letters: "ד", stem: "אמר" }, "ending": { kind: "ending", ending: "א" }, "ending-as": { kind: "ending-as", from: "ת", to: "ה" },
      "prefix": { kind: "prefix", letters: "נ" }, "vowel-letter": { kind: "vowel-letter" }, "root": { kind: "root", root: "hollow" }, "abbreviation": { kind: "abbreviation" },
      "abbreviation-of": { kind: "abbreviation-of", expansion: "רבי לוי" }, "pronoun-ending": { kind: "pronoun-ending", head: "ל", gloss: "to him" }, "form-of": { kind: "form-of", head: "אמר" },
      "infinitive": { kind: "infinitive", affix: "ל־", aramaic: false }, "infinitive-weak": { kind: "infinitive-weak", root: "פ״נ" }, "verb": { kind: "verb", form: "imperfect" },
      "plural-ending": { kind: "plural-ending", plural: "ות", singular: "ה" }, "construct-ending": { kind: "construct-ending", from: "ת", to: "ה" }, "suffix": { kind: "suffix", suffix: "ו" },
      "irregular-plural-of": { kind: "irregular-plural-of", head: "יוֹם" }, "irregular-noun": { kind: "irregular-noun", head: "בֵּן", suffix: "ו" }, "plural-before-suffix": { kind: "plural-before-suffix", suffix: "ך" },
      "plural-construct": { kind: "plural-construct" }, "plural-of": { kind: "plural-of", head: "רַבָּן" }, "binyan-of": { kind: "binyan-of", binyan: "Ithpe.", head: "אֲמַר" }, "same-as": { kind: "same-as", head: "רַבָּן" },
      "short-for": { kind: "short-for", letters: "אַ", full: "עַל" },
    };
    expect(Object.keys(samples).sort()).toEqual([...HOW_STEP_KINDS].sort());
    const texts = HOW_STEP_KINDS.map((k) => howStepText(samples[k]!));
    expect(new Set(texts).size).toBe(HOW_STEP_KINDS.length);
    expect(howStepText(samples["plural-construct"]!)).toBe("plural construct ־י of ־ים");
    expect(howStepText(samples["binyan-of"]!)).toBe("Ithpe. of אֲמַר");
  });

  it("makes a reading's proclitics step only when it has proclitics, and `how` with its steps", () => {
    expect(procliticSteps("")).toEqual([]);
    expect(procliticSteps("ד", "אמר")).toEqual([{ kind: "proclitics", letters: "ד", stem: "אמר" }]);
    expect(withHow([{ kind: "same-as", head: "רַבָּן" }])).toEqual({ how: "= רַבָּן", howSteps: [{ kind: "same-as", head: "רַבָּן" }] });
  });
});

describe("readsNounForm and takesVerbPrefix", () => {
  it("tell a noun's form (plural, construct, suffix) from a verb's by the steps' kinds, not their English", () => {
    expect(readsNounForm([{ kind: "proclitics", letters: "ו" }, { kind: "plural-ending", plural: "ות", singular: "ה" }])).toBe(true);
    expect(readsNounForm([{ kind: "irregular-noun", head: "בֵּן", suffix: "יו" }])).toBe(true);
    expect(readsNounForm([{ kind: "plural-of", head: "קוֹרָא" }])).toBe(true);
    expect(readsNounForm([{ kind: "verb", form: "participle", ending: "ין" }])).toBe(false);
    // An infinitive with a pronoun suffix is still a verb (its English names a 'suffix').
    expect(readsNounForm([{ kind: "infinitive-weak", root: "פ״י", suffix: "ו" }])).toBe(false);
    // A particle's gloss is the lexicon's English, whatever it says.
    expect(readsNounForm([{ kind: "pronoun-ending", head: "ל", gloss: "to them (plural)" }])).toBe(false);
    expect(takesVerbPrefix([{ kind: "prefix", letters: "נ" }, { kind: "root", root: "hollow" }])).toBe(true);
    expect(takesVerbPrefix([{ kind: "proclitics", letters: "ד", stem: "אמר" }])).toBe(false);
  });
});

describe("finiteAfterPreposition", () => {
  it("finds a finite verb read after ב, כ or the article (בִּתְרוּמָתָן is no ב + an imperfect of רום)", () => {
    expect(finiteAfterPreposition("ב", [{ kind: "proclitics", letters: "ב" }, { kind: "verb", form: "imperfect", ending: "תן" }])).toBe(true);
    expect(finiteAfterPreposition("וב", [{ kind: "prefix", letters: "נ" }])).toBe(true);
    expect(finiteAfterPreposition("ה", [{ kind: "prefix", letters: "ת" }])).toBe(true);
  });
  it("leaves a participle's מ־, the infinitive, a noun, and other proclitics alone", () => {
    expect(finiteAfterPreposition("ב", [{ kind: "prefix", letters: "מ" }])).toBe(false);
    expect(finiteAfterPreposition("ל", [{ kind: "prefix", letters: "נ" }])).toBe(false);
    expect(finiteAfterPreposition("ו", [{ kind: "verb", form: "imperfect" }])).toBe(false);
    expect(finiteAfterPreposition("ב", [{ kind: "construct-ending", from: "ת", to: "ה" }, { kind: "suffix", suffix: "ן" }])).toBe(false);
  });
});
