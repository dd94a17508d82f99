import { describe, expect, it } from "vitest";
import { holamOnLetter } from "./holam-male";

describe("holam-male", () => {
  it("points the Talmud's אוֹ as Jastrow heads it, אֹו, and leaves that pointing as it is", () => {
    expect(holamOnLetter("אוֹ")).toBe("אֹו".normalize("NFC"));
    expect(holamOnLetter("אֹו")).toBe("אֹו".normalize("NFC"));
    expect(holamOnLetter("לְאוֹר")).toBe(holamOnLetter("לְאֹור"));
    expect(holamOnLetter("שׁוֹמֵר")).toBe("שֹׁומֵר".normalize("NFC"));
  });

  it("keeps a consonantal vav with holam after a letter with a vowel, and a shuruk", () => {
    expect(holamOnLetter("עֲוֹן")).toBe("עֲוֹן".normalize("NFC"));
    expect(holamOnLetter("מִצְוֹת")).toBe("מִצְוֹת".normalize("NFC"));
    expect(holamOnLetter("אוּ")).toBe("אוּ".normalize("NFC"));
  });
});
