import { describe, expect, it } from "vitest";
import { followingId, followReferences, jastrowReference, mentionedWords, reducedAlike, resolveJastrowReferences, resolveReference, seeTarget, xrefMark, type ReferenceEntry } from "./jastrow-references";

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
    // אֲחוּכֵי inf. of אֲחוּךְ (no entry of its own), v. חוּךְ; a "v." for another reading after a dash is not it.
    expect(jastrowReference(` inf. of אֲחוּךְ, v. ${xrefMark(0)} a. ${xrefMark(1)}`, [x("H00312", "חוּךְ"), x("A01033", "אֲחִיךְ.")])).toEqual({ rid: "H00312", text: "חוּךְ", form: true });
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

  it("reads the head-word named and Jastrow's homograph number", () => {
    expect(seeTarget("זְמַר I")).toEqual({ word: "זְמַר", homograph: "I" });
    expect(seeTarget("אֵי III")).toEqual({ word: "אֵי", homograph: "III" });
    expect(seeTarget(" √אב")).toEqual({ word: "אב", homograph: null });
    expect(seeTarget("אִילּוּ.")).toEqual({ word: "אִילּוּ", homograph: null });
  });
});

const entry = (id: string, headWords: string[], homograph: string | null = null, see: string | null = null, rid: string | null = null): ReferenceEntry => ({ id, headWords, homograph, see, rid });

describe("the target of a reference", () => {
  it("keeps Sefaria's link when the data does not show it wrong", () => {
    const ref = { id: "R", headWords: ["שָׁתָה"] };
    // Two roots of the same unpointed letters: nothing tells them apart but the link.
    const roots = [entry("S1", ["שתי", "שָׁתָה"], "I"), entry("S2", ["שתי", "שָׁתָה"], "II")];
    expect(resolveReference({ rid: "S2", text: "שתי" }, ref, roots)).toBe("S2");
    expect(resolveReference({ rid: "S1", text: "שתי" }, ref, roots)).toBe("S1");
  });

  it("takes Jastrow's homograph number over the link", () => {
    const ei = [entry("A01111", ["אִי", "אֵי"], "I"), entry("A01114", ["אֵי"], "II"), entry("A01115", ["אֵי"], "III")];
    expect(resolveReference({ rid: "A01112", text: "אֵי III" }, { id: "A01229", headWords: ["אֵיי"] }, ei)).toBe("A01115");
    expect(resolveReference({ rid: null, text: "אֵי II" }, { id: "A01229", headWords: ["אֵיי"] }, ei)).toBe("A01114");
  });

  it("takes a pointed word over the unpointed root entry the link names, and the head-word pointed as named over another pointing", () => {
    // אֹכֶל v. אֹוכֶל: linked to the root entry אוכל, the word is אֹוכֶל 'food'.
    expect(resolveReference({ rid: "A00642", text: "אֹוכֶל" }, { id: "A01699", headWords: ["אֹכֶל"] }, [entry("A00642", ["אוכל"]), entry("A00643", ["אֹוכֶל"])])).toBe("A00643");
    // אִלּוּ v. אִילּוּ: linked to אֵילּוּ 'these', the word is אִילּוּ 'if'.
    const illu = [entry("A01274", ["אֵילּוּ"], null, "אֵלּוּ", "A01276"), entry("A01276", ["אִילּוּ", "אִלּוּ"])];
    expect(resolveReference({ rid: "A01274", text: "אִילּוּ" }, { id: "A01792", headWords: ["אִלּוּ"] }, illu)).toBe("A01276");
    // A dagesh decides last: the letter named without it is not the word with it.
    const dagesh = [entry("T1", ["טַבָּא"]), entry("T2", ["טַבָא"])];
    expect(resolveReference({ rid: "T1", text: "טַבָא" }, { id: "R", headWords: ["טָבָא"] }, dagesh)).toBe("T2");
    // A link pointed otherwise only by a reduced vowel (qamats for sheva) stands: פָּנִים 'face', not פְּנִים 'inside'.
    expect(reducedAlike("פָּנִים", "פְּנִים")).toBe(true);
    expect(reducedAlike("כּוּל", "כּוֹל")).toBe(false);
    expect(resolveReference({ rid: "Q1", text: "פְּנִים" }, { id: "R", headWords: ["לִפְנַי"] }, [entry("Q1", ["פָּנִים"]), entry("Q2", ["פְּנִים"])])).toBe("Q1");
    // An unpointed root named, a pointed noun linked: the root (שָׁתָה v. שתי is the verb, not שְׁתִי 'warp').
    expect(resolveReference({ rid: "W1", text: "שתי" }, { id: "R", headWords: ["שָׁתָה"] }, [entry("W1", ["שְׁתִי"]), entry("W2", ["שתי", "שָׁתָה"])])).toBe("W2");
  });

  it("prefers, among the pointed, the entry that lists the referring word, then the closest pointing", () => {
    const abba = [entry("A00017", ["אַבָּא", "אָב"], "I"), entry("A00018", ["אַבָּא", "אַבָּה"], "II")];
    expect(resolveReference({ rid: null, text: "אַבָּא" }, { id: "A00015", headWords: ["אָב"] }, abba)).toBe("A00017");
    expect(resolveReference({ rid: null, text: "חֲזֵי" }, { id: "R", headWords: ["חֲזוֹ"] }, [entry("H1", ["חזי", "חָזָה"]), entry("H2", ["חֲזִי"])])).toBe("H2");
  });

  it("takes the entry that holds the referring word as its own, not the referring word's homograph", () => {
    // בְּעָא v. בעי: the root's name unpointed; the Aramaic verb lists בְּעָא among its head-words ('to ask'), the Hebrew root does not ('to split').
    const bai = [entry("B00299", ["בּוּעַ", "בְּעִי"]), entry("B01036", ["בעי", "בָּעָה"]), entry("B01037", ["בְּעֵי", "בְּעָא"], "I")];
    expect(resolveReference({ rid: "B00299", text: "בעי" }, { id: "B01020", headWords: ["בְּעָא"] }, bai)).toBe("B01037");
    // A form of its own (a binyan's, a plural) counts as a head-word does; a word its text writes, after.
    const pala = [entry("Q01035", ["פלי", "פָּלָא"]), entry("Q01036", ["פלי"])].map((e, i) => (i === 0 ? { ...e, mentions: ["פָּלָה"] } : { ...e, forms: ["פָּלָה"] }));
    expect(resolveReference({ rid: null, text: "פלי" }, { id: "R", headWords: ["פָּלָה"] }, pala)).toBe("Q01036");
    // The referring word's homograph is no target: numbered otherwise (פִּסְיוֹנָא I 'pheasant' for פִּסְיוֹנָא II = h. פִּסָּיוֹן) …
    const pis = [entry("Q01278", ["פִּסָּיוֹן"]), entry("Q01279", ["פִּסְיוֹן", "פִּסְיוֹנָא"], "I")];
    expect(resolveReference({ rid: null, text: "פִּסָּיוֹן" }, { id: "Q01280", headWords: ["פִּסְיוֹנָא"], homograph: "II" }, pis)).toBe("Q01278");
    // … or headed by the referring word where the reference names another pointing (כָּרוֹז ch. = h. כְּרוּז 'announcement', not כָּרוֹז 'crier').
    const karoz = [entry("K01110", ["כְּרוּז"]), entry("K01111", ["כָּרוֹז"])];
    expect(resolveReference({ rid: "K01110", text: "כְּרוּז" }, { id: "K01112", headWords: ["כָּרוֹז", "כְּרוּזָא"] }, karoz)).toBe("K01110");
    // Headed by the referring word and by the word named, it is the target: בּוֹרֶךְ v. בֶּרֶךְ is "(בּוֹרֶךְ) בֶּרֶךְ" 'knee', not the Aramaic בֶּרֶךְ.
    const berekh = [entry("B01289", ["(בּוֹרֶךְ) בֶּרֶךְ"]), { ...entry("B01290", ["בֶּרֶךְ", "בִּרְכָּא"]), mentions: ["בּוֹרֶךְ"] }];
    expect(resolveReference({ rid: "B01287", text: "בֶּרֶךְ" }, { id: "B00366", headWords: ["בּוֹרֶךְ"] }, berekh)).toBe("B01289");
    // Another reference writes the word it points to: it holds nothing.
    const tsedaka = [entry("R00122", ["צְדָקָה"]), { ...entry("R00123", ["צְדָקָה"], null, "צִדְקְתָא", "R00128"), mentions: ["צִדְקְתָא"] }];
    expect(resolveReference({ rid: null, text: "צְדָקָה" }, { id: "R00128", headWords: ["צִדְקְתָא"] }, tsedaka)).toBe("R00122");
  });

  it("reads the pointed words an entry's text writes, each once", () => {
    expect(mentionedWords(["Pl. דּוֹפַנִּים, constr. דּוֹפַנֵּי; mostly דְּפַנּוֹת. Ḥull. 45 b דופני ריאה", "ד' האמצעי; דְּפַנּוֹת"])).toEqual(["דּוֹפַנִּים", "דּוֹפַנֵּי", "דְּפַנּוֹת"]);
  });

  it("takes an entry with a meaning over the linked one of the same head-word that has none", () => {
    const ol = [{ ...entry("P00240", ["עוֹל", "עוּל"]), meaning: false }, { ...entry("P00242", ["עוֹל"]), meaning: true }];
    expect(resolveReference({ rid: "P00240", text: "עוֹל" }, { id: "P00756", headWords: ["עֹל"] }, ol)).toBe("P00242");
    // One that has it keeps its link.
    expect(resolveReference({ rid: "P00240", text: "עוֹל" }, { id: "P00756", headWords: ["עֹל"] }, [{ ...ol[0]!, meaning: true }, ol[1]!])).toBe("P00240");
  });

  it("takes the Aramaic entry that 'ch.' names over the Hebrew one, linked or first", () => {
    const nafil = [entry("N01041", ["נָפִיל"]), { ...entry("N01042", ["נָפִיל", "נְפִילָא"], "I"), aramaic: true }];
    expect(resolveReference({ rid: "N01041", text: "נָפִיל ch." }, { id: "N01061", headWords: ["נִפְלֵי"] }, nafil)).toBe("N01042");
    expect(resolveReference({ rid: null, text: "נָפִיל ch." }, { id: "N01061", headWords: ["נִפְלֵי"] }, nafil)).toBe("N01042");
    expect(resolveReference({ rid: null, text: "נָפִיל" }, { id: "N01061", headWords: ["נִפְלֵי"] }, nafil)).toBe("N01041");
  });

  it("takes, for a verb form, the verb pointed as named, and is a target whose head-words hold the referring word", () => {
    // עוֹל imperat. of עֲלַל: the Aramaic 'to enter', not the Hebrew עָלַל whose text writes עוֹל; סַף part. of סוּף: 'to end', not 'reed'.
    const alal = [{ ...entry("P00815", ["עָלַל"]), mentions: ["עוֹל"], verb: true }, { ...entry("P00816", ["עֲלַל"], "I"), verb: true }];
    expect(resolveReference({ rid: null, text: "עֲלַל" }, { id: "P00240", headWords: ["עוֹל", "עוּל"], formOf: true }, alal)).toBe("P00816");
    const suf = [{ ...entry("O00384", ["סוּף"], "I"), mentions: ["סַף"] }, { ...entry("O00386", ["סוּף"], "II"), verb: true }];
    expect(resolveReference({ rid: null, text: "סוּף" }, { id: "O01308", headWords: ["סַף", "סָף"], formOf: true }, suf)).toBe("O00386");
    // לְכָה v. לֵךְ: the verb form "לֵךְ, לְכָה imperat. of הָלַךְ" holds it, not לְךָ 'unto thee' whose text writes it.
    const lekh = [{ ...entry("L00535", ["לֵךְ", "לְכָה"], null, "הָלַךְ"), formOf: true }, { ...entry("L00536", ["לְךָ"]), mentions: ["לְכָה"] }];
    expect(resolveReference({ rid: "L00535", text: "לֵךְ" }, { id: "L00542", headWords: ["לְכָה"] }, lekh)).toBe("L00535");
  });

  it("finds nothing where no entry has the letters, and keeps the link of an abbreviated name", () => {
    expect(resolveReference({ rid: "Z1", text: "זזזז" }, { id: "R", headWords: ["א"] }, [])).toBe("Z1");
    expect(resolveReference({ rid: "Z1", text: "אִיסְ'" }, { id: "R", headWords: ["אִסְטְרָא"] }, [entry("Z2", ["אִיס"])])).toBe("Z1");
  });

  it("follows chains of references, never round a loop", () => {
    expect(followReferences(new Map([["A", "B"], ["B", "C"], ["X", "Y"]]))).toEqual(new Map([["A", "C"], ["B", "C"], ["X", "Y"]]));
    expect(followReferences(new Map([["A", "B"], ["B", "A"]]))).toEqual(new Map([["A", "B"], ["B", "A"]]));
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
    expect(got.get("A01812")).toBe("A01281");
    // עִגּוּל, v. sub. עִיגּ' (unlinked): the word spelled plene.
    expect(got.get("P00085")).toBe("P00497");
    expect(got.get("A01274")).toBe("A01791");
    expect(got.get("A01792")).toBe("A01276");
  });

  it("resolves an abbreviation to the entry whose head-word begins pointed as it is", () => {
    // חַיָּב v. חַיָּי': חַיָּיב 'liable', not חִיּוּב 'obligation' (also headed חִיּיוּב), though that comes first in the dictionary.
    const all = [
      entry("H00651", ["חַיָּב", "חַיָּבָא"], null, "חַיָּי'", "H00677"),
      entry("H00676", ["חִיּוּב", "חִיּיוּב"]),
      entry("H00722", ["חַיָּיב"]),
    ];
    expect(resolveJastrowReferences(all).get("H00651")).toBe("H00722");
    // Unpointed, the dictionary's order decides as before.
    expect(resolveJastrowReferences([entry("H00651", ["חיב"], null, "חיי'", "H00677"), ...all.slice(1)]).get("H00651")).toBe("H00676");
  });
});
