import { describe, expect, it } from "vitest";
import { isSpeechText, prepareSpeechText, SPEECH_TEXT_MAX_LENGTH } from "./speech-text";

const codes = (s: string | null) => [...(s ?? "")].map((c) => c.codePointAt(0)!.toString(16));

describe("prepareSpeechText", () => {
  it("puts the shin dot and dagesh before the vowel (NFC puts them after)", () => {
    const shalom = "שָׁלוֹם".normalize("NFC");
    expect(codes(shalom).slice(0, 3)).toEqual(["5e9", "5b8", "5c1"]);
    expect(codes(prepareSpeechText(shalom))).toEqual(["5e9", "5c1", "5b8", "5dc", "5d5", "5b9", "5dd"]);
    expect(codes(prepareSpeechText("בְּ"))).toEqual(["5d1", "5bc", "5b0"]);
  });

  it("keeps a dagesh only on the letters espeak-ng reads one on (ב ד כ פ ת, and ו's shuruk)", () => {
    expect(codes(prepareSpeechText("גַּם"))).toEqual(["5d2", "5b7", "5dd"]);
    expect(codes(prepareSpeechText("אִמָּא"))).toEqual(["5d0", "5b4", "5de", "5b8", "5d0"]);
    expect(codes(prepareSpeechText("שַׁבָּת"))).toEqual(["5e9", "5c1", "5b7", "5d1", "5bc", "5b8", "5ea"]);
    expect(codes(prepareSpeechText("כַּפְתּוֹר"))).toEqual(["5db", "5bc", "5b7", "5e4", "5b0", "5ea", "5bc", "5d5", "5b9", "5e8"]);
    expect(codes(prepareSpeechText("שׁוּק"))).toEqual(["5e9", "5c1", "5d5", "5bc", "5e7"]);
  });

  it("drops cantillation and meteg, and turns maqaf and punctuation into spaces", () => {
    expect(prepareSpeechText("בְּרֵאשִׁ֖ית בָּרָ֣א")).toBe(prepareSpeechText("בְּרֵאשִׁית בָּרָא"));
    expect(prepareSpeechText("כָּל־הָאָֽרֶץ׃")).toBe(prepareSpeechText("כָּל הָאָרֶץ"));
    expect(prepareSpeechText("  שלום, (עולם)  ")).toBe("שלום עולם");
  });

  it("writes hataf vowels as full vowels and a holam on a consonant as qamats qatan", () => {
    expect(codes(prepareSpeechText("אֱלֹהִים"))).toEqual(["5d0", "5b6", "5dc", "5c7", "5d4", "5b4", "5d9", "5dd"]);
    expect(codes(prepareSpeechText("אֲנִי"))).toEqual(["5d0", "5b7", "5e0", "5b4", "5d9"]);
    expect(codes(prepareSpeechText("צָהֳרַיִם"))[3]).toBe("5c7");
  });

  it("returns null when no Hebrew is left or the text is too long", () => {
    expect(prepareSpeechText("hello")).toBeNull();
    expect(prepareSpeechText("")).toBeNull();
    expect(prepareSpeechText("א".repeat(SPEECH_TEXT_MAX_LENGTH + 1))).toBeNull();
  });
});

describe("isSpeechText", () => {
  it("accepts Hebrew letters, points and single spaces only", () => {
    expect(isSpeechText(prepareSpeechText("שָׁלוֹם עֲלֵיכֶם")!)).toBe(true);
    for (const bad of ["", " שלום", "שלום ", "שלום  עולם", "שלום; rm -rf /", "-v en", "שלום\n", "שָׁלוֹם֖", "abc", "א".repeat(SPEECH_TEXT_MAX_LENGTH + 1)]) {
      expect(isSpeechText(bad), JSON.stringify(bad)).toBe(false);
    }
  });
});
