import { describe, expect, it } from "vitest";
import { endingPersons, isPronounEnding, PERSON_ENGLISH, personEnglish } from "./pronoun-endings";

describe("personEnglish", () => {
  it("words each person as a template's place needs it: after a preposition, alone, before a noun, as a subject", () => {
    expect(personEnglish("to {me}", "3ms")).toBe("to him");
    expect(personEnglish("{mine}", "1cp")).toBe("ours");
    expect(personEnglish("from {my} own", "3fs")).toBe("from her own");
    expect(personEnglish("{I} {am} not", "1cs")).toBe("I am not");
    expect(personEnglish("{I} {am} not", "3mp")).toBe("they are not");
    // Every person has every word.
    for (const words of Object.values(PERSON_ENGLISH)) expect(Object.values(words).every((w) => w.length > 0)).toBe(true);
  });
});

describe("endingPersons", () => {
  it("names the person of an ending that names one", () => {
    expect(endingPersons("הו", "לְהוּ", "aramaic")).toEqual(["3mp"]);
    expect(endingPersons("ו", "לוֹ", "either")).toEqual(["3ms"]);
    expect(endingPersons("ה", "לָהּ", "either")).toEqual(["3fs"]);
    expect(endingPersons("הם", "לָהֶם", "either")).toEqual(["3mp"]);
    expect(endingPersons("ינו", "עָלֵינוּ", "either")).toEqual(["1cp"]);
    expect(endingPersons("אי", "קַמַּאי", "aramaic")).toEqual(["1cs"]);
    expect(endingPersons("ת", "לַת", "either")).toBeNull();
    expect(isPronounEnding("ייהו")).toBe(true);
    expect(isPronounEnding("ת")).toBe(false);
  });

  it("tells ־ָךְ, ־ְךָ and ־ִיךְ apart by the pointing; ־ָךְ is the Hebrew feminine and the Aramaic masculine", () => {
    expect(endingPersons("ך", "לְךָ", "either")).toEqual(["2ms"]);
    expect(endingPersons("יך", "עָלֶיךָ", "either")).toEqual(["2ms"]);
    expect(endingPersons("יך", "עָלַיִךְ", "either")).toEqual(["2fs"]);
    expect(endingPersons("יך", "לִיךְ", "aramaic")).toEqual(["2fs"]);
    expect(endingPersons("ך", "מִמֵּךְ", "either")).toEqual(["2fs"]);
    expect(endingPersons("ך", "דִּידָךְ", "aramaic")).toEqual(["2ms"]);
    expect(endingPersons("ך", "שֶׁלָּךְ", "hebrew")).toEqual(["2fs"]);
    // The Talmud's לָךְ may be either: both are named; unpointed too.
    expect(endingPersons("ך", "לָךְ", "either")).toEqual(["2ms", "2fs"]);
    expect(endingPersons("ך", "לך", "either")).toEqual(["2ms", "2fs"]);
  });

  it("reads ־ֶיהָ as the Hebrew 'her' and ־ֵיהּ as the Aramaic 'him'; unpointed, by the form's language", () => {
    expect(endingPersons("יה", "עָלֶיהָ", "either")).toEqual(["3fs"]);
    expect(endingPersons("יה", "עֲלֵיהּ", "either")).toEqual(["3ms"]);
    expect(endingPersons("יה", "ליה", "aramaic")).toEqual(["3ms"]);
    expect(endingPersons("יה", "תחתיה", "hebrew")).toEqual(["3fs"]);
    expect(endingPersons("יה", "עליה", "either")).toEqual(["3ms", "3fs"]);
  });

  it("reads ־ָן as the Hebrew 'them (f.)' and ־ַן as the Aramaic 'us'", () => {
    expect(endingPersons("ן", "כֻּלָּן", "either")).toEqual(["3fp"]);
    expect(endingPersons("ן", "כּוּלַּן", "either")).toEqual(["1cp"]);
    expect(endingPersons("ן", "לן", "aramaic")).toEqual(["1cp"]);
    expect(endingPersons("ן", "אינן", "hebrew")).toEqual(["3fp"]);
  });

  it("reads the bare form that ends in י as the particle itself where its pointing says so (לִפְנֵי 'before', לְפָנַי 'before me')", () => {
    expect(endingPersons("י", "לִפְנֵי", "hebrew", true)).toEqual(["bare"]);
    expect(endingPersons("י", "לְפָנַי", "hebrew", true)).toEqual(["1cs"]);
    expect(endingPersons("י", "לפני", "hebrew", true)).toEqual(["bare", "1cs"]);
    expect(endingPersons("י", "לִי", "either")).toEqual(["1cs"]);
  });
});
