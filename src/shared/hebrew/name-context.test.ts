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
  it("not elsewhere", () => {
    expect(inNamePlace(line, 1)).toBe(false); // אָמַר
    expect(inNamePlace(line, 6)).toBe(false); // אִם
    expect(inNamePlace(line, 3)).toBe(false); // בַּר itself, after a name
    expect(inNamePlace(line, 4)).toBe(false); // רַב, the title, after בַּר
  });
});
