import { describe, expect, it } from "vitest";
import type { RankedEntry } from "./rank-readings";
import { readingCost, type CandidateReading } from "./reading-cost";

const entry = (e: Partial<RankedEntry> & Pick<RankedEntry, "source" | "sourceId" | "word" | "wordPlain">): RankedEntry => ({
  isProperName: false, referenceTo: null, definitions: ["a gloss"], size: 100, pointedForms: [e.word], headWords: [e.word], language: "hebrew", partOfSpeech: null, ...e,
});

describe("readingCost", () => {
  const reading = (r: Partial<CandidateReading> & Pick<CandidateReading, "form" | "entries">): CandidateReading => ({ prefixPlain: "", cost: 0, stem: r.form, asWritten: true, ...r });
  it("makes a proper name dearer than a proclitic and a common word (דברי: the name Dibri after דבר + ending)", () => {
    const name = readingCost(reading({ form: "דברי", entries: [entry({ source: "strongs", sourceId: "H1704", word: "דִּבְרִי", wordPlain: "דברי", isProperName: true })] }), "aramaic", 0);
    const word = readingCost(reading({ form: "דבר", cost: 1, asWritten: false, entries: [entry({ source: "jastrow", sourceId: "D00077", word: "דָּבָר", wordPlain: "דבר" })] }), "aramaic", 0);
    expect(word).toBeLessThan(name);
  });

  it("reads a name the text points as the lexicon does as that name, before a guess of the morphology (יוֹחָנָן, not a participle of חני + ending)", () => {
    const johanan = entry({ source: "jastrow", sourceId: "J00180", word: "יוֹחָנָן", wordPlain: "יוחנן", isProperName: true, size: 300 });
    const guess = reading({ form: "יחן", stem: "יוֹחָנָן", cost: 1, asWritten: false, entries: [entry({ source: "jastrow", sourceId: "H01280", word: "יַחַן", wordPlain: "יחן", size: 200 })] });
    expect(readingCost(reading({ form: "יוחנן", stem: "יוֹחָנָן", entries: [johanan] }), "aramaic", 0)).toBeLessThan(readingCost(guess, "aramaic", 0));
    // Unpointed text or a name pointed otherwise says nothing: the name stays dearer.
    expect(readingCost(reading({ form: "יוחנן", stem: "יוחנן", entries: [johanan] }), "aramaic", 0)).toBeGreaterThan(readingCost({ ...guess, stem: "יוחנן" }, "aramaic", 0));
    expect(readingCost(reading({ form: "יוחנן", stem: "יְחַנֵּן", entries: [johanan] }), "aramaic", 0)).toBeGreaterThan(readingCost({ ...guess, stem: "יְחַנֵּן" }, "aramaic", 0));
  });

  it("in pointed text, a whole-word homograph pointed otherwise (אוֹמָר 'eloquent' for אוֹמֵר) costs more than a participle's vowel letter to a common verb", () => {
    const whole = readingCost(reading({ form: "אומר", stem: "אוֹמֵר", entries: [entry({ source: "bdb", sourceId: "a.ea.ae", word: "אוֹמָר", wordPlain: "אומר", size: 40 })] }), "mishnah", 0);
    const verb = readingCost(reading({ form: "אמר", stem: "אוֹמֵר", cost: 1, asWritten: false, entries: [entry({ source: "jastrow", sourceId: "A02060", word: "אָמַר", wordPlain: "אמר", size: 1442 })] }), "mishnah", 0);
    expect(verb).toBeLessThan(whole);
  });

  it("lets Jastrow's quotations from texts of the word's kind speak for a reading as written: ו + מָה 'and what' before a rare whole word pointed otherwise", () => {
    // The whole word: an entry pointed otherwise (וָמָה), quoted once; ו + מָה: an entry of the same size quoted "a. v. fr.".
    const whole = reading({ form: "ומה", stem: "וּמָה", entries: [entry({ source: "jastrow", sourceId: "X1", word: "וָמָה", wordPlain: "ומה", size: 400, uses: 1 })] });
    const split = reading({ form: "מה", stem: "מָה", prefixPlain: "ו", cost: 1, entries: [entry({ source: "jastrow", sourceId: "M1", word: "מָה", wordPlain: "מה", size: 400, uses: 120 })] });
    expect(readingCost(split, "mishnah", 0)).toBeLessThan(readingCost(whole, "mishnah", 0));
    // Without quotations, the size alone: the whole word's fewer steps win.
    const bare = (r: CandidateReading): CandidateReading => ({ ...r, entries: r.entries.map(({ uses: _u, ...e }) => e) });
    expect(readingCost(bare(split), "mishnah", 0)).toBeGreaterThan(readingCost(bare(whole), "mishnah", 0));
    // A reading that puts letters back gains by its size only.
    const guessed = { ...split, asWritten: false };
    expect(readingCost(guessed, "mishnah", 0)).toBe(readingCost(bare(guessed), "mishnah", 0));
  });

  it("reads a construct's reduced first vowel as its head-word's qamats (שְׁלִישׁ is שָׁלִישׁ), and in the Babylonian Talmud the reverse (חָרוּבָא)", () => {
    const shalish = entry({ source: "jastrow", sourceId: "U01335", word: "שָׁלִישׁ", wordPlain: "שליש" });
    const whole = reading({ form: "שליש", stem: "שְׁלִישׁ", entries: [shalish] });
    expect(readingCost(whole, "mishnah", 0)).toBe(readingCost({ ...whole, stem: "שָׁלִישׁ" }, "mishnah", 0));
    expect(readingCost({ ...whole, stem: "שִׁלִישׁ" }, "aramaic", 0, false, true)).toBeGreaterThan(readingCost(whole, "aramaic", 0, false, true));
    const haruva = reading({ form: "חרובא", stem: "חָרוּבָא", entries: [entry({ source: "jastrow", sourceId: "H01613", word: "חֲרוּבָא", wordPlain: "חרובא" })] });
    expect(readingCost(haruva, "aramaic", 0, false, true)).toBe(readingCost({ ...haruva, stem: "חֲרוּבָא" }, "aramaic", 0, false, true));
    expect(readingCost(haruva, "aramaic", 0)).toBeGreaterThan(readingCost(haruva, "aramaic", 0, false, true));
  });

  it("reads Jastrow's holam male on the letter before its vav as the text's וֹ: רוֹב is רֹוב pointed as the text, no dearer", () => {
    const rov = entry({ source: "jastrow", sourceId: "T00295", word: "רֹוב", wordPlain: "רוב" });
    expect(readingCost(reading({ form: "רוב", stem: "רוֹב", entries: [rov] }), "aramaic", 0)).toBe(readingCost(reading({ form: "רוב", stem: "רֹוב", entries: [rov] }), "aramaic", 0));
    expect(readingCost(reading({ form: "רוב", stem: "רוּב", entries: [rov] }), "aramaic", 0)).toBeGreaterThan(readingCost(reading({ form: "רוב", stem: "רוֹב", entries: [rov] }), "aramaic", 0));
  });

  it("reads a bound monosyllable's segol as its head-word's tsere: בֶּן is בֵּן pointed as the text, no dearer", () => {
    const ben = entry({ source: "jastrow", sourceId: "B00932", word: "בֵּן", wordPlain: "בן" });
    expect(readingCost(reading({ form: "בן", stem: "בֶּן", entries: [ben] }), "aramaic", 0)).toBe(readingCost(reading({ form: "בן", stem: "בֵּן", entries: [ben] }), "aramaic", 0));
    expect(readingCost(reading({ form: "בן", stem: "בִּן", entries: [ben] }), "aramaic", 0)).toBeGreaterThan(readingCost(reading({ form: "בן", stem: "בֶּן", entries: [ben] }), "aramaic", 0));
  });

  it("gives a whole word none of its form's frequency where the lexicon quotes none of its entries from texts of its kind (דְּלָא: ד + לָא's)", () => {
    const whole = reading({ form: "דלא", stem: "דְּלָא", entries: [entry({ source: "jastrow", sourceId: "D00801", word: "דְּלָא", wordPlain: "דלא", uses: 0 })] });
    expect(readingCost(whole, "aramaic", 1000)).toBe(readingCost(whole, "aramaic", 0));
    const quoted = { ...whole, entries: whole.entries.map((e) => ({ ...e, uses: 3 })) };
    expect(readingCost(quoted, "aramaic", 1000)).toBeLessThan(readingCost(quoted, "aramaic", 0));
  });

  it("reads a word pointed as a proclitic and a word quoted far more often as the two (דְּאִי: ד + אִי 'if', not דַּאי 'sufficiency')", () => {
    const sufficiency = entry({ source: "jastrow", sourceId: "D00016", word: "דַּאי", wordPlain: "דאי", size: 400, uses: 6 });
    const whole = reading({ form: "דאי", stem: "דְּאִי", entries: [sufficiency], apartUses: 31 });
    const split = reading({ form: "אי", stem: "אִי", prefixPlain: "ד", cost: 1, entries: [entry({ source: "jastrow", sourceId: "A01111", word: "אִי", wordPlain: "אי", size: 400, uses: 31 })] });
    expect(readingCost(split, "aramaic", 500)).toBeLessThan(readingCost(whole, "aramaic", 500));
    // Where the letters after the proclitic make a word quoted about as often, the whole word's fewer steps win.
    const rare = { ...split, entries: split.entries.map((e) => ({ ...e, uses: 12 })) };
    expect(readingCost({ ...whole, apartUses: 12 }, "aramaic", 500)).toBeLessThan(readingCost(rare, "aramaic", 500));
  });

  it("counts a two-letter stem's frequency after proclitics (ו + אִי 'and if'), never a bare two-letter word's", () => {
    const stem = reading({ form: "אי", stem: "אִי", prefixPlain: "ו", cost: 1, entries: [entry({ source: "jastrow", sourceId: "A01111", word: "אִי", wordPlain: "אי" })] });
    expect(readingCost(stem, "aramaic", 100)).toBeLessThan(readingCost(stem, "aramaic", 0));
    const bare = { ...stem, prefixPlain: "", cost: 0 };
    expect(readingCost(bare, "aramaic", 100)).toBe(readingCost(bare, "aramaic", 0));
  });

  it("lets a frequent form decide between readings of comparable cost, never across a step and a half", () => {
    const base = reading({ form: "תני", cost: 2, asWritten: false, entries: [entry({ source: "jastrow", sourceId: "V00743", word: "תְּנֵי", wordPlain: "תני" })] });
    expect(readingCost(base, "aramaic", 1000)).toBeLessThan(readingCost(base, "aramaic", 0));
    expect(readingCost(base, "aramaic", 1e9)).toBeGreaterThan(readingCost({ ...base, cost: 0.5 }, "aramaic", 0));
  });
});
