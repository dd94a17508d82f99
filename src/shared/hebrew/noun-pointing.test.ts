import { describe, expect, it } from "vitest";
import { pointedAsNoun } from "./noun-pointing";

const ending = (e: string) => [{ kind: "ending" as const, ending: e }];

describe("noun-pointing", () => {
  it("hears an adjective's feminine and a segolate noun's suffix in the pointing", () => {
    expect(pointedAsNoun("כְּשֵׁרָה", ending("ה"))).toBe(true);
    expect(pointedAsNoun("עַצְמָהּ", ending("ה"))).toBe(true);
    expect(pointedAsNoun("חֶצְיָהּ", ending("ה"))).toBe(true);
    expect(pointedAsNoun("עַצְמוֹ", ending("ו"))).toBe(true);
  });

  it("leaves the verb's forms: the perfect's ־ָה, an object suffix, an infinitive, a reading of more steps", () => {
    expect(pointedAsNoun("כָּשְׁרָה", ending("ה"))).toBe(false);
    expect(pointedAsNoun("עֲצָמָהּ", ending("ה"))).toBe(false);
    expect(pointedAsNoun("שָׁמְרוֹ", ending("ו"))).toBe(false);
    expect(pointedAsNoun("בַּקְּרוֹ", ending("ו"))).toBe(false);
    expect(pointedAsNoun("כָּתְבוּ", ending("ו"))).toBe(false);
    expect(pointedAsNoun("כְּשֵׁרָה", [{ kind: "verb", form: "participle" }] as never)).toBe(false);
    expect(pointedAsNoun("כשרה", ending("ה"))).toBe(false);
  });
});
