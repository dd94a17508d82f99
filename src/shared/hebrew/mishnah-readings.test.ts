import { describe, expect, it } from "vitest";
import { ARAMAIC_IN_MISHNAH, aramaicSteps, hebrewQuotationCost, mishnahGrammarCost, participleDiscount, PARTICIPLE_POINTED, passiveDiscount, pointedAsPassive, perfectDiscount, PERFECT_POINTED, PLURAL_SUFFIX_KEPT, pluralSuffixCost, pointedAsParticiple, pointedPluralSuffix, UNPOINTED_ROOT_ONLY, unpointedRootCost, NO_VERB, verbOfNounsCost } from "./mishnah-readings";
import { verbReadings } from "./verb-forms";

const stepsOf = (word: string, form: string) => verbReadings(word).find((r) => r.form === form)!.howSteps;

describe("aramaicSteps", () => {
  it("knows the Aramaic noun's plural (בְּנֵי of בַּר) from the Hebrew one (of בֵּן)", () => {
    expect(aramaicSteps(stepsOf("שבני", "בר"))).toBe(true);
    expect(aramaicSteps(stepsOf("שבני", "בן"))).toBe(false);
  });

  it("knows the Aramaic infinitive with מ־ from the Hebrew one with ל־", () => {
    expect(aramaicSteps([{ kind: "infinitive", affix: "מי־", aramaic: true }])).toBe(true);
    expect(aramaicSteps([{ kind: "infinitive", affix: "ל־", aramaic: false }])).toBe(false);
  });
});

describe("mishnahGrammarCost", () => {
  it("makes a reading with Aramaic grammar dearer in the Mishnah: its steps, or its endings (shared/hebrew/form-language)", () => {
    expect(mishnahGrammarCost("שֶׁבְּנֵי", "ש", stepsOf("שבני", "בר"))).toBe(ARAMAIC_IN_MISHNAH);
    expect(mishnahGrammarCost("שֶׁבְּנֵי", "ש", stepsOf("שבני", "בן"))).toBe(0);
    expect(mishnahGrammarCost("דְּאָמְרִינַן", "ד", [{ kind: "proclitics", letters: "ד" }, { kind: "ending", ending: "ינן" }])).toBe(ARAMAIC_IN_MISHNAH);
  });
});

describe("hebrewQuotationCost", () => {
  it("makes Aramaic's own grammar dearer in the Talmud where the clause is Hebrew or the form is (the relative שֶׁ־)", () => {
    // A baraita's בְּנֵי 'the members of' is בֵּן's; Elijah's Hebrew בְּנִי 'my son'.
    expect(hebrewQuotationCost("בְּנֵי", "", stepsOf("בני", "בר"), "hebrew")).toBe(ARAMAIC_IN_MISHNAH);
    expect(hebrewQuotationCost("שֶׁבְּנֵי", "ש", stepsOf("שבני", "בר"), null)).toBe(ARAMAIC_IN_MISHNAH);
  });

  it("leaves the Gemara's own Aramaic alone, and a Hebrew reading anywhere", () => {
    expect(hebrewQuotationCost("בְּנֵי", "", stepsOf("בני", "בר"), "aramaic")).toBe(0);
    expect(hebrewQuotationCost("בְּנֵי", "", stepsOf("בני", "בר"), null)).toBe(0);
    expect(hebrewQuotationCost("דִּבְנֵי", "ד", stepsOf("דבני", "בר"), null)).toBe(0);
    expect(hebrewQuotationCost("בְּנֵי", "", stepsOf("בני", "בן"), "hebrew")).toBe(0);
    // A form only Aramaic has is the clause's Aramaic itself (לְמִתְנָא 'to teach').
    expect(hebrewQuotationCost("לְמִתְנָא", "ל", [{ kind: "infinitive", affix: "מ־", aramaic: true }], "hebrew")).toBe(0);
  });
});

describe("unpointedRootCost", () => {
  const bni = { word: "בני", wordPlain: "בני", isProperName: false };
  const bani = { word: "בָּנִי", wordPlain: "בני", isProperName: true };
  it("makes a pointed word read as written dearer where only an unpointed root heads its letters (בְּנֵי is not בני 'to build')", () => {
    expect(unpointedRootCost({ asWritten: true, stem: "בְּנֵי", form: "בני", entries: [bni, bani] })).toBe(UNPOINTED_ROOT_ONLY);
  });

  it("says nothing of a pointed head-word, a reading that changed the letters, or unpointed text", () => {
    expect(unpointedRootCost({ asWritten: true, stem: "בְּנֵי", form: "בני", entries: [bni, { ...bni, word: "בְּנֵי" }] })).toBe(0);
    expect(unpointedRootCost({ asWritten: false, stem: "בְּנֵי", form: "בני", entries: [bni] })).toBe(0);
    expect(unpointedRootCost({ asWritten: true, stem: "בני", form: "בני", entries: [bni] })).toBe(0);
  });
});

describe("pointedAsParticiple and participleDiscount", () => {
  it("knows the qal participle by its pointing, strong and final-weak roots, every number and gender", () => {
    for (const w of ["אוֹמֵר", "אוֹמְרִים", "עוֹמְדִים", "שׁוֹאֲלִין", "אוֹמֶרֶת", "אוֹמְרֵי", "קוֹרִין", "עוֹשֶׂה", "קוֹרֵא", "עוֹשׂוֹת"]) expect(pointedAsParticiple(w), w).toBe(true);
  });
  it("tells a noun of the same letters pointed otherwise (עוֹלָם, כּוֹכָבִים, שׁוֹפָר), and unpointed text", () => {
    for (const w of ["עוֹלָם", "כּוֹכָבִים", "שׁוֹפָר", "קוֹל", "עומדים"]) expect(pointedAsParticiple(w), w).toBe(false);
  });
  it("makes the participle reading of such a word cheaper, not another reading", () => {
    expect(participleDiscount("עוֹמְדִים", stepsOf("עומדים", "עמד"))).toBe(PARTICIPLE_POINTED);
    expect(participleDiscount("עוֹמְדִים", [])).toBe(0);
    expect(participleDiscount("עומדים", stepsOf("עומדים", "עמד"))).toBe(0);
  });
});

describe("pointedPluralSuffix and pluralSuffixCost", () => {
  it("knows a plural noun's pronoun suffixes by their pointing (חַיֶּיךָ, בָּנָיו, דְּבָרֶיהָ, אֲבוֹתֵינוּ)", () => {
    for (const w of ["חַיֶּיךָ", "בָּנָיו", "דְּבָרֶיהָ", "אֲבוֹתֵינוּ", "בְּנֵיהֶם"]) expect(pointedPluralSuffix(w), w).toBe(true);
    for (const w of ["חַיֵּיךְ", "בָּנוּ", "חייך"]) expect(pointedPluralSuffix(w), w).toBe(false);
  });
  it("makes a reading dearer that keeps the suffix (the whole word, or a shorter ending), not one that takes it off", () => {
    expect(pluralSuffixCost("חַיֶּיךָ", [])).toBe(PLURAL_SUFFIX_KEPT);
    expect(pluralSuffixCost("בָּנָיו", [{ kind: "ending", ending: "ו" }])).toBe(PLURAL_SUFFIX_KEPT);
    expect(pluralSuffixCost("חַיֶּיךָ", [{ kind: "plural-before-suffix", suffix: "ך" }])).toBe(0);
    expect(pluralSuffixCost("בָּנָיו", stepsOf("בניו", "בן"))).toBe(0);
    expect(pluralSuffixCost("חַיֵּיךְ", [])).toBe(0);
  });
});

describe("perfectDiscount", () => {
  it("makes a final-weak root's perfect cheaper where the text points its third person plural (הָיוּ, עָשׂוּ)", () => {
    expect(perfectDiscount("הָיוּ", stepsOf("היו", "היה"))).toBe(PERFECT_POINTED);
    expect(perfectDiscount("עָשׂוּ", stepsOf("עשו", "עשה"))).toBe(PERFECT_POINTED);
  });
  it("not another reading, nor a stem pointed otherwise or unpointed", () => {
    expect(perfectDiscount("הָיוּ", [{ kind: "ending", ending: "ו" }])).toBe(0);
    expect(perfectDiscount("הֱווּ", stepsOf("הוו", "הוה"))).toBe(0);
    expect(perfectDiscount("היו", stepsOf("היו", "היה"))).toBe(0);
  });
});

describe("verbOfNounsCost", () => {
  const noun = (wordPlain: string, partOfSpeech: string | null) => ({ wordPlain, isProperName: false, partOfSpeech });
  it("makes a verb form's reading dearer whose form heads only nouns and adjectives (מִתְחַיֵּב read as חיב)", () => {
    expect(verbOfNounsCost({ verb: true, form: "חיב", entries: [noun("חיוב", "m."), noun("חיב", "m."), noun("חיב", "Adjective")] })).toBe(NO_VERB);
  });
  it("not where the form heads a verb, nor a reading that is not a verb's", () => {
    expect(verbOfNounsCost({ verb: true, form: "חוב", entries: [noun("חוב", null), noun("חוב", "m.")] })).toBe(0);
    expect(verbOfNounsCost({ verb: false, form: "חיב", entries: [noun("חיב", "m.")] })).toBe(0);
  });
});

describe("pointedAsPassive and passiveDiscount", () => {
  it("knows the qal passive participle by its pointing (בָּרוּךְ, פָּתוּחַ, פְּתוּחָה, כְּתוּבִים), not a word pointed otherwise", () => {
    for (const w of ["בָּרוּךְ", "פָּתוּחַ", "פְּתוּחָה", "כְּתוּבִים"]) expect(pointedAsPassive(w), w).toBe(true);
    for (const w of ["קָדוֹשׁ", "ברוך", "בְּרִית"]) expect(pointedAsPassive(w), w).toBe(false);
  });
  it("makes the reading that takes the ו out to the verb's three radicals cheaper, no other", () => {
    const vowelLetter = [{ kind: "vowel-letter" as const }];
    expect(passiveDiscount("בָּרוּךְ", "ברך", vowelLetter)).toBe(PARTICIPLE_POINTED);
    expect(passiveDiscount("פְּתוּחָה", "פתח", vowelLetter)).toBe(PARTICIPLE_POINTED);
    expect(passiveDiscount("פְּתוּחָה", "פתחה", vowelLetter)).toBe(0);
    expect(passiveDiscount("בָּרוּךְ", "ברוך", [])).toBe(0);
  });
});
