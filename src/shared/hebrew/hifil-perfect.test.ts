import { describe, expect, it } from "vitest";
import { hifilPerfectReadings } from "./hifil-perfect";

const forms = (word: string) => hifilPerfectReadings(word).map((r) => `${r.prefixPlain}+${r.form}`);

describe("hifilPerfectReadings", () => {
  it("reads a strong root's hif'il perfect with its person ending or object suffix", () => {
    expect(forms("הִשְׁפַּעְתָּ")).toContain("+שפע");
    expect(forms("הִגְבַּהְתּוֹ")).toContain("+גבה");
    expect(forms("הִתְחִילוּ")).toContain("+תחל");
    expect(forms("הִשְׁפִּיעַ")).toContain("+שפע");
  });
  it("puts back a פ״י root's י, a hollow root's ו, a פ״נ root's נ", () => {
    expect(forms("הוֹשַׁעְתּוֹ")).toContain("+ישע");
    expect(forms("שֶׁהוֹצֵאתָ")).toContain("ש+יצא");
    expect(forms("הוֹשַׁבְתִּי")).toContain("+ישב");
    expect(forms("הֵאַרְתָּ")).toContain("+אור");
    expect(forms("הִצַּלְתָּ")).toContain("+נצל");
    // After וּכְשֶׁ 'and when', and with ־וּהוּ 'they … him' (שֶׁהִקִּיפוּהוּ 'that they surrounded him').
    expect(forms("וּכְשֶׁהִזִּיק")).toContain("וכש+נזק");
    expect(forms("שֶׁהִקִּיפוּהוּ")).toContain("ש+נקף");
  });
  it("says how: the prefix ה־ and the ending", () => {
    const r = hifilPerfectReadings("הִשְׁפַּעְתָּ").find((x) => x.form === "שפע")!;
    expect(r.how).toBe("prefix ה־; ending ־ת");
    expect(r.cost).toBe(1.5);
  });
  it("reads no article: הַ with a dagesh, nor a ת pointed as a noun's", () => {
    expect(forms("הַשֻּׁלְחָן")).toEqual([]);
    expect(forms("הַשָּׁנָה")).toEqual([]);
    expect(forms("הִלְכוֹת")).toEqual([]);
    expect(forms("הוֹצָאָתוֹ")).toEqual([]);
  });
  it("reads nothing in unpointed text", () => {
    expect(forms("השפעת")).toEqual([]);
  });
});
