import { describe, expect, it } from "vitest";
import { elideBefore } from "./french-elision";

describe("elideBefore", () => {
  it("elides de, que, le and la before a title that begins with a vowel", () => {
    expect(elideBefore("Importation de Exode (2 sur 5)...", "Exode")).toBe("Importation d’Exode (2 sur 5)...");
    expect(elideBefore("Les mots de Ézéchiel que vous ne connaissiez pas", "Ézéchiel")).toBe("Les mots d’Ézéchiel que vous ne connaissiez pas");
    expect(elideBefore("De Isaïe à Esther", "Isaïe")).toBe("D’Isaïe à Esther");
    expect(elideBefore("plus que Osée", "Osée")).toBe("plus qu’Osée");
  });
  it("leaves a title that begins with a consonant, and the rest of the sentence, alone", () => {
    expect(elideBefore("Importation de Genèse", "Genèse")).toBe("Importation de Genèse");
    expect(elideBefore("Choisissez une lettre de A à Z ou de Exode", "Exode")).toBe("Choisissez une lettre de A à Z ou d’Exode");
    // Only a whole word "de": "monde Exode" is not elided.
    expect(elideBefore("le monde Exode", "Exode")).toBe("le monde Exode");
  });
  it("elides before a placeholder that stands for the title", () => {
    expect(elideBefore("Les mots de \uE002 ici", "\uE002", "Exode")).toBe("Les mots d’\uE002 ici");
    expect(elideBefore("Les mots de \uE002 ici", "\uE002", "Genèse")).toBe("Les mots de \uE002 ici");
  });
});
