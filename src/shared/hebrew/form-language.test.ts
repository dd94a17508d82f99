import { describe, expect, it } from "vitest";
import { formLanguage, pointedAsPerfect, pointedAsPerfectWithSuffix } from "./form-language";

describe("formLanguage", () => {
  it("hears Hebrew in the qal participle with ו, the relative שֶׁ, the article and Hebrew endings", () => {
    expect(formLanguage("אוֹמֵר", "", [{ kind: "verb", form: "participle" }])).toBe("hebrew");
    expect(formLanguage("שֶׁבְּנֵי", "ש", [{ kind: "proclitics", letters: "ש" }])).toBe("hebrew");
    expect(formLanguage("אָמַרְתִּי", "", [{ kind: "ending", ending: "תי" }])).toBe("hebrew");
    expect(formLanguage("כֹּהֲנִים", "", [{ kind: "ending", ending: "ים" }])).toBe("hebrew");
    expect(formLanguage("רֹאשְׁךָ", "", [{ kind: "suffix", suffix: "ך" }])).toBe("hebrew");
  });

  it("hears Aramaic in קָא and ד, the emphatic ־א of a noun, ־ֵיהּ and ־ַתְּ", () => {
    expect(formLanguage("קָסָבַר", "ק", [{ kind: "proclitics", letters: "ק", stem: "סבר" }])).toBe("aramaic");
    expect(formLanguage("דְּמַחְשְׁכִי", "ד", [{ kind: "proclitics", letters: "ד" }, { kind: "verb", form: "participle-m", ending: "י" }])).toBe("aramaic");
    expect(formLanguage("שִׁמְשָׁא", "", [{ kind: "ending", ending: "א" }])).toBe("aramaic");
    expect(formLanguage("שְׁמֵיהּ", "", [{ kind: "ending", ending: "יה" }])).toBe("aramaic");
    expect(formLanguage("אָמְרַתְּ", "", [{ kind: "ending", ending: "ת" }])).toBe("aramaic");
  });

  it("says nothing where the form shows both or neither", () => {
    expect(formLanguage("סָבַר", "", [])).toBeNull();
    expect(formLanguage("דְּאוֹמֵר", "ד", [{ kind: "proclitics", letters: "ד" }, { kind: "verb", form: "participle" }])).toBeNull();
    // A verb's ־א is no emphatic ending (קְרָא, תַּנְיָא).
    expect(formLanguage("תַּנְיָא", "", [{ kind: "prefix", letters: "ת" }, { kind: "ending", ending: "א" }])).toBeNull();
  });
});

describe("pointedAsPerfect", () => {
  it("knows the perfect's ־תִּי, ־תָּ, ־תְּ by the ת's dagesh after a sheva", () => {
    for (const w of ["לָמַדְתִּי", "שָׁמַעְתָּ", "אָמְרַתְּ", "וְשָׂרַפְתִּי"]) expect(pointedAsPerfect(w)).toBe(true);
  });
  it("not a noun's ת before a suffix, nor a bare ־ת", () => {
    for (const w of ["תְּפִלָּתִי", "בַּת", "שַׁבָּת", "לָמַדְתי"]) expect(pointedAsPerfect(w)).toBe(false);
  });
});

describe("pointedAsPerfectWithSuffix", () => {
  it("knows ־תִיהָ, ־תִיו, ־תִים of the Hebrew perfect, not the Aramaic noun's ־תֵיהּ", () => {
    for (const w of ["מְצָאתִיהָ", "רְאִיתִיהָ", "וְהִגְלִיתִים", "עֲזַבְתִּיו"]) expect(pointedAsPerfectWithSuffix(w)).toBe(true);
    for (const w of ["אִתְּתֵיהּ", "בְּרַתֵּיהּ", "מצאתיה"]) expect(pointedAsPerfectWithSuffix(w)).toBe(false);
  });
});
