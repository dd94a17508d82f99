import { describe, expect, it } from "vitest";
import { resolveReference, type TargetCandidate } from "./choose-reference-target";
import type { ReferenceEntry } from "./resolve-jastrow-references";

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

  it("reads a candidate that is only a reference as the entry it leads to holding the referring word, where pointed as closely as any", () => {
    // אִינוּן "pl. of אִיהוּ, אִיהִי": אִיהִי I "v. foreg." leads to the pronoun אִיהוּ, whose text gives אִינוּן; אִיהִי II is a place.
    const ihu = { ...entry("A01180", ["אִיהוּ", "אִיהוּא"]), mentions: ["אִיהִי", "אִינוּן", "אִינִין"] };
    const ihi = [entry("A01181", ["אִיהִי"], "I", "preced.", "A01180"), { ...entry("A01182", ["*אִיהִי"], "II"), mentions: ["דַקִּירָא"] }];
    const inun = { id: "A01377", headWords: ["אִינוּן", "אִינִין"] };
    const leadsTo = (c: TargetCandidate) => (c.id === "A01181" ? ihu : undefined);
    expect(resolveReference({ rid: null, text: "אִיהִי" }, inun, ihi, leadsTo)).toBe("A01181");
    // Without looking through it, the place (an entry with a meaning before an empty one).
    expect(resolveReference({ rid: null, text: "אִיהִי" }, inun, ihi)).toBe("A01182");
    // A reference pointed otherwise than named is not read so: תִּיכָּא v. תִּכָּא is תִּכָּא 'ring', not "תֻּכָּא, v. תּוּכָּא" (whose text gives תִּיכָּא).
    const tukka = { ...entry("V00198", ["תּוּכָּא"]), mentions: ["תִּיכָּא"] };
    const tikka = [entry("V00521", ["תִּכָּא", "תִּי'"]), entry("V00522", ["תֻּכָּא", "תַּכָּא"], null, "תּוּכָּא", "V00198")];
    expect(resolveReference({ rid: null, text: "תִּכָּא" }, { id: "V00442", headWords: ["תִּיכָּא"] }, tikka, (c) => (c.id === "V00522" ? tukka : undefined))).toBe("V00521");
    // Nor one that leads back to the referring entry.
    expect(resolveReference({ rid: null, text: "אִיהִי" }, { id: "A01180", headWords: ["אִיהוּ"] }, ihi, leadsTo)).toBe("A01182");
  });

  it("finds nothing where no entry has the letters, and keeps the link of an abbreviated name", () => {
    expect(resolveReference({ rid: "Z1", text: "זזזז" }, { id: "R", headWords: ["א"] }, [])).toBe("Z1");
    expect(resolveReference({ rid: "Z1", text: "אִיסְ'" }, { id: "R", headWords: ["אִסְטְרָא"] }, [entry("Z2", ["אִיס"])])).toBe("Z1");
  });
});
