import { describe, expect, it } from "vitest";
import { compareEntries, isVerb, sourceRank, textKindOf, type RankedEntry } from "./rank-readings";
import { readingCost, type CandidateReading } from "./reading-cost";

const entry = (e: Partial<RankedEntry> & Pick<RankedEntry, "source" | "sourceId" | "word" | "wordPlain">): RankedEntry => ({
  isProperName: false, referenceTo: null, definitions: ["a gloss"], size: 100, pointedForms: [e.word], headWords: [e.word], language: "hebrew", partOfSpeech: null, ...e,
});

describe("textKindOf and sourceRank", () => {
  it("puts Jastrow first in the Talmud, the Mishnah and the Targum, BDB first in the Tanakh and without a book", () => {
    expect(textKindOf("Talmud")).toBe("aramaic");
    expect(textKindOf("Targum")).toBe("aramaic");
    expect(textKindOf("Mishnah")).toBe("mishnah");
    expect(textKindOf("Tanakh")).toBe("tanakh");
    expect(textKindOf(null)).toBeNull();
    expect(sourceRank("aramaic", "jastrow")).toBeLessThan(sourceRank("aramaic", "bdb"));
    expect(sourceRank("mishnah", "jastrow")).toBeLessThan(sourceRank("mishnah", "strongs"));
    expect(sourceRank("tanakh", "bdb")).toBeLessThan(sourceRank("tanakh", "jastrow"));
    expect(sourceRank(null, "bdb")).toBeLessThan(sourceRank(null, "jastrow"));
  });
});

describe("compareEntries: the form's language and the name's place", () => {
  const amar = [
    entry({ source: "jastrow", sourceId: "A02061", word: "אֲמַר", wordPlain: "אמר", language: "aramaic", size: 5000 }),
    entry({ source: "jastrow", sourceId: "A02060", word: "אָמַר", wordPlain: "אמר", size: 3000 }),
  ];
  it("puts the twin of the form's language first: Hebrew אָמַר for the participle אוֹמֵר, Aramaic סְבַר for קָסָבַר", () => {
    expect([...amar].sort(compareEntries("aramaic", "אוֹמֵר", "אמר", [], null, [], "hebrew"))[0]!.sourceId).toBe("A02060");
    expect([...amar].sort(compareEntries("aramaic", "אוֹמֵר", "אמר"))[0]!.sourceId).toBe("A02061");
    const savar = [
      entry({ source: "jastrow", sourceId: "O00084", word: "סָבַר", wordPlain: "סבר", definitions: ["Hif. to brighten"] }),
      entry({ source: "jastrow", sourceId: "O00085", word: "סְבַר", wordPlain: "סבר", language: "aramaic", definitions: ["to think, hold"] }),
    ];
    expect([...savar].sort(compareEntries("aramaic", "סָבַר", "סבר"))[0]!.sourceId).toBe("O00084");
    expect([...savar].sort(compareEntries("aramaic", "סָבַר", "סבר", [], null, [], "aramaic"))[0]!.sourceId).toBe("O00085");
  });
  it("puts the twin of the clause's language first where the form says nothing, a noun's even where only one is marked m.", () => {
    const payment = [
      entry({ source: "jastrow", sourceId: "V01094", word: "תַּשְׁלוּם", wordPlain: "תשלום", language: "aramaic", definitions: ["payment, retribution, reward; indemnity"], size: 900 }),
      entry({ source: "jastrow", sourceId: "V01093", word: "תַּשְׁלוּם", wordPlain: "תשלום", partOfSpeech: "m.", definitions: ["payment, indemnity"], size: 400 }),
    ];
    const clause = (tongue: "hebrew" | "aramaic" | null, inClause: "hebrew" | "aramaic" | null) => compareEntries("aramaic", "תַּשְׁלוּמֵי", "תשלום", [], null, [], tongue, false, true, inClause);
    expect([...payment].sort(clause(null, "hebrew"))[0]!.sourceId).toBe("V01093");
    expect([...payment].sort(clause(null, "aramaic"))[0]!.sourceId).toBe("V01094");
    // The form's own grammar speaks first: the clause does not overrule it.
    expect([...amar].sort(compareEntries("aramaic", "אוֹמֵר", "אמר", [], null, [], "hebrew", false, true, "aramaic"))[0]!.sourceId).toBe("A02060");
    // Homographs of the two languages that say different things are two words (אִי 'if', אֵי 'where?').
    const ei = [
      entry({ source: "jastrow", sourceId: "A01111", word: "אִי", wordPlain: "אי", definitions: ["island"] }),
      entry({ source: "jastrow", sourceId: "A01112", word: "אִי", wordPlain: "אי", language: "aramaic", definitions: ["if, whether"], size: 3000 }),
    ];
    expect([...ei].sort(clause(null, "hebrew"))[0]!.sourceId).toBe("A01112");
  });
  it("never sets a noun before a verb for the language alone (twins are of one kind of word)", () => {
    const lamb = entry({ source: "jastrow", sourceId: "A02064", word: "אִמַּר", wordPlain: "אמר", partOfSpeech: "m.", size: 9000 });
    const sorted = [amar[0]!, lamb].sort(compareEntries("aramaic", "אוֹמֵר", "אמר", [], null, [], "hebrew"));
    expect(sorted[0]!.sourceId).toBe("A02064");
  });
  it("puts the name first where the text puts a name (רַבָּה בַּר…), after the common word elsewhere", () => {
    const rabbah = [
      entry({ source: "jastrow", sourceId: "T00060", word: "רַבָּה", wordPlain: "רבה", partOfSpeech: "m.", size: 2000 }),
      entry({ source: "jastrow", sourceId: "T00061", word: "רַבָּה", wordPlain: "רבה", isProperName: true }),
    ];
    expect([...rabbah].sort(compareEntries("aramaic", "רַבָּהּ", "רבה"))[0]!.sourceId).toBe("T00060");
    expect([...rabbah].sort(compareEntries("aramaic", "רַבָּהּ", "רבה", [], null, [], null, true))[0]!.sourceId).toBe("T00061");
  });
  it("puts the common word that holds the form before a name headed by it (שֶׁמַּעֲשָׂיו: מַעֲשֶׂה, not the name מַעֲשַׂי)", () => {
    const maasai = [
      entry({ source: "strongs", sourceId: "H4640", word: "מַעֲשַׂי", wordPlain: "מעשי", isProperName: true }),
      entry({ source: "jastrow", sourceId: "M02186", word: "מַעֲשֶׂה", wordPlain: "מעשה", pointedForms: ["מַעֲשֶׂה", "מַעֲשֵׂי"], size: 3000 }),
    ];
    expect([...maasai].sort(compareEntries("mishnah", "מַעֲשָׂיו", "מעשי"))[0]!.sourceId).toBe("M02186");
    expect([...maasai].sort(compareEntries("mishnah", "מַעֲשָׂיו", "מעשי", [], null, [], null, true))[0]!.sourceId).toBe("H4640");
  });
});

describe("compareEntries", () => {
  const ad = [
    entry({ source: "bdb", sourceId: "p.aq.ab", word: "עַד", wordPlain: "עד", definitions: ["perpetuity"] }),
    entry({ source: "jastrow", sourceId: "P00111", word: "עַד", wordPlain: "עד", size: 1438 }),
  ];
  it("shows Jastrow's עַד before BDB's in the Talmud, BDB's in the Tanakh", () => {
    expect([...ad].sort(compareEntries("aramaic", "עַד", "עד"))[0]!.source).toBe("jastrow");
    expect([...ad].sort(compareEntries("tanakh", "עַד", "עד"))[0]!.source).toBe("bdb");
  });

  it("takes a shuruk for a vowel: Jastrow's קוּם is pointed, and pointed as the text's קוּם (before BDB's homograph in the Mishnah)", () => {
    const kum = [
      entry({ source: "bdb", sourceId: "s.av.ab", word: "קוֹם", wordPlain: "קום" }),
      entry({ source: "jastrow", sourceId: "S1", word: "קוּם", wordPlain: "קום", size: 900 }),
    ];
    expect([...kum].sort(compareEntries("mishnah", "קוּם", "קום"))[0]!.sourceId).toBe("S1");
  });

  it("never puts an unpointed head-word before a pointed one of the same letters in a rabbinic text", () => {
    const ani = [entry({ source: "jastrow", sourceId: "A02216", word: "אני", wordPlain: "אני", definitions: ["Pi. to oppress"] }), entry({ source: "jastrow", sourceId: "A02217", word: "אֲנִי", wordPlain: "אני" })];
    expect([...ani].sort(compareEntries("mishnah", "אני", "אני"))[0]!.sourceId).toBe("A02217");
  });

  it("puts the homograph pointed most like the text first (אֶת: the object marker אֵת, not אַתְּ 'thou'), and in the Mishnah the Hebrew entry", () => {
    const et = [entry({ source: "jastrow", sourceId: "A03393", word: "אַתְּ", wordPlain: "את", size: 1284 }), entry({ source: "jastrow", sourceId: "A03395", word: "אֵת", wordPlain: "את", size: 1222 })];
    expect([...et].sort(compareEntries("mishnah", "אֶת", "את"))[0]!.sourceId).toBe("A03395");
    const amar = [entry({ source: "jastrow", sourceId: "A02061", word: "אֲמַר", wordPlain: "אמר", language: "aramaic", size: 9000 }), entry({ source: "jastrow", sourceId: "A02060", word: "אָמַר", wordPlain: "אמר", size: 1442 })];
    expect([...amar].sort(compareEntries("mishnah", "אמר", "אמר"))[0]!.sourceId).toBe("A02060");
    const kara = [entry({ source: "jastrow", sourceId: "S01877", word: "קַרָא", wordPlain: "קרא", partOfSpeech: "m.", size: 900 }), entry({ source: "jastrow", sourceId: "S01874", word: "קָרָא", wordPlain: "קרא", size: 89 })];
    expect([...kara].sort(compareEntries("mishnah", "קְרוֹת", "קרא", [], "verb"))[0]!.sourceId).toBe("S01874");
  });

  it("puts the homograph Jastrow quotes most from texts of the word's kind first, before the larger entry", () => {
    // Jastrow's עוֹף 'bird' (b. h.) and its Aramaic עוֹף (ch.): the larger is the Hebrew one, the Targum quotes the Aramaic one.
    const of = [
      entry({ source: "jastrow", sourceId: "H1", word: "עוֹף", wordPlain: "עוף", size: 900, uses: 0 }),
      entry({ source: "jastrow", sourceId: "A1", word: "עוֹף", wordPlain: "עוף", size: 300, uses: 9 }),
    ];
    expect([...of].sort(compareEntries("aramaic", "עוֹף", "עוף"))[0]!.sourceId).toBe("A1");
    // Without quotations (the Tanakh, BDB), the larger entry as before.
    const bare = of.map(({ uses: _u, ...e }) => e);
    expect([...bare].sort(compareEntries("aramaic", "עוֹף", "עוף"))[0]!.sourceId).toBe("H1");
  });

  it("puts a table's entry first, a name after the common words, and the richer homograph first", () => {
    const l = [entry({ source: "jastrow", sourceId: "L00170", word: "לוֹ", wordPlain: "לו" }), entry({ source: "jastrow", sourceId: "L00002", word: "לְ־", wordPlain: "ל" })];
    expect([...l].sort(compareEntries("aramaic", "לוֹ", "ל", ["L00002"]))[0]!.sourceId).toBe("L00002");
    const ata = [entry({ source: "jastrow", sourceId: "A03396", word: "אָתָא", wordPlain: "אתא", size: 93 }), entry({ source: "jastrow", sourceId: "A03397", word: "אֲתָא", wordPlain: "אתא", size: 2426 })];
    expect([...ata].sort(compareEntries("aramaic", "אתא", "אתא"))[0]!.sourceId).toBe("A03397");
    const names = [entry({ source: "jastrow", sourceId: "X1", word: "שִׁלְשָׁה", wordPlain: "שלשה", isProperName: true }), entry({ source: "jastrow", sourceId: "X2", word: "שְׁלֹשָׁה", wordPlain: "שלשה" })];
    expect([...names].sort(compareEntries("mishnah", "שלשה", "שלשה"))[0]!.sourceId).toBe("X2");
  });

  it("without a book, puts the entries of `heads` first (לו: Wiktionary's ל־, found by its form לוֹ, before the page לו 'if'); else the head-word", () => {
    const lu = [
      entry({ source: "kaikki-hebrew", sourceId: "לו|conj|1", word: "לוּ", wordPlain: "לו" }),
      entry({ source: "kaikki-hebrew", sourceId: "ל־|prep|1", word: "לְ", wordPlain: "ל", pointedForms: ["לְ", "לוֹ"] }),
    ];
    expect([...lu].sort(compareEntries(null, "לו", "לו", [], null, ["ל"]))[0]!.sourceId).toBe("ל־|prep|1");
    expect([...lu].sort(compareEntries(null, "לו", "לו"))[0]!.sourceId).toBe("לו|conj|1");
    // Rabbinic texts name their particles' entries by id (`preferred`); `heads` does not reorder them.
    expect([...lu].sort(compareEntries("mishnah", "לו", "לו", [], null, ["ל"]))[0]!.sourceId).toBe("לו|conj|1");
  });
});

describe("compareEntries: the word class a reading calls for, and the vowel signs themselves", () => {
  // Jastrow's שָׁחַר 'to be charred' (a verb: no part of speech, a definition "to …") and שַׁחַר 'dawn' (m.).
  const shachar = [
    entry({ source: "jastrow", sourceId: "U00706", word: "שָׁחַר", wordPlain: "שחר", definitions: ["to be charred, black"], size: 900 }),
    entry({ source: "jastrow", sourceId: "U00711", word: "שַׁחַר", wordPlain: "שחר", partOfSpeech: "m.", definitions: ["dawn"], size: 300 }),
  ];
  it("puts a noun first after the article (הַשַּׁחַר 'the dawn'), the larger entry first otherwise", () => {
    expect([...shachar].sort(compareEntries("mishnah", "שַּׁחַר", "שחר", [], "noun"))[0]!.sourceId).toBe("U00711");
    expect([...shachar].sort(compareEntries("mishnah", "שחר", "שחר"))[0]!.sourceId).toBe("U00706");
  });
  it("in the Mishnah, a verb headed in ־ֵי (Jastrow's final-weak root) is no pointing match: כְּלֵי 'vessels of' is כְּלִי's", () => {
    const kli = [
      entry({ source: "jastrow", sourceId: "K00717", word: "כְּלֵי", wordPlain: "כלי", definitions: ["to call, give a signal"], size: 900 }),
      entry({ source: "jastrow", sourceId: "K00714", word: "כְּלִי", wordPlain: "כלי", partOfSpeech: "m.", definitions: ["vessel"], size: 300 }),
    ];
    expect([...kli].sort(compareEntries("mishnah", "כְּלֵי", "כלי"))[0]!.sourceId).toBe("K00714");
    expect([...kli].sort(compareEntries("aramaic", "כְּלֵי", "כלי"))[0]!.sourceId).toBe("K00717");
  });
  it("in the Mishnah, a pointed head-word far from the text's pointing does not pass an unpointed root: הֱוֵי is הוי 'to be', not הוֹי 'woe'", () => {
    const hwy = [
      entry({ source: "jastrow", sourceId: "E00229", word: "הוֹי", wordPlain: "הוי", definitions: ["woe!, ah!"], size: 200 }),
      entry({ source: "jastrow", sourceId: "E00230", word: "הוי", wordPlain: "הוי", definitions: ["to exist; to be, become"], size: 9000 }),
    ];
    expect([...hwy].sort(compareEntries("mishnah", "הֱוֵי", "הוי"))[0]!.sourceId).toBe("E00230");
    expect([...hwy].sort(compareEntries("mishnah", "הוֹי", "הוי"))[0]!.sourceId).toBe("E00229");
    // In the Aramaic texts too, now by the ו the text reads as a consonant and הוֹי as an o (shared/hebrew/vav-vowel).
    expect([...hwy].sort(compareEntries("aramaic", "הֱוֵי", "הוי"))[0]!.sourceId).toBe("E00230");
    expect(compareEntries("aramaic", "הֱוֵי", "הוי").decidedBy(hwy[0]!, hwy[1]!)).toBe("letters");
  });
  it("after the article, a verb's head-word pointed as the text (the pausal הַשָּׁחַר) is no reason: the perfect never takes the article", () => {
    expect([...shachar].sort(compareEntries("mishnah", "שָּׁחַר", "שחר", [], "noun"))[0]!.sourceId).toBe("U00711");
    expect([...shachar].sort(compareEntries("mishnah", "שָּׁחַר", "שחר"))[0]!.sourceId).toBe("U00706");
  });
  it("prefers the head-word with the very vowel signs of the text when their vowel classes tie (patach is not qamats)", () => {
    expect([...shachar].sort(compareEntries("mishnah", "שַׁחַר", "שחר"))[0]!.sourceId).toBe("U00711");
    expect([...shachar].sort(compareEntries("mishnah", "שָׁחַר", "שחר"))[0]!.sourceId).toBe("U00706");
  });
});

describe("compareEntries: in pointed text, the homograph pointed as the text comes first", () => {
  it("weighs an entry reached through a cross-reference as another head-word: the entry pointed alike by its own head-word first", () => {
    // Jastrow's Hebrew מֵי 'water of' against the Aramaic מַיָּא reached through the reference מֵי 'ch., v. מַיָּא'.
    const mei = [
      entry({ source: "jastrow", sourceId: "M90001", word: "מֵי", wordPlain: "מי", headWords: ["מֵי", "מַיָּא"], pointedForms: ["מֵי", "מַיָּא"], language: "aramaic", definitions: ["water"], size: 900, throughReference: true }),
      entry({ source: "jastrow", sourceId: "M90002", word: "מֵי", wordPlain: "מי", definitions: ["constr. of מַיִם, water"], size: 300 }),
    ];
    expect([...mei].sort(compareEntries("aramaic", "מֵי", "מי"))[0]!.sourceId).toBe("M90002");
    expect([...mei].reverse().sort(compareEntries("aramaic", "מֵי", "מי"))[0]!.sourceId).toBe("M90002");
  });

  it("puts the head-word pointed as the text first, before a larger entry, a name's flag and a cross-reference", () => {
    const adam = [
      entry({ source: "jastrow", sourceId: "A00417", word: "אָדַם", wordPlain: "אדם", definitions: ["to be viscous, thick, dark"], size: 683 }),
      entry({ source: "jastrow", sourceId: "A00418", word: "אָדָם", wordPlain: "אדם", partOfSpeech: "pr. n. m.", isProperName: true, definitions: ["man", "Adam"], size: 333 }),
    ];
    expect([...adam].sort(compareEntries("mishnah", "אָדָם", "אדם"))[0]!.sourceId).toBe("A00418");
    expect([...adam].sort(compareEntries("aramaic", "אָדַם", "אדם"))[0]!.sourceId).toBe("A00417");
    // Unpointed text: the pointing decides nothing, the rest of the order stands (the common word, not the name).
    expect([...adam].sort(compareEntries("mishnah", "אדם", "אדם"))[0]!.sourceId).toBe("A00417");
    const kedei = [
      entry({ source: "jastrow", sourceId: "K00121", word: "כְּדִי", wordPlain: "כדי", headWords: ["כְּדִי", "כַּדִּי", "כְּדֵי)"], definitions: ["when; now"], size: 2367 }),
      entry({ source: "jastrow", sourceId: "K00124", word: "כְּדֵי", wordPlain: "כדי", referenceTo: "D00442", definitions: [], size: 79 }),
    ];
    expect([...kedei].sort(compareEntries("mishnah", "כְּדֵי", "כדי"))[0]!.sourceId).toBe("K00124");
    expect([...kedei].sort(compareEntries("mishnah", "כְּדִי", "כדי"))[0]!.sourceId).toBe("K00121");
    // A reference's target that says nothing (Jastrow's blank עוֹל, reached through עֹל 'v. עוֹל') is no match for its pointing.
    const ol = [
      entry({ source: "jastrow", sourceId: "P00240", word: "עֹל", wordPlain: "על", definitions: [""], size: 40, throughReference: true }),
      entry({ source: "jastrow", sourceId: "P00757", word: "עַל", wordPlain: "על", definitions: ["height"], size: 300 }),
    ];
    expect([...ol].sort(compareEntries("mishnah", "עֹל", "על"))[0]!.sourceId).toBe("P00757");
  });

  it("among homographs pointed alike, keeps the rest of the order (a cross-reference after the word); a biblical lexicon's alike homograph does not pass Jastrow", () => {
    const kol = [
      entry({ source: "jastrow", sourceId: "K00669", word: "כָּל", wordPlain: "כל", referenceTo: "K00259", definitions: [], size: 102 }),
      entry({ source: "jastrow", sourceId: "K00668", word: "כֹּל", wordPlain: "כל", definitions: ["all"], size: 1864 }),
    ];
    expect([...kol].sort(compareEntries("mishnah", "כָּל", "כל"))[0]!.sourceId).toBe("K00668");
    expect([...kol].sort(compareEntries("aramaic", "כׇּל", "כל"))[0]!.sourceId).toBe("K00668");
    const bayit = [
      entry({ source: "bdb", sourceId: "b.bo.ad", word: "בֵּית", wordPlain: "בית", definitions: ["between"], size: 20 }),
      entry({ source: "jastrow", sourceId: "B00753", word: "בַּיִת", wordPlain: "בית", definitions: ["house"], size: 5000 }),
    ];
    expect([...bayit].sort(compareEntries("mishnah", "בֵּית", "בית"))[0]!.sourceId).toBe("B00753");
    const night = entry({ source: "jastrow", sourceId: "B00754", word: "בֵּיתָא", wordPlain: "ביתא", headWords: ["בֵּיתָא", "בֵּית"], size: 807 });
    expect([...bayit, night].sort(compareEntries("mishnah", "בֵּית", "בית"))[0]!.sourceId).toBe("B00753");
  });
});

describe("a form two entries hold", () => {
  it("puts the entry it regularly inflects first (כֹּהֲנִים: כֹּהֵן 'priest', not כֹּהֲנִי 'of priestly descent'), whatever the translation", () => {
    const priest = entry({ source: "jastrow", sourceId: "K00163", word: "כֹּהֵן", wordPlain: "כהן", language: "hebrew", size: 900, overlap: 0.8 });
    const priestly = entry({ source: "jastrow", sourceId: "K00168", word: "כֹּהֲנִי", wordPlain: "כהני", language: "hebrew", size: 200, overlap: 1.8 });
    const compare = compareEntries("aramaic", "כֹּהֲנִים", "כהנים");
    expect([priestly, priest].sort(compare).map((e) => e.sourceId)).toEqual(["K00163", "K00168"]);
    expect(compare.decidedBy(priest, priestly)).toBe("inflection");
  });
});

describe("the translation beside the word (RankedEntry.overlap)", () => {
  it("puts the homograph the segment's English speaks of first among entries of one lexicon otherwise alike", () => {
    // Unpointed text: Jastrow's אֲתָא 'to come' and אָתָא 'letter'; the segment says "he came".
    const come = entry({ source: "jastrow", sourceId: "A1", word: "אֲתָא", wordPlain: "אתא", definitions: ["to come"], size: 90 });
    const letter = entry({ source: "jastrow", sourceId: "A2", word: "אָתָא", wordPlain: "אתא", definitions: ["letter"], size: 95 });
    expect([letter, come].sort(compareEntries("aramaic", "אתא", "אתא"))[0]!.sourceId).toBe("A2");
    expect([{ ...letter, overlap: 0 }, { ...come, overlap: 1 }].sort(compareEntries("aramaic", "אתא", "אתא"))[0]!.sourceId).toBe("A1");
    // A stray shared word of the explanation (below one step) does not decide.
    expect([{ ...letter, overlap: 0 }, { ...come, overlap: 0.3 }].sort(compareEntries("aramaic", "אתא", "אתא"))[0]!.sourceId).toBe("A2");
  });

  it("never passes a table's entry, the head-word pointed as the text, or the text's first lexicon", () => {
    const alike = entry({ source: "jastrow", sourceId: "M1", word: "אָדָם", wordPlain: "אדם", definitions: ["man"] });
    const other = entry({ source: "jastrow", sourceId: "M2", word: "אָדַם", wordPlain: "אדם", definitions: ["to be red"], overlap: 2 });
    expect([other, alike].sort(compareEntries("mishnah", "אָדָם", "אדם"))[0]!.sourceId).toBe("M1");
    expect([other, alike].sort(compareEntries("mishnah", "אדם", "אדם", ["M1"]))[0]!.sourceId).toBe("M1");
    const bdb = entry({ source: "bdb", sourceId: "b1", word: "עַד", wordPlain: "עד", definitions: ["until"], overlap: 2 });
    const jastrow = entry({ source: "jastrow", sourceId: "J1", word: "עַד", wordPlain: "עד", definitions: ["witness"] });
    expect([bdb, jastrow].sort(compareEntries("aramaic", "עד", "עד"))[0]!.source).toBe("jastrow");
  });

  it("lowers a reading's cost a little, never below a much cheaper reading's", () => {
    const reading = (r: Partial<CandidateReading> & Pick<CandidateReading, "form" | "entries">): CandidateReading => ({ prefixPlain: "", cost: 0, stem: r.form, asWritten: true, ...r });
    const e = entry({ source: "jastrow", sourceId: "X1", word: "שְׁמַע", wordPlain: "שמע" });
    const plain = readingCost(reading({ form: "שמע", entries: [e] }), "aramaic", 0);
    const spoken = readingCost(reading({ form: "שמע", entries: [{ ...e, overlap: 1 }] }), "aramaic", 0);
    const much = readingCost(reading({ form: "שמע", entries: [{ ...e, overlap: 50 }] }), "aramaic", 0);
    expect(spoken).toBeLessThan(plain);
    expect(plain - much).toBeLessThanOrEqual(0.6);
    expect(much).toBeGreaterThan(plain - 1);
  });
});

describe("compareEntries: the Babylonian Talmud's a-vowels", () => {
  const mar = [
    entry({ source: "jastrow", sourceId: "M02480", word: "מָר", wordPlain: "מר", partOfSpeech: "f.", uses: 9, definitions: ["hoe, rake"] }),
    entry({ source: "jastrow", sourceId: "M02479", word: "מַר", wordPlain: "מר", partOfSpeech: "m.", uses: 44, definitions: ["man, lord, master"] }),
  ];
  it("reads the Talmud's מָר as מַר 'master', quoted far more often than מָר 'hoe', pointed as the text", () => {
    expect([...mar].sort(compareEntries("aramaic", "מָר", "מר", [], null, [], null, false, true))[0]!.sourceId).toBe("M02479");
  });
  it("leaves the pointing to decide outside the Talmud, and between a noun and a verb", () => {
    expect([...mar].sort(compareEntries("aramaic", "מָר", "מר"))[0]!.sourceId).toBe("M02480");
    const adam = [
      entry({ source: "jastrow", sourceId: "A00417", word: "אָדַם", wordPlain: "אדם", uses: 7, definitions: ["to be red, grow red"] }),
      entry({ source: "jastrow", sourceId: "A00418", word: "אָדָם", wordPlain: "אדם", partOfSpeech: "m.", uses: 1, definitions: ["man"] }),
    ];
    expect([...adam].sort(compareEntries("aramaic", "אָדָם", "אדם", [], null, [], null, false, true))[0]!.sourceId).toBe("A00418");
  });
});

describe("compareEntries and readingCost: the text's shin or sin", () => {
  const sated = entry({ source: "jastrow", sourceId: "U00159", word: "שָׂבֵעַ", wordPlain: "שבע", partOfSpeech: "m.", size: 900, uses: 20 });
  const seven = entry({ source: "jastrow", sourceId: "U00155", word: "שֶׁבַע", wordPlain: "שבע", size: 300, uses: 5 });
  it("puts the head-word with the text's letter first", () => {
    expect([sated, seven].sort(compareEntries("aramaic", "שִׁבְעִין", "שבע"))[0]!.sourceId).toBe("U00155");
    expect([seven, sated].sort(compareEntries("aramaic", "שְׂבֵעִים", "שבע"))[0]!.sourceId).toBe("U00159");
  });
  it("makes a reading whose every entry has the other letter dearer", () => {
    const read = (entries: RankedEntry[]): CandidateReading => ({ prefixPlain: "", form: "שבעין", cost: 1, stem: "שִׁבְעִין", asWritten: false, entries });
    expect(readingCost(read([sated]), "aramaic", 0)).toBeGreaterThan(readingCost(read([seven]), "aramaic", 0));
  });
});

describe("compareEntries: twins by their glosses", () => {
  const ifWhether = entry({ source: "jastrow", sourceId: "A01111", word: "אִי", wordPlain: "אי", definitions: ["if, whether"], uses: 31 });
  const where = entry({ source: "jastrow", sourceId: "A01115", word: "אֵי", wordPlain: "אי", language: "aramaic", definitions: ["where? what? how?"] });
  it("does not take an Aramaic particle for the twin of a Hebrew one of other meaning: the pointing decides (ד + אִי 'if')", () => {
    expect([where, ifWhether].sort(compareEntries("aramaic", "אִי", "אי", [], null, [], "aramaic"))[0]!.sourceId).toBe("A01111");
  });
});

describe("compareEntries: the homograph Jastrow quotes from the passage (RankedEntry.cites)", () => {
  const behold = entry({ source: "jastrow", sourceId: "E00858", word: "הֲרֵי", wordPlain: "הרי", size: 3000, uses: 40 });
  const aspect = entry({ source: "jastrow", sourceId: "E00857", word: "הֲרֵי", wordPlain: "הרי", size: 600, uses: 1, cites: 2 });
  it("puts the homograph that quotes the line first, before the larger and more quoted one", () => {
    expect([behold, aspect].sort(compareEntries("mishnah", "הֲרֵי", "הרי"))[0]!.sourceId).toBe("E00857");
    expect([behold, { ...aspect, cites: 0 }].sort(compareEntries("mishnah", "הֲרֵי", "הרי"))[0]!.sourceId).toBe("E00858");
  });
  it("never passes the text's pointing, and weighs a Hebrew and an Aramaic twin's quotations after the Mishnah's language", () => {
    const other = { ...aspect, word: "הָרֵי" };
    expect([behold, other].sort(compareEntries("mishnah", "הֲרֵי", "הרי"))[0]!.sourceId).toBe("E00858");
    const hebrew = entry({ source: "jastrow", sourceId: "A02060", word: "אָמַר", wordPlain: "אמר", definitions: ["to say"], size: 9000 });
    const aramaic = entry({ source: "jastrow", sourceId: "A02061", word: "אֲמַר", wordPlain: "אמר", definitions: ["to say"], language: "aramaic", size: 500, cites: 2 });
    expect([aramaic, hebrew].sort(compareEntries("mishnah", "אוֹמֵר", "אמר"))[0]!.sourceId).toBe("A02060");
    expect([hebrew, aramaic].sort(compareEntries("aramaic", "אוֹמֵר", "אמר"))[0]!.sourceId).toBe("A02061");
  });
});

describe("compareEntries: a verb reading's entries", () => {
  it("puts a verb before a word that is neither noun nor verb (וְשָׂרַפְתִּי: שָׂרַף 'to burn', not שָׂרָף 'burning serpent')", () => {
    const serpent = entry({ source: "jastrow", sourceId: "U02008", word: "שָׂרָף", wordPlain: "שרף", definitions: ["burning, venomous serpent"], size: 3000 });
    const burn = entry({ source: "jastrow", sourceId: "U02003", word: "שָׂרַף", wordPlain: "שרף", definitions: ["to consume, burn"], size: 1000 });
    expect([serpent, burn].sort(compareEntries("aramaic", "שָׂרַפְתִּי", "שרף", [], "verb"))[0]!.sourceId).toBe("U02003");
    expect([serpent, burn].sort(compareEntries("aramaic", "שָׂרַפְתִּי", "שרף"))[0]!.sourceId).toBe("U02008");
  });
});

describe("compareEntries: an Aramaic final-weak verb's participle", () => {
  it("names the verb headed CְCֵי as a plural pointed alike names a noun (קָרֵי: קְרֵי 'to call', not the plural of קָרָא 'pumpkin')", () => {
    const pumpkin = entry({ source: "jastrow", sourceId: "S01873", word: "קָרָא", wordPlain: "קרא", pointedForms: ["קָרָא", "קָרֵי"], partOfSpeech: "m.", size: 900, uses: 3 });
    const call = entry({ source: "jastrow", sourceId: "S02019", word: "קְרֵי", wordPlain: "קרי", definitions: ["to call, name"], language: "aramaic", size: 5000, uses: 60 });
    expect([pumpkin, call].sort(compareEntries("aramaic", "קָרֵי", "קרי"))[0]!.sourceId).toBe("S02019");
    expect([pumpkin, { ...call, definitions: ["a call"], partOfSpeech: "m." }].sort(compareEntries("aramaic", "קָרֵי", "קרי"))[0]!.sourceId).toBe("S01873");
  });
});

describe("compareEntries: an Aramaic strong verb's participle, a CָCִיC word's reduced form", () => {
  it("names the verb headed CְCַC by its participle pointed as the text, before a rare homograph headed so (פָּרֵישׁ, נָפֵל)", () => {
    const separated = entry({ source: "jastrow", sourceId: "Q01835", word: "פָּרֵישׁ", wordPlain: "פריש", definitions: ["separated, set aside"], language: "aramaic", size: 900, uses: 0, quoted: 6 });
    const abstain = entry({ source: "jastrow", sourceId: "Q02022", word: "פְּרַשׁ", wordPlain: "פרש", definitions: ["to keep off, abstain"], language: "aramaic", size: 5000, uses: 36, quoted: 70 });
    expect([separated, abstain].sort(compareEntries("aramaic", "פָּרֵישׁ", "פריש"))[0]!.sourceId).toBe("Q02022");
    // A homograph the lexicon quotes from the Talmud keeps its head-word's weight.
    expect([{ ...separated, uses: 40, quoted: 40 }, abstain].sort(compareEntries("aramaic", "פָּרֵישׁ", "פריש"))[0]!.sourceId).toBe("Q01835");
    const giants = entry({ source: "jastrow", sourceId: "N01041", word: "נָפִיל", wordPlain: "נפיל", definitions: ["giants"], size: 600, uses: 2, quoted: 2 });
    const fall = entry({ source: "jastrow", sourceId: "N01055", word: "נְפַל", wordPlain: "נפל", definitions: ["to fall, lie down"], language: "aramaic", size: 5000, uses: 16, quoted: 42 });
    expect([giants, fall].sort(compareEntries("aramaic", "נָפֵל", "נפל"))[0]!.sourceId).toBe("N01055");
  });
  it("names a word headed CָCִיC by its form CְCִיCָא, before a rare noun headed so (צְרִיכָא: צָרִיךְ 'needing', not 'needy man')", () => {
    const needy = entry({ source: "jastrow", sourceId: "R00776", word: "צְרִיכָא", wordPlain: "צריכא", partOfSpeech: "m.", definitions: ["needy, poor man"], size: 200, uses: 0, quoted: 1 });
    const needing = entry({ source: "jastrow", sourceId: "R00772", word: "צָרִיךְ", wordPlain: "צריך", definitions: ["needing; needed"], size: 3000, uses: 63, quoted: 65 });
    expect([needy, needing].sort(compareEntries("aramaic", "צְרִיכָא", "צריכא"))[0]!.sourceId).toBe("R00772");
    // Not in the Mishnah's Hebrew, whose participle is not CְCִיCָא.
    expect([needy, needing].sort(compareEntries("mishnah", "צְרִיכָא", "צריכא"))[0]!.sourceId).toBe("R00776");
  });
});

describe("isVerb: each lexicon's way of writing a part of speech", () => {
  const entry = (partOfSpeech: string | null, definitions: string[] = ["a thing"], isProperName = false) => ({ partOfSpeech, definitions, isProperName });
  it("reads BDB's capitalised names, Strong's codes and Jastrow's 'to …' glosses", () => {
    expect(isVerb(entry("Verb", ["go in, enter, come"]))).toBe(true);
    expect(isVerb(entry("v"))).toBe(true);
    expect(isVerb(entry("v n-m"))).toBe(true);
    expect(isVerb(entry(null, ["to come"]))).toBe(true);
    expect(isVerb(entry(null, ["Pa. to invite"]))).toBe(true);
  });
  it("never calls a noun or a name a verb, even when its gloss starts 'to'", () => {
    expect(isVerb(entry("Noun Masculine", ["to the end, perpetuity"]))).toBe(false);
    expect(isVerb(entry("n-m", ["to the end"]))).toBe(false);
    expect(isVerb(entry("m.", ["to and fro"]))).toBe(false);
    expect(isVerb(entry("Proper Name Masculine", ["to"]))).toBe(false);
    expect(isVerb(entry(null, ["Abba"], true))).toBe(false);
    expect(isVerb(entry("Adjective", ["good"]))).toBe(false);
  });
});
