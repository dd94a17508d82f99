import { describe, expect, it } from "vitest";
import { lemmaGloss, mainHomonyms, strongSense, type LemmaSenses } from "./lemma-gloss";

// Real entries (OpenScriptures HebrewLexicon: HebrewStrong.xml's meaning, with a name's KJV usage, and every BDB entry
// LexicalIndex.xml links to the number, with its first definitions as the BDB import stores them)
// and the gloss each should get.
const CASES: [string, LemmaSenses][] = [
  // H853
  ["mark of the accusative", {"strong":{"word":"אֵת","definitions":["properly, self (but generally used to point out more definitely the object of a verb or preposition, even or namely)"],"isProperName":false},"bdb":[{"word":"אֵת","definitions":["mark of the accusative"]}]}],
  // H1571
  ["also, moreover, yea", {"strong":{"word":"גַּם","definitions":["properly, assemblage; used only adverbially also, even, yea, though; often repeated as correl. both...and"],"isProperName":false},"bdb":[{"word":"גַּם","definitions":["also","moreover","yea"]}]}],
  // H5971
  ["a people", {"strong":{"word":"עַם","definitions":["a people (as a congregated unit); specifically, a tribe (as those of Israel); hence (collectively) troops or attendants; figuratively, a flock"],"isProperName":false},"bdb":[{"word":"עַם","definitions":["kinsman"]},{"word":"עַם","definitions":["people","a people","nation","persons"]}]}],
  // H4480
  ["out of, from, on account of", {"strong":{"word":"מִן","definitions":["properly, a part of; hence (prepositionally), from or out of in many senses"],"isProperName":false},"bdb":[{"word":"מִן־","definitions":["out of","from","on account of","off","on the side of","since","above","than","so that not","against","away from","far from"]},{"word":"מֵן","definitions":["portion"]}]}],
  // H559
  ["utter, say", {"strong":{"word":"אָמַר","definitions":["to say (used with great latitude)"],"isProperName":false},"bdb":[{"word":"אָמַר","definitions":["utter","say","Say","Say in the heart","Promise","Command","be said","told","avow","avouch","cause to declare","act proudly"]}]}],
  // H1696
  ["speak, talk", {"strong":{"word":"דָבַר","definitions":["perhaps properly, to arrange; but used figuratively (of words), to speak; rarely (in a destructive sense) to subdue"],"isProperName":false},"bdb":[{"word":"דָבַר","definitions":["speak","speak with one another","talk","in the day when she may be spoken for","speaking this word","leads","puts to flight","subdues"]}]}],
  // H935
  ["come in, come, go in", {"strong":{"word":"בּוֹא","definitions":["to go or come (in a wide variety of applications)"],"isProperName":false},"bdb":[{"word":"בּוֹא","definitions":["come in","come","go in","go","walk","associate with","cause to come in","bring in","cause to come","bring","bring near","be brought in"]}]}],
  // H430
  ["gods, god", {"strong":{"word":"אֱלֹהִים","definitions":["gods in the ordinary sense; but specifically used (in the plural thus, especially with the article) of the supreme God; occasionally applied by way of deference to magistrates; and sometimes as a superlative"],"isProperName":false},"bdb":[{"word":"אֱלֹהִים","definitions":["rulers","judges","divine ones","angels","gods","god","goddess","godlike one","God","the (true) God"]}]}],
  // H3130
  ["Joseph", {"strong":{"word":"יוֹסֵף","definitions":["Joseph, the name of seven Israelites","Joseph. Compare 3084."],"isProperName":true},"bdb":[{"word":"יוֹסֵף","definitions":["he adds","increases"]}]}],
  // H3588
  ["that, for, when", {"strong":{"word":"כִּי","definitions":["(by implication) very widely used as a relative conjunction or adverb (as below); often largely modified by other particles annexed"],"isProperName":false},"bdb":[{"word":"כִּי","definitions":["that","for","when","if","though","Because","since"]},{"word":"כִּי אם־","definitions":["that if","for if","except","but rather","but","surely"]},{"word":"כִּי עַל כֵּן","definitions":["forasmuch as"]}]}],
  // H996
  ["between", {"strong":{"word":"בֵּין","definitions":["between (repeated before each noun, often with other particles); also as a conjunction, either...or"],"isProperName":false},"bdb":[{"word":"בַּ֫יִן","definitions":["interval","space between","in the interval of","between","space between two armies"]}]}],
  // H3667
  ["Canaan", {"strong":{"word":"כְּנַעַן","definitions":["Kenaan, a son a Ham; also the country inhabited by him","Canaan, merchant, traffick."],"isProperName":true},"bdb":[{"word":"כְּנַ֫עַן","definitions":["merchant","s"]},{"word":"כְּנַ֫עַן","definitions":["Canaan"]}]}],
  // H6213
  ["to do or make", {"strong":{"word":"עָשָׂה","definitions":["to do or make, in the broadest sense and widest application"],"isProperName":false},"bdb":[{"word":"עָשָׂה","definitions":["do","make","deal","act","act with effect","produce","yield","prepare","attend to","put in order","observe","celebrate"]},{"word":"עָשָׂה","definitions":["press","squeeze"]}]}],
  // H5892
  ["a city", {"strong":{"word":"עִיר","definitions":["a city (a place guarded by waking or a watch) in the widest sense (even of a mere encampment or post)"],"isProperName":false},"bdb":[{"word":"עִיר","definitions":["city","town"]},{"word":"עִיר","definitions":["excitement"]}]}],
  // H3068
  ["Yahweh", {"strong":{"word":"יְהֹוָה","definitions":["(the) self-Existent or Eternal; Jeho-vah, Jewish national name of God","Jehovah, the Lord. Compare 3050, 3069."],"isProperName":true},"bdb":[{"word":"יהוה","definitions":["Yahweh","the one bringing into being","life-giver"]}]}],
  // H458
  ["Elimelech", {"strong":{"word":"אֱלִימֶלֶךְ","definitions":["Elimelek, an Israelite","Elimelech."],"isProperName":true},"bdb":[{"word":"אֱלִימֶ֫לֶךְ","definitions":["God is king"]}]}],
  // H5281
  ["Naomi", {"strong":{"word":"נׇעֳמִי","definitions":["Noömi, an Israelitess","Naomi."],"isProperName":true},"bdb":[{"word":"נָעֳמִי","definitions":[]}]}],
  // H5800
  ["relinquish", {"strong":{"word":"עָזַב","definitions":["to loosen, i.e. relinquish, permit, etc."],"isProperName":false},"bdb":[{"word":"עָזַב","definitions":["restore","repair"]},{"word":"עָזַב","definitions":["leave","forsake","loose","abandon","let loose","set free","let go","be left to","be forsaken","be deserted"]}]}],
];

describe("lemmaGloss", () => {
  it.each(CASES)("glosses as %s", (gloss, senses) => {
    expect(lemmaGloss(senses)).toBe(gloss);
  });

  it("takes BDB when the number links to one entry, or to one pointed as Strong's head-word", () => {
    const strong = { word: "מִן", definitions: ["properly, a part of"], isProperName: false };
    expect(lemmaGloss({ strong, bdb: [{ word: "מִן־", definitions: ["out of", "from"] }] })).toBe("out of, from");
    expect(lemmaGloss({ strong, bdb: [{ word: "מֵן", definitions: ["portion"] }, { word: "מִן־", definitions: ["from"] }] })).toBe("from");
    // Two homonyms pointed alike: Strong's.
    expect(lemmaGloss({ strong, bdb: [{ word: "מִן", definitions: ["portion"] }, { word: "מִן־", definitions: ["from"] }] })).toBe("a part of");
    // An entry without a sense does not count; with none at all, Strong's; with nothing, "".
    expect(lemmaGloss({ strong, bdb: [{ word: "מִן", definitions: [" "] }, { word: "מִן־", definitions: ["from"] }] })).toBe("from");
    expect(lemmaGloss({ strong, bdb: [] })).toBe("a part of");
    expect(lemmaGloss({ strong: { ...strong, definitions: [] }, bdb: [] })).toBe("");
  });

  it("glosses by the homonym the text's words name, where its entry has a sense (H3651 כֵּן '3651 c': 'so', not 'set upright')", () => {
    // H3651 as imported: Strong's meaning and the three BDB entries LexicalIndex links, each with its letter.
    const ken: LemmaSenses = {
      strong: { word: "כֵּן", definitions: ["properly, set upright; hence (figuratively as adjective) just; but usually (as adverb or conjunction) rightly or so"], isProperName: false },
      bdb: [{ word: "כֵּן", definitions: ["right", "veritable", "honest"], aug: "a" }, { word: "כִּי עַל כֵּן", definitions: ["forasmuch as"], aug: "b" }, { word: "כֵּן", definitions: ["so", "thus"], aug: "c" }],
    };
    expect(lemmaGloss(ken)).toBe("set upright");
    expect(lemmaGloss({ ...ken, homonym: "c" })).toBe("so, thus");
    expect(lemmaGloss({ ...ken, homonym: "a" })).toBe("right, veritable, honest");
    // A letter with no entry, or an entry without a sense, leaves the number's gloss.
    expect(lemmaGloss({ ...ken, homonym: "f" })).toBe("set upright");
    const senseless = { ...ken, bdb: ken.bdb.map((b) => (b.aug === "c" ? { ...b, definitions: [" "] } : b)) };
    expect(lemmaGloss({ ...senseless, homonym: "c" })).toBe(lemmaGloss(senseless));
    // A name's homonym glosses only with a name ('Canaan', not 'merchant').
    const canaan: LemmaSenses = { strong: { word: "כְּנַעַן", definitions: ["Kenaan", "Canaan."], isProperName: true }, bdb: [{ word: "כְּנַ֫עַן", definitions: ["merchant"], aug: "a" }, { word: "כְּנַ֫עַן", definitions: ["Canaan"], aug: "b" }] };
    expect(lemmaGloss({ ...canaan, homonym: "b" })).toBe("Canaan");
    expect(lemmaGloss({ ...canaan, homonym: "a" })).toBe("Canaan");
  });

  it("keeps BDB's order unless none of its first senses is Strong's and Strong's first is a later one", () => {
    const bdb = [{ word: "עַל", definitions: ["height", "upon", "on the ground of", "above"] }];
    expect(lemmaGloss({ strong: { word: "עַל", definitions: ["above, over, upon"], isProperName: false }, bdb })).toBe("height, upon, on the ground of");
    expect(lemmaGloss({ strong: { word: "עַל", definitions: ["above, over"], isProperName: false }, bdb })).toBe("above");
  });
});

describe("mainHomonyms", () => {
  it("gives each number the homonym most of its words name, the first letter among equals, and none where they name none", () => {
    const words = [
      { strong: "H859", homonym: "a" }, { strong: "H859", homonym: "c" }, { strong: "H859", homonym: "c" }, { strong: "H859", homonym: "d" },
      { strong: "H3651", homonym: "c" }, { strong: "H3651", homonym: "a" },
      { strong: "H559", homonym: null }, { strong: "H559", homonym: null },
    ];
    expect(mainHomonyms(words)).toEqual(new Map([["H859", "c"], ["H3651", "a"]]));
  });
});

describe("strongSense", () => {
  it("drops Strong's preambles, parentheses, qualifiers and what follows the first sense", () => {
    expect(strongSense("perhaps properly, to arrange; but used figuratively (of words), to speak")).toBe("to arrange");
    expect(strongSense("properly, the whole; hence, all, any or every")).toBe("the whole");
    expect(strongSense("(the) self-Existent or Eternal; Jeho-vah")).toBe("self-Existent or Eternal");
    expect(strongSense("ruddy i.e. a human being")).toBe("a human being");
    expect(strongSense("to loosen, i.e. relinquish, permit, etc.")).toBe("relinquish");
    expect(strongSense("to loosen, i.e. relinquish, permit, etc.", false)).toBe("to loosen");
    // An explanation in parentheses only: the next clause.
    expect(strongSense("properly, to be liquid or flow easily, i.e. (by implication); to hurry (in a good or a bad sense)")).toBe("to hurry");
    expect(strongSense("to lift, in a great variety of applications")).toBe("to lift");
  });
});
