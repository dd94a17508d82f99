import { describe, expect, it } from "vitest";
import { verbLanguage } from "./verb-language";

describe("verbLanguage", () => {
  it("hears Hebrew in the imperfect's י־, the Mishnah's nif'al infinitive and the perfect's ־ָה and ־ְתָּ", () => {
    expect(verbLanguage("יַפְסִיקוּ", "", [{ kind: "prefix", letters: "י" }, { kind: "ending", ending: "ו" }])).toBe("hebrew");
    expect(verbLanguage("לִיבָּדֵק", "ל", [{ kind: "proclitics", letters: "ל" }, { kind: "verb", form: "imperfect" }])).toBe("hebrew");
    expect(verbLanguage("אָמְרָה", "", [{ kind: "ending", ending: "ה" }])).toBe("hebrew");
    expect(verbLanguage("שָׁמַעְתָּ", "", [{ kind: "ending", ending: "ת" }])).toBe("hebrew");
    expect(verbLanguage("אָמְרוּ", "", [{ kind: "ending", ending: "ו" }])).toBe("hebrew");
    expect(verbLanguage("אֲמַרוּ", "", [{ kind: "ending", ending: "ו" }])).toBeNull();
  });
  it("hears Hebrew in the hif'il perfect's ה־ (the Babylonian Aramaic causative is the af'el's א־)", () => {
    expect(verbLanguage("הִשְׁפִּילוּ", "", [{ kind: "prefix", letters: "ה" }, { kind: "ending", ending: "ו" }])).toBe("hebrew");
    expect(verbLanguage("אַשְׁכְּחוּהּ", "", [{ kind: "prefix", letters: "א" }, { kind: "ending", ending: "ו" }])).toBeNull();
  });

  it("hears Aramaic in the participle's plural ־ִי and feminine ־ָא", () => {
    expect(verbLanguage("אָכְלִי", "", [{ kind: "ending", ending: "י" }])).toBe("aramaic");
    expect(verbLanguage("תָּפְסִי", "", [{ kind: "ending", ending: "י" }])).toBe("aramaic");
    expect(verbLanguage("מְעַכְּבָא", "", [{ kind: "verb", form: "participle-m", ending: "א" }])).toBe("aramaic");
  });

  it("does not take the Aramaic jussive's or infinitive's vowel letter י for the Hebrew imperfect", () => {
    expect(verbLanguage("לִיתְנֵי", "ל", [{ kind: "proclitics", letters: "ל" }, { kind: "verb", form: "imperfect" }])).toBeNull();
    expect(verbLanguage("מִיבַּעְיָא", "מ", [{ kind: "proclitics", letters: "מ" }, { kind: "verb", form: "imperfect", ending: "א" }])).toBeNull();
  });

  it("says nothing of a noun's ending or a suffix pointed otherwise", () => {
    expect(verbLanguage("תּוֹרָה", "", [{ kind: "ending", ending: "ה" }])).toBeNull();
    expect(verbLanguage("בְּרִי", "", [{ kind: "ending", ending: "י" }])).toBeNull();
    expect(verbLanguage("אָמְרַהּ", "", [{ kind: "ending", ending: "ה" }])).toBeNull();
  });
});
