import { describe, expect, it } from "vitest";
import { StudyWordSchema, type Word, type WordProgress } from "../../shared/api/collections";
import { encodeWordList, placeProgress, wordsWithProgress, writeWords, type EncodedWordList } from "./encode-word-list";

const word = (i: number, fields: Partial<Word> = {}): Word => ({
  id: `w${i}`, collectionId: "c", hebrew: "מִלָּה", english: `word ${i}`, spanish: null, portuguese: null, french: null, italian: null,
  translit: `milah ${i}`, pos: null, freqRank: i, subcategory: null, section: null, contextRef: null, contextText: null, ...fields,
});
const progressOf = (status: WordProgress["status"], timesSeen = 1): WordProgress => ({ status, timesSeen, timesKnown: status === "known" ? 1 : 0, lastSeenAt: "2026-01-02T03:04:05.678Z" });
/** A word's progress as the page's statement gives it: its JSON text (here with the database's spaces). */
const seen = (status: WordProgress["status"], timesSeen = 1) => ({ status, json: JSON.stringify(progressOf(status, timesSeen), null, 1) });
/** The page's words for a learner with `progress`, written between a prefix and a suffix as the page writes them. */
function page(list: EncodedWordList, progress: ReadonlyMap<string, { status: string; json: string }>) {
  const placed = placeProgress(list, progress);
  const body = JSON.parse(writeWords(list, placed, '{"words":', ',"end":"סוף"}').toString("utf8")) as { words: unknown[]; end: string };
  expect(body.end).toBe("סוף");
  return { words: body.words, placed };
}

describe("encodeWordList, placeProgress and writeWords", () => {
  // Multi-byte texts before and after the places written into: byte offsets, not string indexes.
  const words = [
    word(0, { hebrew: "בְּרֵאשִׁית", contextText: "בְּרֵאשִׁית בָּרָא — \"quoted\" \\ and \u2028" }),
    word(1, { english: "emoji 🙂 and é" }),
    word(2),
    word(3, { hebrew: "שָׁלוֹם", section: "2a" }),
  ];
  const list = encodeWordList(words);

  it("writes each word with null progress when the learner has none, as StudyWordSchema's JSON", () => {
    const { words: body, placed } = page(list, new Map());
    expect(body).toEqual(words.map((w) => ({ ...w, progress: null })));
    expect(body.map((w) => StudyWordSchema.parse(w))).toHaveLength(4);
    expect(placed.progress).toEqual([]);
    expect(list.count).toBe(4);
  });

  it("writes each word's progress into its own word, whatever the order of the map, and leaves out words not in the list", () => {
    const progress = new Map([
      ["w3", seen("unknown", 4)], ["gone", seen("known")], ["w0", seen("known")], ["w1", seen("learning", 2)],
    ]);
    const { words: body, placed } = page(list, progress);
    const expected = new Map([["w0", progressOf("known")], ["w1", progressOf("learning", 2)], ["w3", progressOf("unknown", 4)]]);
    expect(body).toEqual(words.map((w) => ({ ...w, progress: expected.get(w.id) ?? null })));
    expect([...placed.places]).toEqual([0, 1, 3]);
    expect(placed.progress.map((p) => p.status)).toEqual(["known", "learning", "unknown"]);
  });

  it("leaves the encoded list as it was for the next learner", () => {
    page(list, new Map([["w2", seen("known")]]));
    expect(page(list, new Map()).words).toEqual(words.map((w) => ({ ...w, progress: null })));
  });

  it("gives the same words as objects (wordsWithProgress) as writeWords writes, without touching the list's shared copy", () => {
    const progress = new Map([["w3", seen("unknown", 4)], ["w0", seen("known")], ["gone", seen("known")]]);
    const { words: body, placed } = page(list, progress);
    const objects = wordsWithProgress(list, placed, (p) => JSON.parse(p.json) as WordProgress);
    expect(objects).toEqual(body);
    expect(objects[0]!.progress).toEqual(progressOf("known"));
    // The next learner's words carry none of it; the words without progress are frozen, shared copies.
    const next = wordsWithProgress(list, placeProgress(list, new Map()), () => { throw new Error("no progress to read"); });
    expect(next).toEqual(words.map((w) => ({ ...w, progress: null })));
    expect(Object.isFrozen(next[0])).toBe(true);
    expect(wordsWithProgress(encodeWordList([]), placeProgress(encodeWordList([]), progress), (p) => JSON.parse(p.json) as WordProgress)).toEqual([]);
  });

  it("encodes an empty collection as an empty array", () => {
    expect(page(encodeWordList([]), new Map([["w0", seen("known")]])).words).toEqual([]);
  });
});
