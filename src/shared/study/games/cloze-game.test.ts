import { describe, expect, it } from "vitest";
import { plainHebrew } from "../../hebrew/strip-niqqud";
import { seededRandom } from "../random";
import { answerCloze, blankInVerse, clozeChoices, clozeItems, currentCloze, domainHasTexts, newCloze, nextCloze, retryCloze, revealCloze, type ClozeSource } from "./cloze-game";

const GEN_1_3 = "וַיֹּאמֶר אֱלֹהִים יְהִי אוֹר וַיְהִי־אוֹר׃";
const GEN_1_1 = "בְּרֵאשִׁית בָּרָא אֱלֹהִים אֵת הַשָּׁמַיִם וְאֵת הָאָרֶץ׃";
const word = (id: string, hebrew: string, verse: string | null, ref: string | null, progress: ClozeSource["progress"] = null): ClozeSource =>
  ({ id, hebrew, contextText: verse, contextRef: ref, progress });
const seen = (status: "known" | "learning" | "unknown", timesSeen: number, timesKnown: number) => ({ status, timesSeen, timesKnown });

describe("blankInVerse", () => {
  it("blanks the verse's word with the same plain form, the rest of the verse kept as it is", () => {
    expect(blankInVerse(GEN_1_3, "ויאמר")).toEqual({
      answer: "וַיֹּאמֶר",
      pieces: [{ text: "וַיֹּאמֶר", blank: true }, { text: " אֱלֹהִים יְהִי אוֹר וַיְהִי־אוֹר׃", blank: false }],
    });
  });
  it("blanks every occurrence of the word, so that the verse does not show the answer beside its blank", () => {
    expect(blankInVerse(GEN_1_3, "אוֹר")).toEqual({
      answer: "אוֹר",
      pieces: [
        { text: "וַיֹּאמֶר אֱלֹהִים יְהִי ", blank: false },
        { text: "אוֹר", blank: true },
        { text: " וַיְהִי־", blank: false },
        { text: "אוֹר", blank: true },
        { text: "׃", blank: false },
      ],
    });
  });
  it("finds nothing for a word the verse does not hold", () => {
    expect(blankInVerse(GEN_1_3, "בָּרָא")).toBeNull();
    expect(blankInVerse(GEN_1_3, "")).toBeNull();
  });
});

describe("clozeItems", () => {
  it("gives each verse one item, its least-known word, least-known items first; words without a verse or not in it are left out", () => {
    const items = clozeItems([
      word("said", "וַיֹּאמֶר", GEN_1_3, "Genesis 1:3", seen("known", 4, 4)),
      word("light", "אוֹר", GEN_1_3, "Genesis 1:3", seen("learning", 3, 1)),
      word("god", "אֱלֹהִים", GEN_1_3, "Genesis 1:3", seen("learning", 3, 2)),
      word("created", "בָּרָא", GEN_1_1, "Genesis 1:1", seen("unknown", 1, 0)),
      word("plain", "שָׁלוֹם", null, null),
      word("elsewhere", "מַיִם", GEN_1_1, "Genesis 1:1"),
    ]);
    expect(items.map((i) => [i.wordId, i.ref, i.answer])).toEqual([["created", "Genesis 1:1", "בָּרָא"], ["light", "Genesis 1:3", "אוֹר"]]);
  });
});

describe("clozeItems of sentences without a place", () => {
  it("plays a word that came with its sentence but no reference (an Anki note's example field), its item without a reference", () => {
    const items = clozeItems([
      word("house", "בַּיִת", "בַּיִת גָּדוֹל", null),
      word("peace", "שָׁלוֹם", "שָׁלוֹם עֲלֵיכֶם", null, seen("unknown", 1, 0)),
      word("bare", "סֵפֶר", null, null),
    ]);
    expect(items.map((i) => [i.wordId, i.ref, i.answer])).toEqual([["peace", null, "שָׁלוֹם"], ["house", null, "בַּיִת"]]);
  });
});

describe("domainHasTexts", () => {
  it("is true of the domains whose texts the reader saves words from, false of modern Hebrew and any other", () => {
    expect(["biblical", "aramaic", "mishna"].map(domainHasTexts)).toEqual([true, true, true]);
    expect(domainHasTexts("modern")).toBe(false);
    expect(domainHasTexts("my-own-domain")).toBe(false);
  });
});

describe("clozeChoices", () => {
  it("offers the answer and three other words, none the same word points aside", () => {
    const [item] = clozeItems([word("light", "אוֹר", GEN_1_3, "Genesis 1:3")]);
    const pool = [{ hebrew: "אוֹר" }, { hebrew: "אור" }, { hebrew: "יוֹם" }, { hebrew: "לַיְלָה" }, { hebrew: "מַיִם" }, { hebrew: "יוֹם" }];
    const choices = clozeChoices(item!, pool, seededRandom(1));
    expect(choices).toHaveLength(4);
    expect(choices).toContain("אוֹר");
    expect(new Set(choices).size).toBe(4);
    expect(choices.filter((c) => plainHebrew(c) === "אור")).toHaveLength(1);
  });
});

describe("a cloze round", () => {
  const items = clozeItems([
    word("light", "אוֹר", GEN_1_3, "Genesis 1:3", seen("unknown", 1, 0)),
    word("created", "בָּרָא", GEN_1_1, "Genesis 1:1", seen("learning", 1, 1)),
  ]);

  it("accepts the word typed without niqqud: a point, and 'know' for the word", () => {
    const r = answerCloze(newCloze(items), "אור");
    expect(r).toMatchObject({ outcome: "correct", rated: "know", state: { score: 1, phase: "correct" } });
    expect(currentCloze(nextCloze(r.state))?.wordId).toBe("created");
  });

  it("rejects a wrong word ('dont_know' once), then a right answer scores nothing and rates nothing more", () => {
    const wrong = answerCloze(newCloze(items), "ברא");
    expect(wrong).toMatchObject({ outcome: "wrong", rated: "dont_know", state: { phase: "wrong", score: 0 } });
    const again = answerCloze(retryCloze(wrong.state), "אוֹר");
    expect(again).toMatchObject({ outcome: "correct", rated: null, state: { score: 0 } });
  });

  it("ignores a blank answer, shows the answer on request and ends after the last item", () => {
    expect(answerCloze(newCloze(items), " ").outcome).toBe("empty");
    let s = revealCloze(answerCloze(newCloze(items), "x").state);
    expect(s.phase).toBe("revealed");
    s = nextCloze(s);
    s = nextCloze(answerCloze(s, "ברא").state);
    expect(s.phase).toBe("finished");
    expect(currentCloze(s)).toBeNull();
  });
});
