import { describe, expect, it } from "vitest";
import { inMishnahPassage, talmudMarkers } from "./talmud-passages";

// Segments as Sefaria's William Davidson text of Berakhot writes them (pointed, with geresh).
const page2a = [
  { verse: 1, text: "מֵאֵימָתַי קוֹרִין אֶת שְׁמַע בְּעַרְבִין? מִשָּׁעָה שֶׁהַכֹּהֲנִים נִכְנָסִים לֶאֱכוֹל בִּתְרוּמָתָן" },
  { verse: 2, text: "וַחֲכָמִים אוֹמְרִים: עַד חֲצוֹת." },
  { verse: 3, text: "גְּמָ׳ תַּנָּא הֵיכָא קָאֵי דְּקָתָנֵי ״מֵאֵימָתַי״?" },
  { verse: 4, text: "וְאִיבָּעֵית אֵימָא: יָלֵיף מִבְּרִיָּיתוֹ שֶׁל עוֹלָם." },
];
const page34b = [
  { verse: 11, text: "מַתְנִי׳ הַמִּתְפַּלֵּל וְטָעָה — סִימָן רַע לוֹ." },
  { verse: 12, text: "גְּמָ׳ אַהַיָּיא?" },
];

describe("inMishnahPassage", () => {
  it("reads a page that opens inside a Mishnah (no מתני׳ on it) as Mishnah up to its גמ׳", () => {
    expect(inMishnahPassage(page2a, 1, 1)).toBe(true);
    expect(inMishnahPassage(page2a, 2, 3)).toBe(true);
    expect(inMishnahPassage(page2a, 3, 1)).toBe(false);
    expect(inMishnahPassage(page2a, 3, 2)).toBe(false);
    expect(inMishnahPassage(page2a, 4, 2)).toBe(false);
  });

  it("reads from מתני׳ to גמ׳ as Mishnah and the rest of the page as Gemara", () => {
    expect(inMishnahPassage(page34b, 5, 4)).toBe(false);
    expect(inMishnahPassage(page34b, 11, 2)).toBe(true);
    expect(inMishnahPassage(page34b, 12, 2)).toBe(false);
    expect(inMishnahPassage(page34b, 20, 1)).toBe(false);
  });

  it("reads a marker in the middle of a segment from its own word on", () => {
    const mid = [{ verse: 7, text: "וְהִלְכְתָא כְּרַבִּי. מַתְנִי׳ הָיָה קוֹרֵא בַּתּוֹרָה" }];
    expect(inMishnahPassage(mid, 7, 2)).toBe(false);
    expect(inMishnahPassage(mid, 7, 4)).toBe(true);
    expect(inMishnahPassage(mid, 8, 1)).toBe(true);
  });

  it("reads a page without a marker as Gemara, and takes no ordinary word for a marker", () => {
    expect(inMishnahPassage([], 3, 1)).toBe(false);
    expect(talmudMarkers([{ verse: 1, text: "גְּמָרָא גְמַר מַתְנִיתָא" }])).toEqual([]);
    expect(talmudMarkers([{ verse: 2, text: "אָמַר מתני' וגמ׳" }])).toEqual([{ verse: 2, position: 2, marker: "mishnah" }]);
  });
});
