import { describe, expect, it } from "vitest";
import { chooseGloss, firstSense, glossLookupForms, shortGloss, type GlossEntry } from "./choose-gloss";

const entry = (plain: string, source: string, definitions: string[], more: Partial<GlossEntry> = {}): GlossEntry => ({
  plain, source, definitions, transliteration: null, partOfSpeech: null, language: "hebrew", isProperName: false, ...more,
});
const index = (...entries: GlossEntry[]) => {
  const map = new Map<string, GlossEntry[]>();
  for (const e of entries) map.set(e.plain, [...(map.get(e.plain) ?? []), e]);
  return map;
};

describe("chooseGloss", () => {
  // ראשית as BDB and Strong's (H7225) give it.
  const lexicon = index(
    entry("ראשית", "strongs", ["first", "firstfruit"], { transliteration: "rêʼshîyth", partOfSpeech: "noun feminine" }),
    entry("ראשית", "bdb", ["first", "beginning", "chief", "choicest"], { partOfSpeech: "n.f." }),
    entry("ארץ", "bdb", ["earth", "land"]),
    entry("ארץ", "bdb", ["Erez"], { isProperName: true }),
    entry("אבא", "bdb", ["father"], { language: "hebrew" }),
    entry("אבא", "kaikki-aramaic", ["father", "title of respect for a scholar"], { language: "aramaic" }),
  );

  it("finds the stem of a prefixed word (ב + ראשית), BDB's senses first, Strong's transliteration", () => {
    expect(chooseGloss("בְּרֵאשִׁית", lexicon)).toEqual({ lemma: "ראשית", english: "first, beginning, chief", translit: "rêʼshîyth", pos: "n.f." });
  });

  it("prefers a common word to a proper name, and the text's language", () => {
    expect(chooseGloss("וְהָאָרֶץ", lexicon)).toMatchObject({ lemma: "ארץ", english: "earth, land" });
    expect(chooseGloss("אַבָּא", lexicon, "aramaic")).toMatchObject({ english: "father, title of respect for a scholar" });
    expect(chooseGloss("אַבָּא", lexicon, "hebrew")).toMatchObject({ english: "father" });
  });

  it("chooses among homographs by the text's pointing, dagesh aside", () => {
    const homographs = index(
      entry("אשר", "bdb", ["go straight", "go on", "advance"], { word: "אָשַׁר", partOfSpeech: "vb." }),
      entry("אשר", "bdb", ["which", "who", "that"], { word: "אֲשֶׁר", partOfSpeech: "rel. part." }),
      entry("שמים", "bdb", ["heavens", "sky"], { word: "שָׁמַיִם" }),
      entry("שמים", "strongs", ["desolate"], { word: "שֹׁמְמִים" }),
    );
    expect(chooseGloss("אֲשֶׁר", homographs)).toMatchObject({ english: "which, who, that", pos: "rel. part." });
    expect(chooseGloss("הַשָּׁמַ֖יִם", homographs)).toMatchObject({ lemma: "שמים", english: "heavens, sky" });
  });

  it("is null when no form has a definition", () => {
    expect(chooseGloss("תֹהוּ", lexicon)).toBeNull();
    expect(chooseGloss("תֹהוּ", index(entry("תהו", "bdb", [" "])))).toBeNull();
  });

  it("lists the forms to look up", () => {
    expect(glossLookupForms(["בְּרֵאשִׁית", "וְהָאָרֶץ"]).sort()).toEqual(["ארץ", "בראשית", "הארץ", "ראשית", "והארץ"].sort());
  });
});

describe("shortGloss", () => {
  it("keeps at most three senses within 80 characters, without repeats or trailing punctuation", () => {
    expect(shortGloss(["light;", "Light", "day-light", "lightning", "life"])).toBe("light, day-light, lightning");
    expect(shortGloss(["water; figuratively, juice; by euphemism, urine"])).toBe("water");
    expect(shortGloss(["x".repeat(100)])).toHaveLength(80);
    expect(shortGloss([])).toBe("");
    // A first sense that lists its synonyms is the whole gloss (Jastrow's אָמַר, BDB's חגל).
    expect(shortGloss(["to speak, think, say, relate", "to vow, devote", "to join, knot; to be knotted, thick"])).toBe("to speak, think, say, relate");
    expect(shortGloss(["hobble, hop", "partridge"])).toBe("hobble, hop");
  });
});

describe("firstSense", () => {
  it("keeps the first sense of a Strong's definition", () => {
    expect(firstSense("to say (used with great latitude)")).toBe("to say");
    expect(firstSense("properly, the whole")).toBe("the whole");
    expect(firstSense("a sort, i.e. species, kind. Compare 4480")).toBe("a sort");
    expect(firstSense("(absolutely) to create")).toBe("to create");
    expect(firstSense("the earth (at large, or partitively a land)")).toBe("the earth");
    expect(firstSense("to exist, i.e. be or become, come to pass")).toBe("to exist");
    expect(firstSense("alive")).toBe("alive");
    expect(firstSense("(x)")).toBe("(x)");
  });
});

describe("chooseGloss with the Aramaic and rabbinic morphology", () => {
  const jastrow = (plain: string, word: string, definition: string) => ({ plain, word, source: "jastrow", definitions: [definition], transliteration: null, partOfSpeech: null, language: "aramaic" as const, isProperName: false });
  const lexicon = new Map([
    ["ברך", [jastrow("ברך", "בָּרַךְ", "to bless")]],
    ["רבן", [jastrow("רבן", "רַבָּן", "chief; teacher")]],
  ]);

  it("glosses a participle and a plural through their readings, only when asked", () => {
    expect(chooseGloss("וּמְבָרְכִין", lexicon, "aramaic", true)).toMatchObject({ lemma: "ברך", english: "to bless" });
    expect(chooseGloss("רַבָּנַן", lexicon, "aramaic", true)).toMatchObject({ lemma: "רבן", english: "chief" });
    expect(chooseGloss("וּמְבָרְכִין", lexicon, "aramaic")).toBeNull();
  });

  it("asks for the readings' forms in the one query", () => {
    expect(glossLookupForms(["וּמְבָרְכִין"], true)).toEqual(expect.arrayContaining(["ומברכין", "מברכין", "ברך"]));
    expect(glossLookupForms(["וּמְבָרְכִין"])).not.toContain("ברך");
  });
});
