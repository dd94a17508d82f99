import { describe, expect, it } from "vitest";
import { followingId, jastrowReference, mentionedWords, seeTarget, xrefMark } from "./read-jastrow-reference";

const x = (rid: string, text: string) => ({ rid, text });

describe("an entry that is only a reference", () => {
  it("points where its v., s. or cmp. names, linked or not", () => {
    expect(jastrowReference(`, v. ${xrefMark(0)}`, [x("A00643", "אֹוכֶל")])).toEqual({ rid: "A00643", text: "אֹוכֶל" });
    expect(jastrowReference(`ch., v. ${xrefMark(0)}`, [x("unknown", "כּוֹל")])).toEqual({ rid: null, text: "כּוֹל" });
    expect(jastrowReference(`, s. ${xrefMark(0)} II`, [x("X1", "זְמַר II")])).toEqual({ rid: "X1", text: "זְמַר II" });
    // A corrupt reading of one citation: "read X, v. X" — citations and a correction say nothing of their own.
    expect(jastrowReference(`, Y. Sabb. I, 3 b (קריא) a corrupt., read: קָרְיָא, v. ${xrefMark(0)}`, [x("S1", "קְרָא")])).toMatchObject({ rid: "S1" });
    // Unlinked: the Hebrew word after the pointer.
    expect(jastrowReference("Lev. R. s. 23, v. אַנּוֹנָא.", [])).toEqual({ rid: null, text: "אַנּוֹנָא" });
    expect(jastrowReference(`, v. ${xrefMark(0)}`, [x("B00050", "next w.")])).toEqual({ rid: "B00050", text: "next w." });
    // "v. sub." (see under) the word's other spelling, abbreviated: עִגּוּל, v. sub. עִיגּ'.
    expect(jastrowReference(", v. sub. עִיגּ'.", [])).toEqual({ rid: null, text: "עִיגּ'" });
  });

  it("is the word an equivalence or a construct names at its start, whatever its citations translate", () => {
    expect(jastrowReference("f. ch. = h. יַבָּשָׁה. Targ. Ps. XCV, 5; a. e.—Tam. 32 a, v. " + xrefMark(0), [x("J00005", "יָאֵי")])).toEqual({ rid: null, text: "יַבָּשָׁה" });
    expect(jastrowReference("constr. of פֶּה. [For compounds see respective determinants].", [])).toEqual({ rid: null, text: "פֶּה" });
    expect(jastrowReference("ch. = h. בָּנָה. Targ. Gen. IV, 17.—M. Kat. 10 b מִיבְנֵי to erect; a. e.", [])).toEqual({ rid: null, text: "בָּנָה" });
    // "ch. same": the entry before it, the Hebrew word of the same letters.
    expect(jastrowReference("ch. same. Targ. Y. Gen. VI, 2.", [], "E00840")).toEqual({ rid: "E00840", text: "preced." });
    expect(jastrowReference("ch. same. Targ. Y. Gen. VI, 2.", [], null)).toBeNull();
  });

  it("is not an entry that glosses its word in plain text, or points nowhere", () => {
    // שָׁנָה 'year': its meaning is not in italics, and a "v." among its citations is not what it is.
    expect(jastrowReference(`(cmp. ${xrefMark(0)}) year. Ber. 55 a three things must be prayed for: a good year, v. ${xrefMark(1)}`, [x("J00698", "ישן"), x("T1", "טוֹב")])).toBeNull();
    expect(jastrowReference(", a word in a charm formula. Tosef. Sabb. VII (VIII), 1", [])).toBeNull();
    expect(jastrowReference("Targ. Mal. I, 14.", [])).toBeNull();
  });

  it("is the verb a form's whole text names ('imperat. of X'), a 'v.' right after it where that names the entry", () => {
    expect(jastrowReference(" imperat. of אֲזַל.", [])).toEqual({ rid: null, text: "אֲזַל", form: true });
    expect(jastrowReference(" perf. a. part. of חוּל.", [])).toEqual({ rid: null, text: "חוּל", form: true });
    expect(jastrowReference(" I, part. of שְׁתֵי.", [])).toEqual({ rid: null, text: "שְׁתֵי", form: true });
    // אֲחוּכֵי inf. of אֲחוּךְ (no entry of its own), v. חוּךְ a. אֲחִיךְ (both named); a "v." for another reading after a dash is not it.
    expect(jastrowReference(` inf. of אֲחוּךְ, v. ${xrefMark(0)} a. ${xrefMark(1)}`, [x("H00312", "חוּךְ"), x("A01033", "אֲחִיךְ.")]))
      .toEqual({ rid: "H00312", text: "חוּךְ", form: true, also: [{ rid: "A01033", text: "אֲחִיךְ." }] });
    expect(jastrowReference(` inf. of אֲגַר.—אגורי for אֲגִירֵי, v. ${xrefMark(0)}`, [x("A00298", "אָגִירָא")])).toEqual({ rid: null, text: "אֲגַר", form: true });
  });

  it("names the Aramaic entry where 'ch.' follows the word", () => {
    expect(jastrowReference(" v. אֶבֶן ch.", [])).toEqual({ rid: null, text: "אֶבֶן ch." });
    expect(jastrowReference(` v. ${xrefMark(0)} ch.`, [x("N01041", "נָפִיל")])).toEqual({ rid: "N01041", text: "נָפִיל ch." });
    expect(jastrowReference(" part. of קוּם ch.", [])).toEqual({ rid: null, text: "קוּם ch.", form: true });
    expect(seeTarget("בזי I ch.")).toEqual({ word: "בזי", homograph: "I", aramaic: true });
  });

  it("is the entry before or after it where it names no word: 'v. foreg.', 'v. preced.', 'v. next. w.', unlinked", () => {
    expect(jastrowReference(" v. foreg.", [], "A00498", "A00499")).toEqual({ rid: "A00498", text: "preced." });
    expect(jastrowReference(" v. next. w.", [], "A00320", "A00321")).toEqual({ rid: "A00322", text: "next w." });
    expect(jastrowReference(" f. ch. = next w. Targ. Zeph. I, 10.", [], "J00392", "J00393")).toEqual({ rid: "J00394", text: "next w." });
    expect(jastrowReference(" v. next wds.", [], null, "V00249")).toEqual({ rid: "V00250", text: "next w." });
    expect(jastrowReference(" v. foreg.", [], null, "A00001")).toBeNull();
    // Its text says "same" (the entry before's meaning): no reference (הֲפַכְפְּכָן "same. Meg. 15 b, v. preced.").
    expect(jastrowReference(" same. Meg. 15 b (Yalk. Esth. 1056, v. preced.).", [], "E00745", "E00746")).toBeNull();
    expect(followingId("B00999")).toBe("B01000");
    expect(followingId(null)).toBeNull();
  });

  it("keeps the homograph number printed after an unlinked word", () => {
    expect(jastrowReference(", v. חוֹב II", [])).toEqual({ rid: null, text: "חוֹב II" });
    expect(jastrowReference("f. = בִּינָא I. Targ. II Esth. I, 2, beg. בינות ליבא.", [])).toEqual({ rid: null, text: "בִּינָא I" });
    expect(jastrowReference(", v. חוֹב Ber. 5 a", [])).toEqual({ rid: null, text: "חוֹב" });
  });

  it("keeps every entry a reference names, in its order, each once", () => {
    // תֹּרֶן, תָּרְנָא, v. תּוֹרֶן, תּוּרְנָא: the Hebrew word and the Aramaic one.
    expect(jastrowReference(` , v. ${xrefMark(0)}, ${xrefMark(1)}`, [x("V00304", "תּוֹרֶן"), x("V00305", "תּוּרְנָא.")]))
      .toEqual({ rid: "V00304", text: "תּוֹרֶן", also: [{ rid: "V00305", text: "תּוּרְנָא." }] });
    // Linked and unlinked, by "a.", ", a.", "and", "or"; "ch." after one of them is its own.
    expect(jastrowReference(` , v. ${xrefMark(0)}, a. יָבֵשׁ ch.`, [x("J00075", "יַבֶּשְׁתָּא")])).toEqual({ rid: "J00075", text: "יַבֶּשְׁתָּא", also: [{ rid: null, text: "יָבֵשׁ ch." }] });
    expect(jastrowReference(` , v. ${xrefMark(0)} and אִית.`, [x("A01645", "אִיתַי")])).toEqual({ rid: "A01645", text: "אִיתַי", also: [{ rid: null, text: "אִית" }] });
    expect(jastrowReference(" II m. = h. חֲצָד or חֲצָב I. Y. Ab. Zar. I, 39 d bot.", [])).toEqual({ rid: null, text: "חֲצָד", also: [{ rid: null, text: "חֲצָב I" }] });
    // Another number of the word named ("v. בזי I, II ch."): both Aramaic homographs.
    expect(jastrowReference(`, I, II, v. ${xrefMark(0)}, II ch.`, [x("unknown", "בזי I")])).toEqual({ rid: null, text: "בזי I ch.", also: [{ rid: null, text: "בזי II ch." }] });
    // "pl. of" two words; "v. preced. a. X"; "v. next w., a. X".
    expect(jastrowReference(" pl. of אִיהוּ, אִיהִי.", [])).toEqual({ rid: null, text: "אִיהוּ", also: [{ rid: null, text: "אִיהִי" }] });
    expect(jastrowReference(` f. h., v. ${xrefMark(0)} a. חֶפֶת.`, [x("H00841", "preced.")])).toEqual({ rid: "H00841", text: "preced.", also: [{ rid: null, text: "חֶפֶת" }] });
    expect(jastrowReference(" v. next w., a. אֲרֹוגְנַוְטֵיס.", [], "A02993", "A02994")).toEqual({ rid: "A02995", text: "next w.", also: [{ rid: null, text: "אֲרֹוגְנַוְטֵיס" }] });
    // The same name twice: once.
    expect(jastrowReference(` , v. ${xrefMark(0)} a. ${xrefMark(1)}`, [x("Q01746", "פִּרְזוֹמָא"), x("Q01746", "פִּרְזוֹמָא")])).toEqual({ rid: "Q01746", text: "פִּרְזוֹמָא" });
  });

  it("names one entry where what follows it is a citation, a phrase or a book's number", () => {
    expect(jastrowReference(` , v. ${xrefMark(0)}, Ber. 5 a.`, [x("A1", "אִיתַי")])).toEqual({ rid: "A1", text: "אִיתַי" });
    expect(jastrowReference(" , v. כָּל, כל דהו.", [])).toEqual({ rid: null, text: "כָּל" });
    expect(jastrowReference(` , v. ${xrefMark(0)}, II Sam. 5, 3.`, [x("A1", "אִיתַי")])).toEqual({ rid: "A1", text: "אִיתַי" });
    expect(jastrowReference(` , v. ${xrefMark(0)}.—Targ. Ps. II, 11 ed. Wil., v. ${xrefMark(1)}.`, [x("T1", "רְתַח"), x("T2", "רְתִיתָא")])).toEqual({ rid: "T1", text: "רְתַח" });
  });

  it("reads the head-word named and Jastrow's homograph number", () => {
    expect(seeTarget("זְמַר I")).toEqual({ word: "זְמַר", homograph: "I" });
    expect(seeTarget("אֵי III")).toEqual({ word: "אֵי", homograph: "III" });
    expect(seeTarget(" √אב")).toEqual({ word: "אב", homograph: null });
    expect(seeTarget("אִילּוּ.")).toEqual({ word: "אִילּוּ", homograph: null });
  });

  it("reads the pointed words an entry's text writes, each once", () => {
    expect(mentionedWords(["Pl. דּוֹפַנִּים, constr. דּוֹפַנֵּי; mostly דְּפַנּוֹת. Ḥull. 45 b דופני ריאה", "ד' האמצעי; דְּפַנּוֹת"])).toEqual(["דּוֹפַנִּים", "דּוֹפַנֵּי", "דְּפַנּוֹת"]);
  });
});
