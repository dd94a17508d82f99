import { describe, expect, it } from "vitest";
import { inQuotedVerse } from "./quoted-verse";

const segment = "אָמַר רַבָּה, דְּאָמַר קְרָא: ״לְמַעַן יֵדְעוּ דוֹרוֹתֵיכֶם כִּי בַסּוּכּוֹת הוֹשַׁבְתִּי אֶת בְּנֵי יִשְׂרָאֵל״, עַד עֶשְׂרִים אַמָּה";

describe("inQuotedVerse", () => {
  it("says the words between the quotation marks are the verse's, the first and the last included", () => {
    expect(inQuotedVerse(segment, 5)).toBe(true);
    expect(inQuotedVerse(segment, 12)).toBe(true);
    expect(inQuotedVerse(segment, 13)).toBe(true);
  });
  it("leaves the Aramaic frame outside them", () => {
    expect(inQuotedVerse(segment, 1)).toBe(false);
    expect(inQuotedVerse(segment, 4)).toBe(false);
    expect(inQuotedVerse(segment, 14)).toBe(false);
  });
  it("reads an abbreviation's gershayim as no quotation mark, one after a proclitic as one", () => {
    expect(inQuotedVerse("אָמַר ר״ל הָכִי וְאָמַר", 3)).toBe(false);
    expect(inQuotedVerse("שָׁנָה בְּ״אָבוֹת״ וְעוֹד", 2)).toBe(true);
    expect(inQuotedVerse("שָׁנָה בְּ״אָבוֹת״ וְעוֹד", 3)).toBe(false);
  });
  it("reads a quotation that speaks Aramaic as no verse", () => {
    expect(inQuotedVerse("וְעוֹנִין ״יְהֵא שְׁמֵיהּ הַגָּדוֹל מְבוֹרָךְ״", 2)).toBe(false);
    expect(inQuotedVerse("וְעוֹנִין ״יְהֵא שְׁמֵיהּ הַגָּדוֹל מְבוֹרָךְ״", 5)).toBe(false);
  });
  it("says nothing where the text quotes nothing", () => {
    expect(inQuotedVerse("תָּנוּ רַבָּנַן", 2)).toBe(false);
  });
});
