import { describe, expect, it } from "vitest";
import { inNamePlace } from "./name-context";

describe("inNamePlace", () => {
  const line = "אָמַר רַבָּהּ בַּר רַב שֵׁילָא: אִם כֵּן, לֵימָא קְרָא";
  it("puts a name after a title or 'son of', and before 'son of'", () => {
    expect(inNamePlace(line, 2)).toBe(true); // רַבָּהּ, before בַּר
    expect(inNamePlace(line, 5)).toBe(true); // שֵׁילָא, after רַב
    expect(inNamePlace("וְרַבִּי מֵאִיר הָכִי קָאָמַר", 2)).toBe(true);
    expect(inNamePlace("קַשְׁיָא דְּרַבִּי מֵאִיר אַדְּרַבִּי מֵאִיר", 5)).toBe(true);
    expect(inNamePlace("רַבִּי יְהוֹשֻׁעַ בֶּן לֵוִי", 4)).toBe(true);
  });
  it("puts the speaker next to 'said': after אֲמַר לֵיהּ, before אָמַר", () => {
    const said = "אָמַר רַבָּה, דְּאָמַר קְרָא: ״לְמַעַן יֵדְעוּ״. אֲמַר לֵיהּ אַבָּיֵי: אֶלָּא מֵעַתָּה";
    expect(inNamePlace(said, 9)).toBe(true); // אַבָּיֵי
    expect(inNamePlace("גְּמָ׳ מַאי טַעְמָא רַבָּה אָמַר", 4)).toBe(true);
    expect(inNamePlace("וּלְרַבָּה דְּאָמַר לְפִי שֶׁאֵין", 1)).toBe(true);
  });
  it("not right after אָמַר (the verse speaks there too), the saying's first word, nor a word before 'said to them' or a comma", () => {
    expect(inNamePlace("אָמַר רַבָּה, דְּאָמַר קְרָא: ״לְמַעַן״", 4)).toBe(false); // קְרָא 'the verse'
    expect(inNamePlace("רַבָּה אָמַר: מִשּׁוּם דְּלָא", 3)).toBe(false); // מִשּׁוּם opens the saying
    expect(inNamePlace("הָכִי, אָמַר רַבָּה", 1)).toBe(false);
    expect(inNamePlace("דִּידָךְ קָא אָמֵינָא, דְּאָמַר רַבִּי יוֹסֵי", 3)).toBe(false); // 'I say, for Rabbi Yose said'
    expect(inNamePlace("אֲזַל לְבֵיתֵיהּ אֲמַר לְהוּ", 2)).toBe(false); // 'he went home, said to them'
    expect(inNamePlace("״וְתִגְזַר אֹמֶר״", 1)).toBe(false); // אֹמֶר 'word' is no 'said'
  });
  it("not elsewhere", () => {
    expect(inNamePlace(line, 1)).toBe(false); // אָמַר
    expect(inNamePlace(line, 6)).toBe(false); // אִם
    expect(inNamePlace(line, 3)).toBe(false); // בַּר itself, after a name
    expect(inNamePlace(line, 4)).toBe(false); // רַב, the title, after בַּר
  });
});
