import { describe, expect, it } from "vitest";
import { PARTICLE_FORMS, particleEndingGloss, particleReading, readingEndingGloss } from "./pronoun-particles";

describe("particleReading", () => {
  it("reads a particle with a pronoun ending as the particle, with its Jastrow entry", () => {
    expect(particleReading("לוֹ", false)).toMatchObject({ prefixPlain: "", stemPlain: "לו", particle: { head: "ל", jastrow: ["L00002"] } });
    expect(particleReading("שֶׁלִּי", false)?.particle.head).toBe("של");
    expect(particleReading("כּוּלָּהּ", false)?.particle.head).toBe("כל");
    expect(particleReading("לָהֶם", false)?.particle.head).toBe("ל");
  });

  it("reads the Aramaic forms only in an Aramaic text: עלה is 'he went up' in the Mishnah, 'on it' in the Gemara", () => {
    expect(particleReading("עָלָה", false)).toBeNull();
    expect(particleReading("עֲלַהּ", true)?.particle.head).toBe("על");
    expect(particleReading("לַן", false)).toBeNull();
    expect(particleReading("לַן", true)?.particle.head).toBe("ל");
    expect(particleReading("מִינֵּיהּ", true)?.particle.head).toBe("מן");
  });

  it("reads לִפְנֵי 'before' with its endings and after מ or ש as the preposition (לְפָנָיו, מִלְּפָנֶיךָ, שֶׁלִּפְנֵיהֶם)", () => {
    expect(particleReading("לְפָנָיו", false)).toMatchObject({ prefixPlain: "", stemPlain: "לפניו", particle: { head: "לפני", jastrow: ["L00642", "Q01198"] } });
    expect(particleReading("מִלְּפָנֶיךָ", false)).toMatchObject({ prefixPlain: "מ", stemPlain: "לפניך", particle: { head: "לפני" } });
    expect(particleReading("שֶׁלִּפְנֵיהֶם", true)).toMatchObject({ prefixPlain: "ש", particle: { head: "לפני" } });
    expect(particleReading("פָּנָיו", false)).toBeNull();
  });

  it("takes the proclitics ו ד ש off first, and leaves other words alone", () => {
    expect(particleReading("וְעָלֶיהָ", false)).toMatchObject({ prefixPlain: "ו", stemPlain: "עליה", particle: { head: "על" } });
    expect(particleReading("דְּלֵיהּ", true)).toMatchObject({ prefixPlain: "ד", particle: { head: "ל" } });
    expect(particleReading("בְּכוּלָּן", false)).toMatchObject({ prefixPlain: "ב", particle: { head: "כל" } });
    expect(particleReading("לְדִידִי", true)).toMatchObject({ prefixPlain: "ל", particle: { head: "דיד" } });
    expect(particleReading("בְּעָלָיו", false)).toBeNull();
    expect(particleReading("לֵית", true)).toBeNull();
    expect(particleReading("בֵּן", true)).toBeNull();
    expect(particleReading("אָמַר", true)).toBeNull();
  });
  it("reads עָלֶיךָ 'on you', and אוֹתוֹ / אוֹתָהּ after a preposition as 'that same' (בְּאוֹתָהּ שָׁעָה 'at that time')", () => {
    expect(particleReading("עָלֶיךָ", false)?.particle.head).toBe("על");
    expect(particleReading("בְּאוֹתָהּ", false)).toMatchObject({ prefixPlain: "ב", stemPlain: "אותה", particle: { head: "אות", jastrow: ["A00941"] } });
    expect(particleReading("לְאוֹתוֹ", false)).toMatchObject({ prefixPlain: "ל", particle: { head: "אות" } });
    expect(particleReading("אוֹתוֹ", false)?.particle.head).toBe("את");
  });
  it("reads של after a preposition, the fewest proclitics first, עִם by its hiriq, and בִּי 'in me' by its hiriq", () => {
    expect(particleReading("מִשֶּׁלּוֹ", false)).toMatchObject({ prefixPlain: "מ", particle: { head: "של" } });
    expect(particleReading("וְשֶׁלְּךָ", false)).toMatchObject({ prefixPlain: "ו", particle: { head: "של" } });
    expect(particleReading("עִמְּךָ", false)?.particle.head).toBe("עם");
    expect(particleReading("עַמְּךָ", false)).toBeNull();
    expect(particleReading("בִּי", true)).toMatchObject({ prefixPlain: "", particle: { head: "ב" } });
    expect(particleReading("בֵּי", true)).toBeNull();
  });
  it("reads the object marker spelled short by its holam (אֹתוֹ), not the letters alone (the Aramaic אֲתוֹ 'they came')", () => {
    expect(particleReading("אֹתוֹ", false)).toMatchObject({ prefixPlain: "", stemPlain: "אתו", particle: { head: "את" } });
    expect(particleReading("וְאֹתָם", false)).toMatchObject({ prefixPlain: "ו", particle: { head: "את" } });
    expect(particleReading("אֲתוֹ", true)).toBeNull();
    expect(particleReading("אתו", true)).toBeNull();
  });
  it("reads no ending the pointing rules out: עָלָה 'he went up' (Berakhot 2a, 34b), בְּנוֹ 'his son'", () => {
    // A final ה with neither mappiq nor vowel is a vowel letter; עָלָהּ, עָלֶיהָ, לָהּ keep theirs.
    expect(particleReading("עָלָה", true)).toBeNull();
    expect(particleReading("עָלָהּ", true)).toMatchObject({ particle: { head: "על" } });
    expect(particleReading("עָלֶיהָ", false)).toMatchObject({ particle: { head: "על" } });
    expect(particleReading("לָהּ:", true)).toMatchObject({ particle: { head: "ל" } });
    // The longer endings without a mappiq: the Mishnah's מִמֶּנָּה 'from her', a Talmud page's לֵיה 'to him'.
    expect(particleReading("מִמֶּנָּה", false)).toMatchObject({ particle: { head: "מן" } });
    expect(particleReading("לֵיה", true)).toMatchObject({ particle: { head: "ל" } });
    // ־נוּ 'us' has a shuruk; בְּנוֹ with a holam is a noun's 'his'. אֵינוֹ 'he is not' is אֵין + ־וֹ and keeps its holam.
    expect(particleReading("בְּנוֹ", true)).toBeNull();
    expect(particleReading("בָּנוּ", false)).toMatchObject({ particle: { head: "ב" } });
    expect(particleReading("אֵינוֹ", false)).toMatchObject({ particle: { head: "אין" } });
    expect(particleReading("מִמֶּנּוּ", false)).toMatchObject({ particle: { head: "מן" } });
    // Unpointed, the letters may be either.
    expect(particleReading("עלה", true)).toMatchObject({ particle: { head: "על" } });
    expect(particleReading("בנו", false)).toMatchObject({ particle: { head: "ב" } });
  });
});

describe("particleEndingGloss", () => {
  const gloss = (word: string, aramaic = true) => {
    const r = particleReading(word, aramaic);
    return r ? particleEndingGloss(r) : null;
  };

  it("names the person of the ending with the particle's meaning: the Talmud's לֵיהּ 'to him', not the preposition's 'to, for'", () => {
    expect(["לֵיהּ", "לְהוּ", "לַן", "לִי", "מִינֵּיהּ", "לְהוֹן", "לָכֶם"].map((w) => gloss(w))).toEqual(["to him", "to them", "to us", "to me", "from him", "to them", "to you (pl.)"]);
  });

  it("reads the third person singular as a thing first where the particle's mostly is, and the Aramaic feminine's", () => {
    expect(gloss("לָהּ")).toBe("to her / to it");
    expect(gloss("מִינַּהּ")).toBe("from it / from her");
    expect(gloss("בֵּיהּ")).toBe("in it / in him");
    expect(gloss("עֲלֵיהּ")).toBe("on it / on him");
    expect(gloss("כּוּלֵּיהּ")).toBe("all of it / all of him");
  });

  it("lets the pointing decide between persons where it can, and names both where it cannot", () => {
    expect(gloss("עָלֶיהָ", false)).toBe("on it / on her");
    expect(gloss("לְךָ", false)).toBe("to you (m.)");
    expect(gloss("לָךְ")).toBe("to you (m.) / to you (f.)");
    expect(gloss("מִמֶּנּוּ", false)).toBe("from him / from us");
    expect(gloss("כּוּלָּן", false)).toBe("all of them (f.)");
    expect(gloss("לִפְנֵי", false)).toBe("before");
    expect(gloss("לְפָנָיו", false)).toBe("before him");
  });

  it("words the possessive, the object marker and the particles of being as English does", () => {
    expect(gloss("דִּידָךְ")).toBe("yours (m.)");
    expect(gloss("שֶׁלִּי", false)).toBe("mine");
    expect(gloss("אוֹתוֹ", false)).toBe("him");
    expect(gloss("אֵינוֹ", false)).toBe("he is not");
    expect(gloss("לֵיתַהּ")).toBe("it is not there / she is not there");
  });

  it("glosses every form of the table, in English only", () => {
    const missing = PARTICLE_FORMS.filter(({ form, aramaic }) => !/^[a-zA-Z(][a-zA-Z ()./]*$/.test(gloss(form, aramaic) ?? ""));
    expect(missing).toEqual([]);
  });

  it("takes the preposition before a particle that follows one: לְדִידִי 'as for me', בְּכוּלָּן, מִשֶּׁלּוֹ, בְּאוֹתָהּ", () => {
    expect(gloss("לְדִידִי")).toBe("as for me");
    expect(gloss("בְּכוּלָּן", false)).toBe("in all of them (f.)");
    expect(gloss("מִשֶּׁלּוֹ", false)).toBe("from his own");
    expect(gloss("בְּאוֹתָהּ", false)).toBe("in that same");
    expect(gloss("מִלְּפָנָיו", false)).toBe("from before him");
    // A proclitic that is no preposition is left to the panel's "how": וְלֵיהּ, דְּלֵיהּ are 'to him'.
    expect(gloss("דְּלֵיהּ")).toBe("to him");
  });
});

describe("readingEndingGloss", () => {
  it("glosses a lookup's reading that is a particle with a pronoun ending, by its how's head-word, and no other", () => {
    const step = { kind: "pronoun-ending" as const, head: "ל", gloss: "to, for" };
    expect(readingEndingGloss({ prefixPlain: "", stem: "לֵיהּ", howSteps: [step] })).toBe("to him");
    expect(readingEndingGloss({ prefixPlain: "ד", stem: "לֵיהּ", howSteps: [{ kind: "proclitics", letters: "ד" }, step] })).toBe("to him");
    expect(readingEndingGloss({ prefixPlain: "ל", stem: "דִידִי", howSteps: [{ kind: "pronoun-ending", head: "דיד", gloss: "of (his own)" }] })).toBe("as for me");
    expect(readingEndingGloss({ prefixPlain: "", stem: "אָמַר", howSteps: [{ kind: "form-of", head: "אמר" }] })).toBeNull();
    expect(readingEndingGloss({ prefixPlain: "", stem: "אָמַר" })).toBeNull();
    expect(readingEndingGloss(null)).toBeNull();
  });
});
