import { describe, expect, it } from "vitest";
import { followReferences, resolveJastrowReferences, type ReferenceEntry } from "./resolve-jastrow-references";

const entry = (id: string, headWords: string[], homograph: string | null = null, see: string | null = null, rid: string | null = null, also?: ReferenceEntry["also"]): ReferenceEntry => ({ id, headWords, homograph, see, rid, ...(also ? { also } : {}) });

describe("the targets of a whole lexicon's references", () => {
  it("follows chains of references, never round a loop", () => {
    expect(followReferences(new Map([["A", ["B"]], ["B", ["C"]], ["X", ["Y"]]]))).toEqual(new Map([["A", ["C"]], ["B", ["C"]], ["X", ["Y"]]]));
    expect(followReferences(new Map([["A", ["B"]], ["B", ["A"]]]))).toEqual(new Map([["A", ["B"]], ["B", ["A"]]]));
  });

  it("follows each entry a reference names, in its order, each once, never back to the referring entry", () => {
    // A v. B, C; B v. D, E: A → D, E, C (B's entries in B's place).
    expect(followReferences(new Map([["A", ["B", "C"]], ["B", ["D", "E"]]])).get("A")).toEqual(["D", "E", "C"]);
    // Two names that lead to one entry: once.
    expect(followReferences(new Map([["A", ["B", "C"]], ["C", ["B"]]])).get("A")).toEqual(["B"]);
    // B names A among others: not back to A; a chain whose first step is on the way already stops where it is, as before.
    expect(followReferences(new Map([["A", ["B"]], ["B", ["C", "A"]]])).get("A")).toEqual(["C"]);
    expect(followReferences(new Map([["A", ["B", "C"]], ["B", ["A", "D"]]])).get("A")).toEqual(["B", "C"]);
  });

  it("resolves a whole lexicon: an abbreviation as the referring word's other spelling, chains followed", () => {
    const all = [
      entry("A01263", ["אֱיָל", "אֱיָיל"]),
      entry("A01281", ["אִילּוּלָא", "אִילּוּלֵי", "אִלּ'"]),
      entry("A01812", ["אִלּוּלֵי", "אִלּוּלֵיפֹון"], null, "אִילּ'", "A01263"),
      entry("A01274", ["אֵילּוּ"], null, "אֵלּוּ", "A01276"),
      entry("A01276", ["אִילּוּ", "אִלּוּ"]),
      entry("A01791", ["אֵלּוּ", "אֵילּוּ"]),
      entry("A01792", ["אִלּוּ"], null, "אִילּוּ", "A01274"),
      entry("P00497", ["עִיגּוּל", "עִגּ'"]),
      entry("P00085", ["עִגּוּל", "עִגּוּלָא"], null, "עִיגּ'", null),
    ];
    const got = resolveJastrowReferences(all);
    // אִלּוּלֵי v. אִילּ': the word spelled plene, not Sefaria's אֱיָל.
    expect(got.get("A01812")).toEqual(["A01281"]);
    // עִגּוּל, v. sub. עִיגּ' (unlinked): the word spelled plene.
    expect(got.get("P00085")).toEqual(["P00497"]);
    expect(got.get("A01274")).toEqual(["A01791"]);
    expect(got.get("A01792")).toEqual(["A01276"]);
  });

  it("resolves an abbreviation to the entry whose head-word begins pointed as it is", () => {
    // חַיָּב v. חַיָּי': חַיָּיב 'liable', not חִיּוּב 'obligation' (also headed חִיּיוּב), though that comes first in the dictionary.
    const all = [
      entry("H00651", ["חַיָּב", "חַיָּבָא"], null, "חַיָּי'", "H00677"),
      entry("H00676", ["חִיּוּב", "חִיּיוּב"]),
      entry("H00722", ["חַיָּיב"]),
    ];
    expect(resolveJastrowReferences(all).get("H00651")).toEqual(["H00722"]);
    // Unpointed, the dictionary's order decides as before.
    expect(resolveJastrowReferences([entry("H00651", ["חיב"], null, "חיי'", "H00677"), ...all.slice(1)]).get("H00651")).toEqual(["H00676"]);
  });

  it("resolves an abbreviation by its pointing whichever head-word finds it, then to the entry that holds the referring word", () => {
    // נְבֵילָא, נְבֵילָה, נְבֵילְתָּא v. sub. נְבֵל': נְבֵלָה 'carrion' (found by the second head-word), not נֵבֶל, נִבְלָא 'lyre' (by the first).
    const nevela = [
      entry("N00087", ["נְבֵילָא", "נְבֵילָה", "נְבֵילְתָּא"], null, "נְבֵל'"),
      entry("N00094", ["נֵבֶל", "נִבְלָא", "נִי'"], "I"),
      entry("N00095", ["נִבְלָא", "נִי'"], "II"),
      entry("N00097", ["נְבֵלָה", "נְבֵי'"]),
    ];
    expect(resolveJastrowReferences(nevela).get("N00087")).toEqual(["N00097"]);
    // הֶקֵּישׁ v. הֶיקֵּ': הֶיקֵּשׁ 'comparing', whose forms hold הֶקֵּישׁ, not "הֶיקֵּיף, הֶיקֵּישׁ" (no meaning, first in the dictionary).
    const hekesh = [
      entry("E00482", ["הֶיקֵּיף", "הֶיקֵּישׁ"]),
      { ...entry("E00484", ["הֶיקֵּף", "הֶיקֵּיף"]), forms: ["הֶיקֵּף", "הֶיקֵּיף", "הֶקֵּיף"] },
      { ...entry("E00486", ["הֶיקֵּשׁ", "הֶיקֵּישׁ"]), forms: ["הֶיקֵּשׁ", "הֶיקֵּישׁ", "הֶקֵּישׁ"] },
      entry("E00794", ["הֶקֵּישׁ", "הֶקֵּישָׁא"], null, "הֶיקֵּ'"),
    ];
    expect(resolveJastrowReferences(hekesh).get("E00794")).toEqual(["E00486"]);
  });

  it("resolves every entry a reference names, the first first, each as one named alone would be", () => {
    // תֹּרֶן, תָּרְנָא, v. תּוֹרֶן, תּוּרְנָא: the Hebrew 'mast' and the Aramaic one.
    const all = [
      entry("V00304", ["תּוֹרֶן"]),
      entry("V00305", ["תּוּרְנָא"], null, null, null),
      entry("V00831", ["תֹּרֶן", "תָּרְנָא"], null, "תּוֹרֶן", "V00304", [{ text: "תּוּרְנָא.", rid: "V00305" }]),
      // בְּזָא, I, II, v. בזי I, II ch. (unlinked): two homographs of one word, by their numbers.
      entry("B00413", ["בזי"], "I"),
      entry("B00414", ["בזי"], "II"),
      entry("B00407", ["בְּזָא"], null, "בזי I", null, [{ text: "בזי II", rid: null }]),
      // זִלְזֵל, זַלְזֵל, v. זָלַל, זְלַל: two names of one entry, once.
      entry("G00498", ["זָלַל", "זְלַל"]),
      entry("G00485", ["זִלְזֵל", "זַלְזֵל"], null, "זָלַל", "G00498", [{ text: "זְלַל.", rid: "G00498" }]),
      // An entry named that the lexicon does not hold, unlinked: left out.
      entry("A01650", ["אִיתִינָן"], null, "אִיתַי", null, [{ text: "אִית", rid: null }]),
      entry("A01645", ["אִיתַי"]),
    ];
    const got = resolveJastrowReferences(all);
    expect(got.get("V00831")).toEqual(["V00304", "V00305"]);
    // אִינוּן, אִינִין "pl. of אִיהוּ, אִיהִי" (unlinked): both the pronoun's (אִיהִי I, v. foreg.), not אִיהִי II 'Ihi Dakkira', a place: once.
    const inun = [
      { ...entry("A01180", ["אִיהוּ", "אִיהוּא"]), mentions: ["אִיהִי", "אִינוּן", "אִינִין"] },
      entry("A01181", ["אִיהִי"], "I", "preced.", "A01180"),
      { ...entry("A01182", ["*אִיהִי"], "II"), mentions: ["דַקִּירָא"] },
      entry("A01377", ["אִינוּן", "אִינִין"], null, "אִיהוּ", null, [{ text: "אִיהִי", rid: null }]),
    ];
    expect(resolveJastrowReferences(inun).get("A01377")).toEqual(["A01180"]);
    expect(got.get("B00407")).toEqual(["B00413", "B00414"]);
    expect(got.get("G00485")).toEqual(["G00498"]);
    expect(got.get("A01650")).toEqual(["A01645"]);
  });
});
