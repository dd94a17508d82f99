import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { DictionaryEntry, DictionaryLookup } from "../../src/shared/api/dictionary";
import type { ChapterText } from "../../src/shared/api/books";
import type { ParsingSession } from "../../src/shared/api/parsing";
import { bookWordLemmas, collections, dictionaryEntries, words } from "../../src/server/db/schema";
import { lookupStatement, readStatementRows, runLookupStatement } from "../../src/server/modules/dictionary/lookup-queries";
import { wordLookupForms } from "../../src/server/modules/dictionary/lookup-word";
import { plainHebrew } from "../../src/shared/hebrew/strip-niqqud";
import { createLearner, createUsers } from "../helpers/factories";
import { call, createTestContext, importDictionarySource, waitForJob, type TestContext, type TestUser } from "../helpers/test-app";
import { hasLexiconData, hasOshbData, NO_LEXICON_DATA, NO_OSHB_DATA, startLexiconServer, type LexiconServer } from "../support/lexicon-server";
import { hasSefariaData, NO_SEFARIA_DATA, startSefariaServer, type SefariaServer } from "../support/sefaria-server";

/**
 * GET /api/dictionary/lookup (the reader's word panel) with BDB and Strong's imported from the real
 * files; and the lemma import (Genesis from the Sefaria test server, OpenScriptures' Gen.xml).
 */
if (!hasLexiconData) console.warn(NO_LEXICON_DATA);
if (!hasOshbData) console.warn(NO_OSHB_DATA);
if (!hasSefariaData) console.warn(NO_SEFARIA_DATA);
const withLemmas = hasLexiconData && hasOshbData && hasSefariaData;

let ctx: TestContext;
let lexicons: LexiconServer;
let sefaria: SefariaServer | undefined;
let admin: TestUser;
let learner: TestUser;

beforeAll(async () => {
  if (!hasLexiconData) return;
  lexicons = await startLexiconServer();
  if (hasSefariaData) sefaria = await startSefariaServer();
  ctx = await createTestContext({
    DICTIONARY_BDB_URL: `${lexicons.url}/BrownDriverBriggs.xml`,
    DICTIONARY_STRONGS_URL: `${lexicons.url}/HebrewStrong.xml`,
    OSHB_URL: `${lexicons.url}/`,
    ...(sefaria ? { SEFARIA_URL: sefaria.url } : {}),
  }, { startJobs: true });
  ({ admin, learners: [learner] } = await createUsers(ctx, { learners: 1 }));
  expect(await importDictionarySource(ctx, admin, "bdb")).toMatchObject({ status: "completed" });
  expect(await importDictionarySource(ctx, admin, "strongs")).toMatchObject({ status: "completed" });
}, 240_000);
afterAll(async () => {
  await ctx?.close();
  await lexicons?.close();
  await sefaria?.close();
});

async function lookup(word: string, extra = ""): Promise<DictionaryLookup> {
  const res = await call(ctx, "GET", `/api/dictionary/lookup?word=${encodeURIComponent(word)}${extra}`, { user: learner });
  expect(res.status).toBe(200);
  return res.json as DictionaryLookup;
}
const ids = (entries: DictionaryEntry[]) => entries.map((e) => `${e.source}:${e.sourceId}`);

describe.skipIf(!hasLexiconData)("looking a tapped word up", () => {
  it("finds ראשית for בְּרֵאשִׁית through the ב, BDB first, and says which reading it used", async () => {
    const r = await lookup("בְּרֵאשִׁ֖ית");
    expect(r.reading).toEqual({ prefix: "בְּ", prefixPlain: "ב", stem: "רֵאשִׁית", stemPlain: "ראשית", how: "ב + ראשית", howSteps: [{ kind: "proclitics", letters: "ב", stem: "ראשית" }] });
    expect(ids(r.entries)).toEqual(["bdb:t.ad.ag", "strongs:H7225"]);
    expect(r.entries[0]!.definitions.join(" ")).toMatch(/beginning/);
    expect(r.lemma).toBeNull();
  });

  it("keeps a word the lexicons have whole (בָּרָא), and takes chains off (וְהָאָרֶץ, שֶׁהַכֹּהֲנִים)", async () => {
    const bara = await lookup("בָּרָ֣א");
    expect(bara.reading?.prefix).toBe("");
    expect(ids(bara.entries)).toContain("strongs:H1254");
    const earth = await lookup("וְהָאָ֗רֶץ");
    expect(earth.reading).toMatchObject({ prefix: "וְהָ", stemPlain: "ארץ" });
    expect(ids(earth.entries)).toEqual(["bdb:a.fx.aa", "strongs:H776"]);
    const priests = await lookup("שֶׁהַכֹּהֲנִים");
    expect(priests.reading).toMatchObject({ prefix: "שֶׁהַ", stemPlain: "כהנים" });
    // No lexicon has כהנים: the plural ending taken off (src/shared/hebrew/aramaic-readings.ts) finds כֹּהֵן.
    expect(priests.reading).toMatchObject({ form: "כהן", how: "ש + ה + כהנים; ending ־ים" });
    expect(priests.entries.map((e) => e.word.normalize("NFC").replace(/[\u0591-\u05C7]/g, ""))).toContain("כהן");
  });

  it("puts the homograph pointed as the text points it first (אֵת 'mark of the accusative', not אַתְּ 'thou')", async () => {
    const et = await lookup("אֵ֥ת");
    expect(et.entries.length).toBeGreaterThan(2);
    expect(et.entries[0]!.word).toBe("אֵת");
    expect(et.entries[0]!.definitions.join(" ")).toMatch(/accusative|with/);
    expect(et.entries.findIndex((e) => e.word === "אַתְּ")).toBeGreaterThan(0);
    const atta = await lookup("אַתְּ");
    expect(atta.entries[0]!.word).toBe("אַתְּ");
  });

  it("finds Aramaic entries where the lexicon has them (דְּבֵית: ד + בית, Hebrew and Aramaic)", async () => {
    const r = await lookup("דְּבֵית");
    expect(r.reading).toMatchObject({ prefix: "דְּ", stemPlain: "בית" });
    expect(new Set(r.entries.map((e) => e.language))).toEqual(new Set(["hebrew", "aramaic"]));
    expect(ids(r.entries)).toContain("bdb:xb.ag.aa");
  });

  it("answers a word without Hebrew letters with nothing, and refuses a half-given place", async () => {
    expect(await lookup("abc")).toEqual({ word: "abc", reading: null, entries: [], lemma: null, myWordId: null, analysis: null, occurrences: null });
    const bad = await call(ctx, "GET", `/api/dictionary/lookup?word=${encodeURIComponent("בָּרָא")}&chapter=1&verse=1`, { user: learner });
    expect(bad.status).toBe(400);
    expect(bad.json.error.code).toBeTruthy();
    const anonymous = await call(ctx, "GET", `/api/dictionary/lookup?word=${encodeURIComponent("בָּרָא")}`);
    expect(anonymous.status).toBe(401);
  });
});

describe.skipIf(!withLemmas)("the lemmas of Genesis from OpenScriptures", () => {
  let bookId = "";
  const importLemmas = async (id: string) => {
    const started = await call(ctx, "POST", "/api/dictionary/lemma-imports", { user: admin, body: { bookId: id } });
    expect(started.status).toBe(202);
    return waitForJob(ctx, admin, started.json.job.id as string);
  };
  const at = (chapter: number, verse: number, position: number) => `&book=${bookId}&chapter=${chapter}&verse=${verse}&position=${position}`;

  it("imports Genesis 1-2's lemmas, matched word by word to the Sefaria text", async () => {
    const started = await call(ctx, "POST", "/api/books/import", { user: admin, body: { title: "Genesis", range: "1-2" } });
    expect(started.status).toBe(202);
    expect(await waitForJob(ctx, admin, started.json.job.id as string)).toMatchObject({ status: "completed" });
    bookId = (await call(ctx, "GET", "/api/books", { user: admin })).json.books[0].id as string;
    const job = await importLemmas(bookId);
    expect(job).toMatchObject({ status: "completed" });
    const result = job.result as { words: number; matched: number; message: string };
    expect(result.words).toBe(20_629);
    // Genesis 1-2 has 762 words in OpenScriptures' text, 751 with a Strong's number (the rest are
    // a preposition with a suffix, as לוֹ): every one is matched to its word in the Sefaria text.
    const rows = await ctx.deps.db.select().from(bookWordLemmas);
    expect(rows.length).toBe(result.matched);
    expect(rows.length).toBe(751);
    expect(rows.every((r) => r.chapter <= 2)).toBe(true);
  });

  it("shows the lemma's entries first, even where the segmentation finds none (וַיֹּאמֶר → אמר)", async () => {
    const first = await lookup("בְּרֵאשִׁ֖ית", at(1, 1, 1));
    expect(first.lemma).toMatchObject({ strong: "H7225", prefix: "ב" });
    expect(ids(first.lemma!.entries)).toEqual(["bdb:t.ad.ag", "strongs:H7225"]);
    expect(first.entries).toEqual([]); // the same entries are not listed twice
    const said = await lookup("וַיֹּ֥אמֶר", at(1, 3, 1));
    expect(said.reading).toMatchObject({ prefixPlain: "ו", stemPlain: "יאמר" });
    // The prefix י־ taken off finds אמר's other homographs; the lemma's are not listed twice.
    expect(said.reading).toMatchObject({ form: "אמר", how: "ו + יאמר; prefix י־" });
    expect(ids(said.entries)).not.toContain("strongs:H559");
    expect(said.lemma).toMatchObject({ strong: "H559", prefix: "ו" });
    expect(ids(said.lemma!.entries)).toContain("strongs:H559");
    // H1254 stands for two BDB homonyms, 'be fat' first in LexicalIndex.xml: Genesis 1:1's בָּרָא (OpenScriptures' "1254 a")
    // shows BDB's 'shape, create' as its lemma's entry.
    const created = await lookup("בָּרָ֣א", at(1, 1, 2));
    expect(created.lemma).toMatchObject({ strong: "H1254" });
    expect(ids(created.lemma!.entries)).toEqual(["bdb:b.cw.aa", "strongs:H1254"]);
    expect(created.lemma!.entries[0]!.definitions.join(" ")).toMatch(/create/);
    // A word whose lemma names another homonym shows that one: Genesis 1:2's מְרַחֶפֶת is "7363 b" 'hover', not 7363 a 'grow soft'.
    const hovering = await lookup("מְרַחֶ֖פֶת", at(1, 2, 11));
    expect(hovering.lemma).toMatchObject({ strong: "H7363" });
    expect(ids(hovering.lemma!.entries)).toEqual(["bdb:t.cd.aa", "strongs:H7363"]);
    expect(hovering.lemma!.entries[0]!.definitions.join(" ")).toMatch(/hover/);
    // Its reading splits the word where the analysis does: a Piel participle read whole, not מ 'from' + רחפת.
    expect(hovering.reading).toMatchObject({ prefixPlain: "", stemPlain: "מרחפת" });
    // The lemma import keeps the word's morphology too: the panel parses it as it does the offline Bible's words.
    expect(hovering.analysis).toEqual({ strong: "H7363", lemma: "7363 b", morph: "HVprfsa", parts: "מְרַחֶ֖פֶת".normalize("NFC") });
    // Another word at that place: no lemma (the place and the word must agree).
    expect((await lookup("בָּרָא", at(1, 3, 1))).lemma).toBeNull();
    expect((await lookup("בְּרֵאשִׁית", at(3, 1, 1))).lemma).toBeNull();
  });

  it("knows a list's word without a lemma as the homonym of its BDB head-word: חַיִּים 'life' (2416 e), not חַיָּה 'living thing' (2416 c)", async () => {
    const reader = await createLearner(ctx);
    const [list] = await ctx.deps.db.insert(collections).values({ domain: "biblical", name: "Nouns", slug: "nouns", ownerId: reader.id }).returning({ id: collections.id });
    const [life] = await ctx.deps.db.insert(words).values({ collectionId: list!.id, hebrew: "חַיִּים", english: "life" }).returning({ id: words.id });
    const known = await call(ctx, "POST", "/api/progress/answers", { user: reader, body: { id: crypto.randomUUID(), wordId: life!.id, action: "set", status: "known" } });
    expect(known.status, known.text).toBe(200);
    const chapter = async (n: number) => (await call(ctx, "GET", `/api/books/${bookId}/chapters/${n}`, { user: reader })).json as ChapterText;
    // Genesis 2:7's נִשְׁמַת חַיִּים and 2:9's עֵץ הַחַיִּים are "2416 e": known, and counted.
    const two = await chapter(2);
    expect(two.coverage.knownLemmas).toEqual(["H2416e"]);
    expect(two.coverage.knownTokens).toBeGreaterThanOrEqual(2);
    // Genesis 1's נֶפֶשׁ חַיָּה (1:20, 1:24…) is "2416 c": a word of its own, not known by it.
    const one = await chapter(1);
    expect(one.lemmas["24"]).toContain("H2416c");
    expect(one.coverage).toMatchObject({ knownLemmas: [], knownTokens: 0 });
  });

  it("names the homonym's own head-word in the parsing drill: Genesis' חַיַּת is BDB's חַיָּה 'living thing', not Strong's חַי", async () => {
    const reader = await createLearner(ctx);
    const [list] = await ctx.deps.db.insert(collections).values({ domain: "biblical", name: "Animals", slug: "animals", ownerId: reader.id }).returning({ id: collections.id });
    await ctx.deps.db.insert(words).values({ collectionId: list!.id, hebrew: "חַיָּה", english: "living thing", lemma: "H2416c" });
    const r = await call(ctx, "GET", `/api/parsing/session?collection=${list!.id}`, { user: reader });
    expect(r.status, r.text).toBe(200);
    const items = (r.json as ParsingSession).items;
    // The list's lemma is the homonym "2416 c": its forms in the construct state, each once (1:24 וְחַיְתוֹ, 1:25 חַיַּת,
    // also in 1:30, 2:19 and 2:20), not 1:24's נֶפֶשׁ חַיָּה ("2416 a" 'alive') nor 2:7's חַיִּים ("2416 e").
    expect(items.map((i) => `${i.ref} ${i.form}`)).toEqual(["Genesis 1:24 וְחַיְתוֹ", "Genesis 1:25 חַיַּת"]);
    for (const item of items) {
      expect(item.answer.lemma).toBe("H2416");
      expect(item.lemmas.find((l) => l.strong === "H2416")!.word).toBe("חַיָּה");
      // The other lemmas among the choices keep Strong's head-words.
      expect(item.lemmas.filter((l) => l.strong !== "H2416").every((l) => l.word !== null)).toBe(true);
    }
  });

  it("runs the statement prepared once per shape with each word's values, as the statement built with them answers", async () => {
    // runLookupStatement fills drizzle's prepare(name) with placeholders (the forms' array one parameter encoded by its
    // column): a drizzle upgrade that changed how placeholders are filled would make these differ.
    const db = ctx.deps.db;
    const place = (chapter: number, verse: number, position: number, word: string) => ({ bookId, chapter, verse, position, plain: plainHebrew(word), userId: learner.id });
    const cases: [string, ReturnType<typeof place> | null][] = [
      ["בְּרֵאשִׁ֖ית", place(1, 1, 1, "בְּרֵאשִׁ֖ית")], ["וַיֹּ֥אמֶר", place(1, 3, 1, "וַיֹּ֥אמֶר")], ["וְהָאָרֶץ", null], ["שֶׁהַכֹּהֲנִים", null], ["קקקק", place(1, 1, 1, "קקקק")],
    ];
    for (const [word, at] of cases) {
      const forms = wordLookupForms(word);
      const run = await runLookupStatement(db, forms, at);
      expect(run).toEqual(readStatementRows(await lookupStatement(db, forms, at)));
      if (at && word !== "קקקק") expect(run.rows.length).toBeGreaterThan(0);
    }
    // The word's analysis comes with the rows, and without any row when no entry is found (קקקק at Genesis 1:1's first word: not that word).
    expect((await runLookupStatement(db, wordLookupForms("בְּרֵאשִׁ֖ית"), place(1, 1, 1, "בְּרֵאשִׁ֖ית"))).analysis).toMatchObject({ strong: "H7225", prefix: "ב" });
    expect(await runLookupStatement(db, wordLookupForms("קקקק"), place(1, 1, 1, "קקקק"))).toMatchObject({ rows: [], myWordId: null, analysis: null, markers: [], occurrences: { "קקקק": [0, 0] } });
  });

  it("reads a biblical word's prefixes by the biblical lexicons, even when Jastrow has the whole word (בְּרֵאשִׁית)", async () => {
    // Jastrow lists בְּרֵאשִׁית (the book's name) as a head-word; in Genesis 1:1 it is still ב + רֵאשִׁית.
    await ctx.deps.db.insert(dictionaryEntries).values({ source: "jastrow", sourceId: "test-bereshit", word: "בְּרֵאשִׁית", language: "hebrew", definitions: ["Genesis"] });
    try {
      const inGenesis = await lookup("בְּרֵאשִׁ֖ית", at(1, 1, 1));
      expect(inGenesis.reading).toMatchObject({ prefixPlain: "ב", stemPlain: "ראשית", how: "ב + ראשית" });
      // A place of the Tanakh without OpenScriptures' analysis: still read as biblical Hebrew.
      expect((await lookup("בְּרֵאשִׁית", at(3, 1, 1))).reading).toMatchObject({ stemPlain: "ראשית", how: "ב + ראשית" });
      // Without a biblical place, the whole word Jastrow has is a reading of its own.
      const anywhere = await lookup("בְּרֵאשִׁית");
      expect([anywhere.reading, ...(anywhere.moreReadings ?? []).map((m) => m.reading)].map((r) => r?.stemPlain)).toContain("בראשית");
    } finally {
      await ctx.deps.db.delete(dictionaryEntries).where(eq(dictionaryEntries.sourceId, "test-bereshit"));
    }
  });

  it("keeps the lemmas when a re-import fails (all or nothing), and refuses a book that is not in the Tanakh", async () => {
    const before = (await ctx.deps.db.select().from(bookWordLemmas)).length;
    lexicons.failing.add("Gen.xml");
    try {
      expect(await importLemmas(bookId)).toMatchObject({ status: "failed" });
    } finally {
      lexicons.failing.delete("Gen.xml");
    }
    expect((await ctx.deps.db.select().from(bookWordLemmas)).length).toBe(before);
    const mishnah = await call(ctx, "POST", "/api/books/import", { user: admin, body: { title: "Mishnah Berakhot", range: "1" } });
    await waitForJob(ctx, admin, mishnah.json.job.id as string);
    const books = (await call(ctx, "GET", "/api/books", { user: admin })).json.books as { id: string; title: string }[];
    const failed = await importLemmas(books.find((b) => b.title === "Mishnah Berakhot")!.id);
    expect(failed).toMatchObject({ status: "failed" });
    expect(failed.error ?? failed.message).toMatch(/books of the Tanakh/);
  });
});
