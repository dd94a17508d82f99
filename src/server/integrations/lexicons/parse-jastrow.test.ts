import fs from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import type { JastrowEntry } from "./jastrow-entry";
import { cleanHeadWords, createJastrowParser, formsIn, headWordForms, jastrowDefinitions, jastrowForms, jastrowWord } from "./parse-jastrow";

const DIR = path.resolve(process.cwd(), "../shared/data/jastrow");
const hasData = fs.existsSync(path.join(DIR, "01-Jastrow-aleph.xml"));
if (!hasData) console.warn("parse-jastrow.test.ts: ../shared/data/jastrow is absent; the real-file checks are skipped");

/**
 * Each real letter file parsed once for the whole file's tests (the 22 files took 6.5 s of CPU a pass,
 * and two tests read them all): the tests only read the entries.
 */
const parsed = new Map<string, readonly JastrowEntry[]>();
function parseFile(file: string): readonly JastrowEntry[] {
  let entries = parsed.get(file);
  if (!entries) parsed.set(file, (entries = parseFileOnce(file)));
  return entries;
}

function parseFileOnce(file: string): JastrowEntry[] {
  const got: JastrowEntry[] = [];
  const p = createJastrowParser((e) => got.push(e));
  // In 10 KiB slices, as a download arrives: tags and characters split across writes.
  const text = fs.readFileSync(path.join(DIR, file), "utf8");
  for (let i = 0; i < text.length; i += 10_000) p.write(text.slice(i, i + 10_000));
  p.close();
  return got;
}

describe("the Jastrow parser", () => {
  it("reads head-words, homograph, part of speech, language, glosses, binyanim, plurals, cross-references and notes", () => {
    const got: JastrowEntry[] = [];
    const p = createJastrowParser((e) => got.push(e));
    p.write(`<?xml version="1.0" encoding="utf-8"?>\n<!DOCTYPE book SYSTEM "sefaria_dictionary.dtd">\n<book id="Jastrow"><body><chapter num="1"><title>א</title>
<entry id="X1"><head-word>*בָּא, </head-word><hw-number>II</hw-number><pos> m.</pos><language-key> ch. </language-key><senses><sense><definition> = בֵּיתָא, <italic>house</italic>.</definition><notes> Targ. Is. V, 8 <sup>b</sup> &amp;c. <plural-form>Pl. בָּתֵּי, בָּתּ'</plural-form></notes></sense></senses>
<binyan><binyan-name>Af.</binyan-name><binyan-form>אַבְאֵשׁ, אַבְ'</binyan-form><senses><sense><definition><italic>to make bad;</italic></definition><notes> Ib. 3</notes></sense></senses></binyan></entry>
<entry id="X2"><head-word>בָּאב</head-word><senses><sense><definition/><notes>, v. <xref rid="B00049">בָּב</xref> <xref rid="unknown">?</xref></notes></sense></senses></entry>
</chapter></body></book>`);
    p.close();
    expect(got).toEqual([
      {
        id: "X1", headWords: ["בָּא"], homograph: "II", partOfSpeech: "m.", language: "aramaic", glosses: ["house"],
        binyanim: [{ name: "Af.", forms: ["אַבְאֵשׁ"], glosses: ["to make bad"] }], plurals: ["בָּתֵּי"], crossRefs: [],
        definitions: ["= בֵּיתָא, house."], notes: ["Targ. Is. V, 8 b &c. Pl. בָּתֵּי, בָּתּ'", "Af. Ib. 3"], referenceTo: null, see: null,
      },
      {
        id: "X2", headWords: ["בָּאב"], homograph: null, partOfSpeech: null, language: "hebrew", glosses: [], binyanim: [], plurals: [],
        crossRefs: ["B00049"], definitions: [], notes: [], referenceTo: "B00049", see: "בָּב",
      },
    ]);
    expect(jastrowForms(got[0]!)).toEqual(["בָּא", "בָּתֵּי", "אַבְאֵשׁ"]);
  });

  it("takes a conjectured entry's word from its definition when its head-word is only Jastrow's `*`", () => {
    const got: JastrowEntry[] = [];
    const p = createJastrowParser((e) => got.push(e));
    p.write(`<book id="Jastrow"><body><chapter num="1">
<entry id="M02820"><head-word>*</head-word><senses><sense><definition>מְשַׁוְּורָא <pos> m.</pos> (שְׁוַור; v. <xref rid="U00355">שַׁוָּור</xref>) [<italic>jumper</italic>.</definition></sense></senses></entry>
</chapter></body></book>`);
    p.close();
    expect(got[0]).toMatchObject({ id: "M02820", headWords: ["מְשַׁוְּורָא"], partOfSpeech: "m.", glosses: ["jumper"] });
    expect(jastrowWord(got[0]!)).toBe("מְשַׁוְּורָא");
    expect(got[0]!.definitions[0]).toMatch(/^m\. \(שְׁוַור/);
  });

  it.skipIf(!hasData)("gives every entry of the real files a word", () => {
    const files = fs.readdirSync(DIR).filter((f) => /^\d\d-Jastrow-.*\.xml$/.test(f));
    const wordless = files.flatMap((f) => parseFile(f)).filter((e) => jastrowWord(e) === "").map((e) => e.id);
    expect(wordless).toEqual([]);
  });

  it("tells an entry that is only a reference from one that glosses its word in plain text", () => {
    const got: JastrowEntry[] = [];
    const p = createJastrowParser((e) => got.push(e));
    p.write(`<book><body><chapter num="1">
<entry id="Y1"><head-word>רֶשֶׁת</head-word><pos> f.</pos><senses><sense><definition/><notes>(b. h.; v. <xref rid="J00669">יָרַשׁ</xref>) net.— Pl. רְשָׁתוֹת. Kel. XXIII, 5.</notes></sense></senses></entry>
<entry id="Y2"><head-word>חַיָּיב</head-word><language-key>ch.</language-key><language-reference>same.</language-reference><senses><sense><definition/><notes>Targ. Mal. I, 14.</notes></sense></senses></entry>
<entry id="Y3"><head-word>אֲחָתָא</head-word><senses><sense><definition/><notes> f. ch. = h. אָחוֹת. Targ. Gen. XXIV, 30, v. <xref rid="A00001">אַחְוָה</xref></notes></sense></senses></entry>
</chapter></body></book>`);
    p.close();
    expect(got.map((e) => [e.id, e.referenceTo, e.see])).toEqual([["Y1", null, null], ["Y2", "Y1", "preced."], ["Y3", null, "אָחוֹת"]]);
  });

  it("cleans the head-word lists the XML splits at Jastrow's commas", () => {
    // "כְּדִי, I, (כַּדִּי, כְּדֵי)": the parenthesised variants without their parentheses.
    expect(cleanHeadWords(["כְּדִי", "(כַּדִּי", "כְּדֵי)"], null)).toEqual(["כְּדִי", "כַּדִּי", "כְּדֵי"]);
    expect(cleanHeadWords(["אֵבֶר", "(אֵיבֶר)"], "m.")).toEqual(["אֵבֶר", "אֵיבֶר"]);
    // A variant before the word stays whole; one whose opening parenthesis the piece before holds gets it back.
    expect(cleanHeadWords(["(אוֹב) אֵיב"], null)).toEqual(["(אוֹב) אֵיב"]);
    expect(cleanHeadWords(["אֱנָשׁ", "אֵינָשׁ) אִינְשָׁא"], null)).toEqual(["אֱנָשׁ", "(אֵינָשׁ) אִינְשָׁא"]);
    // A lone proclitic is no head-word; in a name, a lone בית is the first word of the compound name.
    expect(cleanHeadWords(["אַנְטְבִילָא", "בית", "א'"], "pr. n.")).toEqual(["אַנְטְבִילָא", "בית א'"]);
    expect(cleanHeadWords(["שַׁרְיֵי", "שַּׁ'", "(הַ)", "בֵּית", "בֵּי שַׁ'"], "pr. n. pl.")).toEqual(["שַׁרְיֵי", "שַּׁ'", "בֵּי שַׁ'"]);
    // Not in a common noun: בֵּית is a head-word of בֵּיתָא; and an entry's only head-word is kept, however short.
    expect(cleanHeadWords(["בֵּיתָא", "בֵּית"], null)).toEqual(["בֵּיתָא", "בֵּית"]);
    expect(cleanHeadWords(["א"], null)).toEqual(["א"]);
  });

  it("splits head-words and forms as Jastrow prints them", () => {
    expect(headWordForms("(אוֹב) אֵיב")).toEqual(["אוֹב", "אֵיב"]);
    expect(headWordForms("אַבֵּעַ = הַבֵּעַ")).toEqual(["אַבֵּעַ", "הַבֵּעַ"]);
    expect(formsIn("Pl. אָבוֹת־,")).toEqual(["אָבוֹת"]);
    expect(formsIn("Pl. אֵבָרִים, אֵיבָרִים, אֵיבָרִין")).toEqual(["אֵבָרִים", "אֵיבָרִים", "אֵיבָרִין"]);
    // Words with only a space between are one phrase (the plural of a compound), an abbreviation ends it.
    expect(formsIn("Pl. תַּלְמִידֵי חֲכָמִים")).toEqual(["תַּלְמִידֵי חֲכָמִים"]);
    expect(formsIn("Pl. בָּתֵּי, בָּתּ' אָבוֹת")).toEqual(["בָּתֵּי", "אָבוֹת"]);
    expect(jastrowWord({ headWords: ["(אוֹב) אֵיב"] } as JastrowEntry)).toBe("אֵיב");
  });

  it.skipIf(!hasData)("reads the 22 real letter files: 32,512 entries, counted per letter", () => {
    const files = fs.readdirSync(DIR).filter((f) => /^\d\d-Jastrow-.*\.xml$/.test(f)).sort();
    expect(files).toHaveLength(22);
    const perLetter = Object.fromEntries(files.map((f) => [f.replace(/^\d\d-Jastrow-|\.xml$/g, ""), parseFile(f).length]));
    expect(perLetter).toEqual({
      aleph: 3457, beth: 1399, gimel: 1433, daleth: 1164, he: 960, vav: 118, zayin: 742, heth: 1914, teth: 917, yod: 758, kaf: 1395,
      lamed: 719, mem: 3113, nun: 1399, samech: 1721, ayin: 1551, pe: 2218, tsade: 820, qof: 2299, resh: 1151, shin: 2142, tav: 1122,
    });
    expect(Object.values(perLetter).reduce((a, b) => a + b, 0)).toBe(32_512);
  });

  it.skipIf(!hasData)("keeps the real entries' head-words, binyanim, plurals and cross-references", () => {
    const aleph = parseFile("01-Jastrow-aleph.xml");
    const resh = parseFile("20-Jastrow-resh.xml");
    const beth = parseFile("02-Jastrow-beth.xml");
    const byId = (list: readonly JastrowEntry[], id: string) => list.find((e) => e.id === id)!;
    // אֲמַר (ch.): "1) as preced. 1)." — the Hebrew אָמַר's sense 1, to say (shared/dictionary/jastrow-glosses); its Ithpe. and Ithpa.
    const amar = byId(aleph, "A02061");
    expect(amar).toMatchObject({ headWords: ["אֲמַר", "אָמַר"], language: "aramaic", glossRules: ["same"] });
    expect(amar.binyanim).toEqual([{ name: "Ithpe.", forms: ["אִתְאֲמַר"], glosses: ["it is said, taught"] }, { name: "Ithpa.", forms: ["אִתְאַמַּר"], glosses: [] }]);
    expect(jastrowDefinitions(amar)).toEqual(["to speak, think, say, relate"]);
    // הֲוֵי: "1) same." after הוי 'to exist; to be', its "ch." in the notes: Aramaic 'to be', then "2) to dwell upon".
    const he = parseFile("05-Jastrow-he.xml");
    expect(byId(he, "E00231")).toMatchObject({ language: "aramaic", glosses: ["to exist; to be, become; to occur, come to pass", "to dwell upon, discuss"] });
    // לְחֵם ch. "1) same" (לֶחֶם bread), 2) meat; לֵב: its bracketed etymology 'innermost' after 'heart'.
    const lamed = parseFile("12-Jastrow-lamed.xml");
    expect(byId(lamed, "L00366").glosses.slice(0, 2)).toEqual(["food, bread", "meat, flesh"]);
    expect(byId(lamed, "L00030").glosses).toEqual(["heart, bosom; thought, inclination, mind", "innermost"]);
    // בֵּן: the definition cut short at "constr.", its gloss at the opening of the notes.
    expect(byId(beth, "B00932").glosses).toEqual(["offspring, son, child"]);
    // רַבָּן (ch.): the plural רַבָּנָן, the Rabbis.
    expect(byId(resh, "T00121")).toMatchObject({ headWords: ["רַבָּן", "רַבָּנָא"], language: "aramaic", glosses: ["chief; teacher"], plurals: ["רַבָּנִין", "רַבָּנָן"] });
    expect(byId(resh, "T00040")).toMatchObject({ headWords: ["רַב"], homograph: "I", partOfSpeech: "m.", language: "hebrew", plurals: ["רַבִּים", "רַבִּין", "רַבּוֹת"] });
    // A conjectured head-word (*), a homograph number, and a cross-reference only entry.
    expect(byId(beth, "B00006")).toMatchObject({ headWords: ["בָּא"], homograph: "II", glosses: ["house"] });
    expect(byId(beth, "B00008")).toMatchObject({ headWords: ["בָּאב"], glosses: [], crossRefs: ["B00049"], referenceTo: "B00049" });
    expect(byId(beth, "B00009")).toMatchObject({ headWords: ["בָּאגָא", "בָּגָא"], plurals: ["בָּאגֵי", "בָּגֵי"], glosses: ["valley, plain", "a group of fields belonging to several owners, rural community"] });
    // Over the letter: no head-word keeps its trailing comma or star; entries with binyanim, plurals, ch.
    expect(aleph.flatMap((e) => e.headWords).filter((w) => /[,*]$|^\*/.test(w))).toEqual([]);
    expect(aleph.filter((e) => e.binyanim.length > 0)).toHaveLength(69);
    expect(aleph.filter((e) => e.plurals.length > 0)).toHaveLength(486);
    // 189 by the language key, 44 more by a "ch." the XML left in the definition or the notes (אֶבְלָא | ch. = h. אֵבֶל).
    expect(aleph.filter((e) => e.language === "aramaic")).toHaveLength(233);
    // אֲגוּרֵי "inf. of אֲגַר.—אגורי for אֲגִירֵי, v. אָגִירָא": the verb its whole text names (unlinked), not the other reading's link;
    // 19 more "v. foreg." / "v. next. w." unlinked: the entry before or after (shared/dictionary/read-jastrow-reference).
    expect(aleph.filter((e) => e.referenceTo !== null).length).toBe(1067);
    // (1263: 17 more since a form named by its binyan or "pass." is a reference too, import rules jastrow 9: אוֹגַר "Af. of אֲגַר".)
    expect(aleph.filter((e) => e.see !== null).length).toBe(1263);
    // References: linked (אֹכֶל v. אֹוכֶל, resolved again at import), unlinked, and a name's compound head-word.
    expect(byId(aleph, "A01699")).toMatchObject({ headWords: ["אֹכֶל"], see: "אֹוכֶל", referenceTo: "A00642" });
    expect(byId(aleph, "A01187")).toMatchObject({ see: "אַיִל" });
    expect(byId(aleph, "A02160")).toMatchObject({ headWords: ["אַנְטְבִילָא", "בית א'"], see: null });
    expect(byId(aleph, "A00083").headWords).toEqual(["אַבְזָקַת", "אַבְזָקָא", "אַבְזָקָה"]);
  });

  it.skipIf(!hasData)("gives an entry that leads with a binyan's name or a form note its meaning first (the real files)", () => {
    const teth = parseFile("09-Jastrow-teth.xml");
    const samech = parseFile("15-Jastrow-samech.xml");
    const he = parseFile("05-Jastrow-he.xml");
    const ayin = parseFile("16-Jastrow-ayin.xml");
    const pe = parseFile("17-Jastrow-pe.xml");
    const byId = (list: readonly JastrowEntry[], id: string) => list.find((e) => e.id === id)!;
    // טֶבֶל I: ", v. «Pi»." then the gloss in the notes (was "v. Pi.").
    expect(jastrowDefinitions(byId(teth, "I00066"))[0]).toMatch(/^fruits of which you are permitted/);
    // סְרַק ch., «Pa.» סָרֵיק same: the Hebrew סָרַק before it (was "Pa. סָרֵיק same.").
    expect(jastrowDefinitions(byId(samech, "O01665"))[0]).toBe("to comb, card, hatchel");
    // עֲמַר ch., Pa. as preced. Pi.: עָמַר's Pi.
    expect(jastrowDefinitions(byId(ayin, "P00928"))[0]).toBe("to bind and pile sheaves; to harvest");
    // הִיא: "she, v. הוּא" (was no definition).
    expect(jastrowDefinitions(byId(he, "E00331"))).toEqual(["she"]);
    // פְּגַן ch.: only its Af. has a gloss — the meaning first, the binyan after it (was "Af. to intercede").
    expect(byId(pe, "Q00080")).toMatchObject({ language: "aramaic", glosses: [] });
    expect(jastrowDefinitions(byId(pe, "Q00080"))).toEqual(["to intercede (Af.)"]);
  });
});
