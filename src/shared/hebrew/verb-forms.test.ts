import { describe, expect, it } from "vitest";
import { howText } from "./reading-how";
import { verbReadings } from "./verb-forms";

const forms = (word: string) => verbReadings(word).map((r) => r.form);
const reading = (word: string, form: string) => verbReadings(word).find((r) => r.form === form);

describe("verbReadings", () => {
  it("reads participles back to their roots, final-weak ones included", () => {
    expect(forms("אוֹמֵר")).toContain("אמר");
    expect(forms("קוֹרִין")).toContain("קרא");
    expect(forms("פָּרֵישׁ")).toContain("פרש");
    expect(forms("מְעַכְּבָא")).toContain("עכב");
    expect(forms("מַנְהִיג")).toContain("נהג");
    expect(forms("נִכְנָסִים")).toContain("כנס");
    expect(forms("מוֹדִים")).toContain("ידה");
    expect(reading("אוֹמֵר", "אמר")?.cost).toBe(0.5);
    expect(forms("מוּטָל")).toContain("נטל");
    expect(forms("מְשׁוּבָּח")).toContain("שבח");
    expect(forms("יַגִּיעוּ")).toContain("נגע");
    expect(reading("שָׁעוֹת", "שעה")?.cost).toBe(1);
  });

  it("reads a פ״י root's hif'il, its י a ו after the prefix", () => {
    expect(reading("מוֹצִיא", "יצא")?.howSteps).toEqual([{ kind: "verb", form: "hifil-py" }]);
    expect(reading("מוֹסִיפִין", "יסף")?.cost).toBe(1.5);
    expect(forms("לְהוֹצִיא")).toContain("יצא");
    expect(forms("הוֹלִיךְ")).toContain("ילך");
    expect(reading("וְהַמּוֹלִיךְ", "ילך")).toMatchObject({ prefixPlain: "וה" });
    // Without the hif'il's י before the last radical, no hif'il (מוֹשָׁב).
    expect(verbReadings("מוֹשָׁב").some((r) => r.howSteps.some((h) => h.kind === "verb" && h.form === "hifil-py"))).toBe(false);
  });

  it("reads the Mishnah's participle with אֲנִי and a perfect with 'me'", () => {
    expect(forms("גּוֹזְרַנִי")).toContain("גזר");
    expect(forms("מְקוּבְּלַנִי")).toContain("קבל");
    expect(forms("נִצְּחוּנִי")).toContain("נצח");
  });

  it("reads a final-weak root's imperfect plural, its last radical read back", () => {
    expect(reading("יִקְנוּ", "קנה")?.cost).toBe(2);
    expect(reading("שֶׁיֵּעָשׂוּ", "עשה")?.prefixPlain).toBe("ש");
    expect(reading("תֵּשְׁבוּ", "ישב")?.cost).toBe(2);
  });

  it("reads a ת after the participle's מ as the root's too (מַתְחִיל), and as the reflexive's", () => {
    expect(forms("מַתְחִילִין")).toContain("תחל");
    expect(forms("מִתְקַיֵּים")).toContain("קום");
    expect(forms("מִתְכַּוֵּין")).toContain("כון");
  });

  it("reads infinitives: ל־…־ות, ל־ with a vowel letter, a פ״י root's, the Aramaic מי־", () => {
    expect(forms("לִקְרוֹת")).toContain("קרא");
    expect(forms("לֶאֱכוֹל")).toContain("אכל");
    expect(forms("לְהַרְחִיק")).toContain("רחק");
    expect(forms("צֵאת")).toContain("יצא");
    expect(forms("לְמֵימַר")).toContain("אמר");
    expect(forms("לְמֵיכַל")).toContain("אכל");
  });

  it("puts a construct's ־ה back, knows the irregular forms of אמר and אתא, and takes proclitics off", () => {
    expect(reading("מִשְּׁעַת", "שעה")).toMatchObject({ prefixPlain: "מ", cost: 2 });
    expect(reading("קְרִיאַת", "קריאה")?.cost).toBe(1);
    expect(reading("אֵימָא", "אמר")).toMatchObject({ prefixPlain: "", cost: 0.5 });
    expect(reading("וְלֵיתֵי", "אתא")).toMatchObject({ prefixPlain: "ו", cost: 1.5 });
    expect(reading("דְּקָאָמַר", "אמר")).toBeUndefined();
  });
});

describe("verbReadings of weak roots and the reflexive", () => {
  it("reads the Hebrew participle of a final-weak root with ־ה / ־א, never the Aramaic ־י (עוֹשִׂין, רוֹאִים, קוֹנֶה)", () => {
    expect(forms("עוֹשִׂין")).toContain("עשה");
    expect(forms("עוֹשִׂין")).not.toContain("עשי");
    expect(forms("רוֹאִים")).toContain("ראה");
    expect(forms("קוֹנֶה")).toContain("קנה");
  });

  it("reads a final-weak perfect's ־ִי־ with its person ending as one step, before a noun with a suffix", () => {
    expect(reading("עָשִׂינוּ", "עשה")?.cost).toBe(0.75);
    expect(reading("בָּנִיתִי", "בנה")?.cost).toBe(0.75);
    expect(reading("עָשִׂינוּ", "עשי")?.cost).toBeGreaterThan(0.75);
  });

  it("reads hollow roots (מֵתָה, שָׁבוּ, לְהָקִים, מֵבִיא) and geminate roots (יָסֹב, תָּמָּה) back to their root", () => {
    expect(reading("מֵתָה", "מות")?.cost).toBe(2);
    expect(reading("שָׁבוּ", "שוב")?.cost).toBe(2);
    // Dearer than the two letters as a word of their own, which a lexicon may hold (כָּל, עַל).
    expect(reading("כָּל", "כול")?.cost).toBe(1.5);
    expect(forms("שָׂם")).toContain("שים");
    expect(reading("לְהָקִים", "קום")?.cost).toBe(1);
    expect(forms("מֵבִיא")).toContain("בוא");
    expect(forms("יָסֹב")).toContain("סבב");
    expect(reading("תַּם", "תמם")?.cost).toBe(1.5);
  });

  it("reads the reflexive with ת, and with ת after a sibilant first radical (יִתְגַּלֵּי, מִשְׁתַּמֵּשׁ, הִצְטַעֵר, מִזְדַּקֵּן)", () => {
    expect(forms("יִתְגַּלֵּי")).toContain("גלי");
    expect(forms("וְיִתְפַּלְּלוּן")).toContain("פלל");
    expect(forms("מִשְׁתַּמֵּשׁ")).toContain("שמש");
    expect(forms("הִצְטַעֵר")).toContain("צער");
    expect(forms("מִזְדַּקֵּן")).toContain("זקן");
    expect(forms("וְיִכְתְּבוּן")).toContain("כתב");
    // A passive participle's י before the last radical (אִיצְטְרִיךְ 'it was needed').
    expect(forms("אִיצְטְרִיךְ")).toContain("צרך");
    expect(forms("מִצְטְרִיךְ")).toContain("צרך");
  });

  it("reads the Babylonian reflexive whose ת is assimilated (אִיעֲרַב, קָמִיפַּלְגִי), not a word of a lone י", () => {
    expect(forms("אִיעֲרַב")).toContain("ערב");
    expect(reading("קָמִיפַּלְגִי", "פלג")).toMatchObject({ prefixPlain: "ק", howSteps: [{ kind: "proclitics", letters: "ק" }, { kind: "verb", form: "reflexive", ending: "י" }] });
    expect(forms("מִייַן")).not.toContain("ין");
  });

  it("reads the Babylonian imperfect's prefix written with a י (נִיתְנֵי, וְתִיבְעֵי), and אמר's irregular forms with an ending (תֵּימְרוּ)", () => {
    expect(reading("נִיתְנֵי", "תני")?.howSteps).toEqual([{ kind: "verb", form: "imperfect" }]);
    expect(forms("וְתִיבְעֵי")).toContain("בעי");
    // Not לִי־: ל and a word in י (לִימוֹת is ל + יְמוֹת).
    expect(reading("לִימוֹת", "מות")?.prefixPlain).toBe("ל");
    expect(reading("תֵּימְרוּ", "אמר")).toMatchObject({ cost: 1, how: "a form of אמר; ending ־ו" });
    expect(reading("לִיתְנֵי", "נתן")?.howSteps[0]?.kind).not.toBe("form-of");
  });

  it("reads a hollow root's hif'il with the object suffix ־ם (וִיסִירֵם, תְּשִׁיבֵם)", () => {
    expect(reading("וִיסִירֵם", "סור")).toMatchObject({ prefixPlain: "ו", cost: 2.5 });
    expect(reading("תְּשִׁיבֵם", "שוב")?.how).toBe("hif'il of a hollow root; suffix ־ם");
  });

  it("reads a final-weak פ״י root's hif'il (תּוֹנוּ, תוֹנֶה), and a פ״י root's imperative of two radicals (צֵא)", () => {
    expect(reading("תּוֹנוּ", "ינה")?.howSteps).toEqual([{ kind: "verb", form: "hifil-py", ending: "ו" }]);
    expect(forms("תוֹנֶה")).toContain("ינה");
    expect(reading("צֵא", "יצא")?.cost).toBe(1.5);
  });

  it("reads the Babylonian infinitive of the intensive and causative stems (לְמַעוֹטֵי, לְאַקְדּוֹמֵי, לְאֵתוֹיֵי)", () => {
    expect(forms("לְמַעוֹטֵי")).toContain("מעט");
    expect(forms("לְאַקְדּוֹמֵי")).toContain("קדם");
    expect(reading("לְאֵתוֹיֵי", "אתא")?.how).toBe("Aramaic infinitive ל־…־וֹ־…־ֵי; final-weak root");
    // A noun's ־ִי 'my', ־וֹהִי 'his' is no infinitive's ־ֵי.
    expect(forms("לִכְבוֹדִי")).not.toContain("כבד");
    expect(forms("לִזְנוֹהִי")).not.toContain("זנה");
  });

  it("reads the Hebrew perfect's ־ְתּוֹ 'you … him' as printed (מִלַּטְתּוֹ), not a noun's ־ָתוֹ (בִּרְכָתוֹ)", () => {
    expect(reading("מִלַּטְתּוֹ", "מלט")?.howSteps).toEqual([{ kind: "verb", form: "perfect", ending: "תו" }]);
    expect(verbReadings("בִּרְכָתוֹ").some((r) => r.howSteps.some((h) => h.kind === "verb" && h.form === "perfect"))).toBe(false);
  });

  it("reads a hollow root's imperfect with a middle י (וְתָגֵל), a final-weak root's with an ending (יִרְבּוּ), and אָמֵינָא", () => {
    expect(reading("וְתָגֵל", "גיל")?.prefixPlain).toBe("ו");
    expect(reading("יִרְבּוּ", "רבה")?.cost).toBe(2);
    expect(forms("יְכַוֵּין")).not.toContain("כוה");
    expect(reading("אָמֵינָא", "אמר")?.how).toBe("a form of אמר");
  });

  it("reads a hollow root's passive, its prefix's vowel a shuruk (יוּמָת, מוּבָא)", () => {
    expect(reading("יוּמָת", "מות")?.howSteps).toEqual([{ kind: "verb", form: "hollow-root" }]);
    expect(forms("מוּבָא")).toContain("בוא");
  });

  it("reads irregular nouns and plurals before a suffix through shared/hebrew/irregular-nouns, proclitics taken off", () => {
    expect(reading("וּבְנֵי", "בן")).toMatchObject({ prefixPlain: "ו", cost: 1.5 });
    expect(reading("לִימוֹת", "יום")).toMatchObject({ prefixPlain: "ל", cost: 1.5 });
    expect(reading("בְּחַיֵּי", "חיים")).toMatchObject({ prefixPlain: "ב" });
  });
});

describe("verbReadings leave nouns' endings to the nouns", () => {
  it("reads an Aramaic perfect's first person, not a noun's construct or suffixed ־ת", () => {
    expect(forms("שְׁמַעְנָא")).toContain("שמע");
    expect(forms("יְהָבִית")).toContain("יהב");
    expect(reading("תְּפִלָּתִי", "תפל")).toBeUndefined();
    expect(reading("בִּרְכַּת", "ברך")).toBeUndefined();
  });

  it("reads הָלַךְ's infinitive לֶכֶת, and no other ה־ root into a word ending in ־ת (וְיָת)", () => {
    expect(forms("לָלֶכֶת")).toContain("הלך");
    expect(forms("וְיָת")).not.toContain("הוי");
  });

  it("reads a final-weak reflexive infinitive with its ת after the first radical (לְהִשְׁתַּנּוֹת, מִסְתַּפֶּה)", () => {
    expect(forms("לְהִשְׁתַּנּוֹת")).toContain("שנה");
    expect(forms("מִסְתַּפֶּה")).toContain("ספה");
  });
});

describe("verbReadings' irregular forms", () => {
  it("reads נתן's forms whose נ is assimilated (לִתֵּן, תֵּן, נָתַתִּי) and a hollow root's intensive with its doubled י (מִתְקַיֶּמֶת, מִתְחַיֵּב)", () => {
    expect(reading("לִתֵּן", "נתן")?.howSteps).toEqual([{ kind: "form-of", head: "נתן" }]);
    expect(forms("תֵּן")).toContain("נתן");
    expect(forms("נָתַתִּי")).toContain("נתן");
    expect(reading("מִתְקַיֶּמֶת", "קום")?.howSteps.at(-1)).toEqual({ kind: "root", root: "hollow" });
    expect(forms("מִתְחַיֵּב")).toContain("חוב");
  });

  it("reads the Mishnah's infinitive לוֹמַר (and כְּלוֹמַר) as אָמַר's, and a verb after מִשֶּׁ and כְּשֶׁ", () => {
    expect(reading("לוֹמַר", "אמר")?.howSteps).toEqual([{ kind: "form-of", head: "אמר" }]);
    expect(reading("כְּלוֹמַר", "אמר")?.prefixPlain).toBe("כ");
    expect(reading("מִשֶּׁיַּכִּיר", "נכר")?.prefixPlain).toBe("מש");
    expect(reading("כְּשֶׁעָלוּ", "עלה")?.prefixPlain).toBe("כש");
  });

  it("reads a hollow root's imperfect, its middle ו written or not, with its ending (יָבֹא, אָבֹא, יָקוּם, יָקוּמוּ)", () => {
    expect(reading("יָבֹא", "בוא")?.howSteps).toEqual([{ kind: "verb", form: "imperfect" }, { kind: "root", root: "hollow" }]);
    expect(forms("אָבֹא")).toContain("בוא");
    expect(forms("יָקוּם")).toContain("קום");
    expect(forms("יָקוּמוּ")).toContain("קום");
    expect(reading("יָקוּמוּ", "קום")?.howSteps[0]).toEqual({ kind: "verb", form: "imperfect", ending: "ו" });
  });

  it("finds an irregular form that ends in a final letter (the Targum's יְהוֹן, תֶּהֱוֹן; הַוְיָין)", () => {
    expect(reading("יְהוֹן", "הוי")?.cost).toBe(0.5);
    expect(reading("וְתֶהֱוֹן", "הוי")).toMatchObject({ prefixPlain: "ו", cost: 1.5 });
    expect(reading("הַוְיָין", "הוי")?.cost).toBe(0.5);
  });

  it("gives each reading's steps, its English `how` made from them", () => {
    const steps = (word: string, form: string) => reading(word, form)?.howSteps;
    expect(steps("אוֹמֵר", "אמר")).toEqual([{ kind: "verb", form: "participle" }]);
    expect(steps("וּמְבָרְכִין", "ברך")).toEqual([{ kind: "proclitics", letters: "ו" }, { kind: "verb", form: "participle-m", ending: "ין" }]);
    expect(reading("וּמְבָרְכִין", "ברך")?.how).toBe("ו + participle מ־, ending ־ין");
    expect(steps("לִקְרוֹת", "קרא")).toEqual([{ kind: "infinitive", affix: "ל־…־ות", aramaic: false }]);
    expect(steps("לְמֵימַר", "אמר")).toEqual([{ kind: "form-of", head: "אמר" }]);
    expect(steps("לְדַעְתּוֹ", "ידע")).toEqual([{ kind: "infinitive-weak", root: "פ״י", suffix: "ו" }]);
    expect(steps("צֵאתְךָ", "יצא")).toEqual([{ kind: "infinitive-weak", root: "פ״י", suffix: "ך" }]);
    expect(steps("לְשִׁבְתָּם", "ישב")).toEqual([{ kind: "infinitive-weak", root: "פ״י", suffix: "ם" }]);
    expect(reading("לְדַעְתּוֹ", "ידע")?.how).toBe("infinitive of a פ״י root, suffix ־ו");
    expect(steps("שָׁעוֹת", "שעה")).toEqual([{ kind: "plural-ending", plural: "ות", singular: "ה" }]);
    expect(steps("שְׁעַת", "שעה")).toEqual([{ kind: "construct-ending", from: "ת", to: "ה" }]);
    expect(steps("מִצְוָתָן", "מצוה")).toEqual([{ kind: "suffix", suffix: "ן" }, { kind: "construct-ending", from: "ת", to: "ה" }]);
    expect(steps("בָּנָיו", "בן")).toEqual([{ kind: "irregular-noun", head: "בֵּן", suffix: "ו" }]);
    for (const r of verbReadings("וּמְבָרְכִין")) expect(r.how).toBe(howText(r.howSteps));
  });
});
