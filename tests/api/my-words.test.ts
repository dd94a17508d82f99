import fs from "node:fs";
import path from "node:path";
import crypto from "node:crypto";
import { and, eq, isNull } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { ChapterTextSchema } from "../../src/shared/api/books";
import { CollectionListSchema, CollectionPageSchema } from "../../src/shared/api/collections";
import { DictionaryLookupSchema } from "../../src/shared/api/dictionary";
import { AddMyWordResultSchema, type AddMyWord } from "../../src/shared/api/my-words";
import { verseWords } from "../../src/shared/hebrew/verse-words";
import { collections, dictionaryEntries, progress, reviewCards, words } from "../../src/server/db/schema";
import { plainHebrew } from "../../src/shared/hebrew/strip-niqqud";
import { createLearner } from "../helpers/factories";
import { call, type TestContext, type TestUser } from "../helpers/test-app";
import { startLibraryContext, type LibraryContext } from "../helpers/library-context";
import { hasSefariaData, NO_SEFARIA_DATA, SEFARIA_DATA } from "../support/sefaria-server";

/** POST /api/my-words ("Add to my words" in the reader) on texts imported from the real Sefaria files. */
if (!hasSefariaData) console.warn(NO_SEFARIA_DATA);

let library: LibraryContext | undefined;
let ctx: TestContext;
let admin: TestUser;
let learner: TestUser;
let other: TestUser;
const bookIds: Record<string, string> = {};

async function importText(title: string, range: string): Promise<string> {
  const job = await library!.importText(title, range);
  expect(job.status, job.error ?? "").toBe("completed");
  return job.result!.bookId as string;
}

beforeAll(async () => {
  if (!hasSefariaData) return;
  library = await startLibraryContext();
  ({ ctx, admin, learner, other } = library);
  bookIds.Genesis = await importText("Genesis", "1");
  bookIds.Berakhot = await importText("Berakhot", "2a");
  bookIds["Mishnah Berakhot"] = await importText("Mishnah Berakhot", "1");
}, 240_000);
afterAll(async () => {
  await library?.close();
});

/** Genesis 1 as the file has it (niqqud and cantillation). */
const genesis1 = () => (JSON.parse(fs.readFileSync(path.join(SEFARIA_DATA, "tanakh/Genesis.he.merged.json"), "utf8")) as { text: string[][] }).text[0]!;
/** The accents and meteg written out, independently of the code under test. */
const withoutAccents = (text: string) => text.normalize("NFC").replace(/[\u0591-\u05AF\u05BD\u05C4\u05C5]/g, "").normalize("NFC");

async function verseText(book: string, chapterLabel: string, verse: number): Promise<{ chapter: number; text: string }> {
  const r = await call(ctx, "GET", `/api/books/${bookIds[book]}/chapters/${chapterLabel}`, { user: learner });
  expect(r.status, r.text).toBe(200);
  const chapter = ChapterTextSchema.parse(r.json);
  return { chapter: chapter.chapter.chapter, text: chapter.verses.find((v) => v.verse === verse)!.hebrew };
}

/** The word at `position` of a verse as the reader splits it. */
const wordAt = (text: string, position: number) => verseWords(text).find((p) => p.kind === "word" && p.position === position)!.text;

async function add(user: TestUser, body: Partial<AddMyWord> & Record<string, unknown>) {
  return call(ctx, "POST", "/api/my-words", { user, body });
}
const genesisWord = (position: number, verse = 1, extra: Partial<AddMyWord> = {}): AddMyWord => ({
  bookId: bookIds.Genesis!, chapter: 1, verse, position, hebrew: wordAt(genesis1()[verse - 1]!, position), english: "a gloss", ...extra,
});

async function myWordsRows(user: TestUser, domain: string) {
  return ctx.deps.db.select({ id: words.id, hebrew: words.hebrew, contextRef: words.contextRef }).from(words)
    .innerJoin(collections, eq(collections.id, words.collectionId))
    .where(and(eq(collections.ownerId, user.id), eq(collections.domain, domain), eq(collections.slug, "my-words")));
}

async function lookupInMyWords(user: TestUser, q: { book: string; chapter: number; verse: number; position: number; word: string }) {
  const qs = new URLSearchParams({ word: q.word, book: q.book, chapter: String(q.chapter), verse: String(q.verse), position: String(q.position) });
  const r = await call(ctx, "GET", `/api/dictionary/lookup?${qs}`, { user });
  expect(r.status, r.text).toBe(200);
  return DictionaryLookupSchema.parse(r.json).myWordId !== null;
}

describe.skipIf(!hasSefariaData)("Add to my words", () => {
  it("saves בְּרֵאשִׁית from Genesis 1:1 to a new private 'My words' of the biblical domain, with its context", async () => {
    const place = { book: bookIds.Genesis!, chapter: 1, verse: 1, position: 1, word: wordAt(genesis1()[0]!, 1) };
    expect(await lookupInMyWords(learner, place)).toBe(false);
    const r = await add(learner, genesisWord(1, 1, { english: "beginning, chief", translit: "rêʼshîyth" }));
    expect(r.status, r.text).toBe(201);
    const result = AddMyWordResultSchema.parse(r.json);
    expect(result.alreadyThere).toBe(false);
    expect(result.collection).toMatchObject({ domain: "biblical", slug: "my-words", name: "My words", ownerId: learner.id });
    expect(result.word).toMatchObject({
      hebrew: "בְּרֵאשִׁית", english: "beginning, chief", translit: "rêʼshîyth",
      contextRef: "Genesis 1:1", contextText: withoutAccents(genesis1()[0]!),
    });
    expect(result.word.contextText).toContain("בְּרֵאשִׁית בָּרָא אֱלֹהִים");
    expect(result.word.contextText).not.toMatch(/[\u0591-\u05AF]/);
    expect(await lookupInMyWords(learner, place)).toBe(true);
    expect(await lookupInMyWords(other, place)).toBe(false);
  });

  it("does not save a word twice: the same word elsewhere (other points, accents) answers with the one there", async () => {
    // אֱלֹהִים: Genesis 1:1 word 3, again in 1:2.
    const first = await add(learner, genesisWord(3, 1));
    expect(first.status, first.text).toBe(201);
    const verse2 = genesis1()[1]!;
    const position = verseWords(verse2).find((p) => p.kind === "word" && withoutAccents(p.text) === "אֱלֹהִים")!;
    const again = await add(learner, genesisWord((position as { position: number }).position, 2, { english: "another gloss" }));
    expect(again.status, again.text).toBe(200);
    const result = AddMyWordResultSchema.parse(again.json);
    expect(result.alreadyThere).toBe(true);
    expect(result.word).toMatchObject({ id: first.json.word.id, english: "a gloss", contextRef: "Genesis 1:1" });
    expect((await myWordsRows(learner, "biblical")).filter((w) => w.hebrew === "אֱלֹהִים")).toHaveLength(1);
  });

  it("keeps one word when the same word is added several times at once", async () => {
    const answers = await Promise.all([1, 2, 3].map(() => add(learner, genesisWord(2, 1))));
    expect(answers.map((a) => a.status).sort()).toEqual([200, 200, 201]);
    expect(new Set(answers.map((a) => a.json.word.id)).size).toBe(1);
    expect((await myWordsRows(learner, "biblical")).filter((w) => w.hebrew === "בָּרָא")).toHaveLength(1);
  });

  it("lists My words for its owner only, and shows it as a collection page with the context", async () => {
    const mine = CollectionListSchema.parse((await call(ctx, "GET", "/api/collections?domain=biblical", { user: learner })).json);
    expect(mine.collections.filter((c) => c.slug === "my-words")).toEqual([expect.objectContaining({ ownerId: learner.id, name: "My words" })]);
    for (const user of [other, admin]) {
      const theirs = CollectionListSchema.parse((await call(ctx, "GET", "/api/collections?domain=biblical", { user })).json);
      expect(theirs.collections.some((c) => c.slug === "my-words")).toBe(false);
      expect((await call(ctx, "GET", "/api/collections/biblical/my-words", { user })).status).toBe(404);
    }
    const page = await call(ctx, "GET", "/api/collections/biblical/my-words", { user: learner });
    expect(page.status, page.text).toBe(200);
    const parsed = CollectionPageSchema.parse(page.json);
    expect(parsed.words.map((w) => w.hebrew)).toEqual(["בְּרֵאשִׁית", "אֱלֹהִים", "בָּרָא"]);
    expect(parsed.words[0]).toMatchObject({ contextRef: "Genesis 1:1", contextText: withoutAccents(genesis1()[0]!), progress: null });
    expect(parsed.collections.some((c) => c.slug === "my-words")).toBe(true);
  });

  it("gives another learner their own My words, never touching the first one's", async () => {
    const r = await add(other, genesisWord(1, 1));
    expect(r.status, r.text).toBe(201);
    expect(r.json.collection.ownerId).toBe(other.id);
    expect(r.json.word.id).not.toBe((await myWordsRows(learner, "biblical")).find((w) => w.hebrew === "בְּרֵאשִׁית")!.id);
    expect(await myWordsRows(learner, "biblical")).toHaveLength(3);
    expect(await myWordsRows(other, "biblical")).toHaveLength(1);
  });

  it("keeps a Talmud page's word in aramaic (Berakhot 2a:3) and a Mishnah's in mishna (Mishnah Berakhot 1:1)", async () => {
    const page = await verseText("Berakhot", "2a", 3);
    const talmud = await add(learner, { bookId: bookIds.Berakhot!, chapter: page.chapter, verse: 3, position: 1, hebrew: wordAt(page.text, 1), english: "gloss" });
    expect(talmud.status, talmud.text).toBe(201);
    expect(talmud.json.collection).toMatchObject({ domain: "aramaic", slug: "my-words" });
    expect(talmud.json.word).toMatchObject({ contextRef: "Berakhot 2a:3", contextText: withoutAccents(page.text) });
    const mishnah = await verseText("Mishnah Berakhot", "1", 1);
    const m = await add(learner, { bookId: bookIds["Mishnah Berakhot"]!, chapter: 1, verse: 1, position: 2, hebrew: wordAt(mishnah.text, 2), english: "gloss" });
    expect(m.status, m.text).toBe(201);
    expect(m.json.collection).toMatchObject({ domain: "mishna", slug: "my-words" });
    expect(m.json.word.contextRef).toBe("Mishnah Berakhot 1:1");
    expect(await myWordsRows(learner, "aramaic")).toHaveLength(1);
  });

  it("answers bad input with 400 and an unknown book or verse with 404, writing nothing", async () => {
    const before = (await myWordsRows(learner, "biblical")).length;
    const bad: Record<string, unknown>[] = [
      { ...genesisWord(4), english: "" },
      { ...genesisWord(4), english: undefined },
      { ...genesisWord(4), hebrew: "שָׁלוֹם" }, // not the word at that place
      { ...genesisWord(4), position: 99 },
      { ...genesisWord(4), position: 0 },
      { ...genesisWord(4), bookId: "not-a-uuid" },
      { ...genesisWord(4), extra: true },
      { ...genesisWord(4), chapter: "1" },
    ];
    for (const body of bad) {
      const r = await add(learner, body);
      expect(r.status, JSON.stringify(body)).toBe(400);
      expect(r.json.error.code).toBeTruthy();
    }
    expect((await add(learner, { ...genesisWord(4), bookId: "00000000-0000-4000-8000-000000000000" })).status).toBe(404);
    expect((await add(learner, { ...genesisWord(4), verse: 99 })).status).toBe(404);
    expect((await add(learner, { ...genesisWord(4), chapter: 2 })).status).toBe(404);
    expect((await add(null as unknown as TestUser, genesisWord(4))).status).toBe(401);
    expect(await myWordsRows(learner, "biblical")).toHaveLength(before);
  });

  it("counts a new My words against the cap on private collections (PRIVATE_COLLECTIONS_PER_USER, 100 here)", async () => {
    const full = await createLearner(ctx);
    await ctx.deps.db.insert(collections).values(Array.from({ length: ctx.config.PRIVATE_COLLECTIONS_PER_USER }, (_, i) => ({ domain: "modern", slug: `cap-${i}`, name: `Cap ${i}`, ownerId: full.id })));
    const refused = await add(full, genesisWord(2));
    expect(refused.status).toBe(409);
    expect(refused.json.error.message).toBe(`You already have ${ctx.config.PRIVATE_COLLECTIONS_PER_USER} collections of your own, the most one account may keep.`);
    expect(await myWordsRows(full, "biblical")).toEqual([]);
  });

  it("removes a word of the learner's own My words with its progress (DELETE), and nobody else's", async () => {
    // הַשָּׁמַיִם: Genesis 1:1 word 5, answered once so it has progress and a review card.
    const saved = await add(learner, genesisWord(5, 1));
    expect(saved.status, saved.text).toBe(201);
    const id = saved.json.word.id as string;
    const answered = await call(ctx, "POST", "/api/progress/answers", { user: learner, body: { id: crypto.randomUUID(), wordId: id, action: "know", durationMs: 500 } });
    expect(answered.status, answered.text).toBe(200);
    const place = { book: bookIds.Genesis!, chapter: 1, verse: 1, position: 5, word: wordAt(genesis1()[0]!, 5) };
    expect(await lookupInMyWords(learner, place)).toBe(true);

    expect((await call(ctx, "DELETE", `/api/my-words/${id}`, { user: other })).status).toBe(404);
    expect((await call(ctx, "DELETE", `/api/my-words/${id}`, { user: admin })).status).toBe(404);
    expect((await myWordsRows(learner, "biblical")).some((w) => w.id === id)).toBe(true);

    expect((await call(ctx, "DELETE", `/api/my-words/${id}`, { user: learner })).status).toBe(204);
    expect((await myWordsRows(learner, "biblical")).some((w) => w.id === id)).toBe(false);
    expect(await ctx.deps.db.select().from(progress).where(eq(progress.wordId, id))).toEqual([]);
    expect(await ctx.deps.db.select().from(reviewCards).where(eq(reviewCards.wordId, id))).toEqual([]);
    expect(await lookupInMyWords(learner, place)).toBe(false);
    expect((await call(ctx, "DELETE", `/api/my-words/${id}`, { user: learner })).status).toBe(404);
    // A shared collection's word is not the learner's to remove.
    const [shared] = await ctx.deps.db.select({ id: words.id }).from(words).innerJoin(collections, eq(collections.id, words.collectionId))
      .where(isNull(collections.ownerId)).limit(1);
    expect((await call(ctx, "DELETE", `/api/my-words/${shared!.id}`, { user: learner })).status).toBe(404);
    // Saved again, it is a new word.
    expect((await add(learner, genesisWord(5, 1))).status).toBe(201);
  });

  it("lets the learner correct a saved word's meaning (PATCH), clearing translations of the old one, and nobody else", async () => {
    // וְאֵת: Genesis 1:1 word 6, saved with a gloss the learner then words their own way.
    const saved = await add(learner, genesisWord(6, 1, { translit: "ve-et" }));
    expect(saved.status, saved.text).toBe(201);
    const id = saved.json.word.id as string;
    await ctx.deps.db.update(words).set({ french: "et", spanish: "y" }).where(eq(words.id, id));
    const edit = (user: TestUser, body: unknown, wordId = id) => call(ctx, "PATCH", `/api/my-words/${wordId}`, { user, body });

    expect((await edit(other, { english: "and (object marker)" })).status).toBe(404);
    expect((await edit(admin, { english: "and (object marker)" })).status).toBe(404);
    const blank = await edit(learner, { english: "  " });
    expect(blank.status).toBe(400);
    expect(blank.json.error.code).toBeTruthy();
    expect((await edit(learner, { english: "x", hebrew: "y" })).status).toBe(400);
    const row = async () => (await ctx.deps.db.select().from(words).where(eq(words.id, id)))[0]!;
    expect(await row()).toMatchObject({ english: "a gloss", translit: "ve-et", french: "et", spanish: "y" });

    // The same English again keeps the translations; a new one clears them (they said the old meaning).
    const same = await edit(learner, { english: "a gloss" });
    expect(same.status, same.text).toBe(200);
    expect(await row()).toMatchObject({ english: "a gloss", french: "et" });
    const changed = await edit(learner, { english: " and (the object marker) " });
    expect(changed.status, changed.text).toBe(200);
    expect(changed.json).toMatchObject({ id, english: "and (the object marker)", translit: "ve-et" });
    expect(await row()).toMatchObject({ english: "and (the object marker)", translit: "ve-et", french: null, spanish: null });
    // An empty transliteration removes it.
    expect((await edit(learner, { english: "and", translit: "" })).json).toMatchObject({ english: "and", translit: null });

    // A shared collection's word is not the learner's to change.
    const [shared] = await ctx.deps.db.select({ id: words.id, english: words.english }).from(words).innerJoin(collections, eq(collections.id, words.collectionId))
      .where(isNull(collections.ownerId)).limit(1);
    expect((await edit(learner, { english: "mine now" }, shared!.id)).status).toBe(404);
    expect((await ctx.deps.db.select({ english: words.english }).from(words).where(eq(words.id, shared!.id)))[0]!.english).toBe(shared!.english);
  });
});

/**
 * The reader's panel shows a word's readings and the learner chooses one; "Add to my words" sends
 * the chosen entry (entryId) and the server saves that entry's gloss, once it has checked the entry
 * is one the lookup gives for the word. The entries are written straight to the database (no
 * lexicon is imported here): כֹּהֵן 'priest' found by its plural כֹּהֲנִים, and a whole-word
 * entry הַכֹּהֲנִים, two readings of שֶׁהַכֹּהֲנִים (Berakhot 2a:1).
 */
describe.skipIf(!hasSefariaData)("Add to my words: the reading the learner chose", () => {
  const tag = crypto.randomBytes(3).toString("hex");
  let chooser: TestUser;
  let place: { book: string; chapter: number; verse: number; position: number; word: string };
  let verse: { chapter: number; text: string };
  const ids: Record<string, string> = {};

  beforeAll(async () => {
    if (!hasSefariaData) return;
    chooser = await createLearner(ctx);
    verse = await verseText("Berakhot", "2a", 1);
    const position = verseWords(verse.text).find((p) => p.kind === "word" && plainHebrew(p.text) === "שהכהנים")!;
    place = { book: bookIds.Berakhot!, chapter: verse.chapter, verse: 1, position: (position as { position: number }).position, word: position.text };
    const rows = await ctx.deps.db.insert(dictionaryEntries).values([
      { source: "jastrow", sourceId: `priest-${tag}`, word: "כֹּהֵן", forms: ["כֹּהֲנִים"], language: "hebrew", definitions: ["priest; Aaronite", "chief"], transliteration: "kohen" },
      { source: "jastrow", sourceId: `the-priests-${tag}`, word: "הַכֹּהֲנִים", language: "hebrew", definitions: ["the priests"] },
      { source: "jastrow", sourceId: `peace-${tag}`, word: "שָׁלוֹם", language: "hebrew", definitions: ["peace"] },
      { source: "jastrow", sourceId: `empty-${tag}`, word: "כֹּהֲנִים", language: "hebrew", definitions: [] },
      // A cross-reference of the word's stem ("כֹּהֲנָא, v. כּוּמְרָא"), whose target the panel shows in its place.
      { source: "jastrow", sourceId: `see-${tag}`, word: "כֹּהֲנִים", forms: ["הכהנים"], language: "hebrew", definitions: [], referenceTo: `minister-${tag}` },
      { source: "jastrow", sourceId: `minister-${tag}`, word: "כּוּמְרָא", language: "aramaic", definitions: ["priest, minister"] },
    ]).returning({ id: dictionaryEntries.id, sourceId: dictionaryEntries.sourceId });
    for (const r of rows) ids[r.sourceId.replace(`-${tag}`, "")] = r.id;
  });

  const lookup = async () => {
    const qs = new URLSearchParams({ word: place.word, book: place.book, chapter: String(place.chapter), verse: String(place.verse), position: String(place.position) });
    const r = await call(ctx, "GET", `/api/dictionary/lookup?${qs}`, { user: chooser });
    expect(r.status, r.text).toBe(200);
    return DictionaryLookupSchema.parse(r.json);
  };
  const body = (extra: Partial<AddMyWord>): AddMyWord => ({ bookId: place.book, chapter: place.chapter, verse: place.verse, position: place.position, hebrew: place.word, ...extra });

  it("saves the entry of the second reading when the learner chose it, with the verse it came from", async () => {
    const found = await lookup();
    // The lookup reads the word two ways, each with its own entry.
    const readings = [{ reading: found.reading, entries: found.entries }, ...(found.moreReadings ?? [])];
    expect(readings.length).toBeGreaterThanOrEqual(2);
    const readingOf = (id: string) => readings.findIndex((r) => r.entries.some((e) => e.id === id));
    const priest = readingOf(ids.priest!);
    const thePriests = readingOf(ids["the-priests"]!);
    expect(priest).toBeGreaterThanOrEqual(0);
    expect(thePriests).toBeGreaterThanOrEqual(0);
    expect(priest).not.toBe(thePriests);
    // The learner chooses the reading that is not first.
    const chosen = priest > 0 ? { id: ids.priest!, english: "priest, chief", translit: "kohen" } : { id: ids["the-priests"]!, english: "the priests", translit: null };
    const r = await add(chooser, body({ entryId: chosen.id }));
    expect(r.status, r.text).toBe(201);
    const result = AddMyWordResultSchema.parse(r.json);
    expect(result.collection).toMatchObject({ domain: "aramaic", slug: "my-words", ownerId: chooser.id });
    expect(result.word).toMatchObject({
      hebrew: place.word, english: chosen.english, translit: chosen.translit,
      contextRef: "Berakhot 2a:1", contextText: withoutAccents(verse.text),
    });
    const [row] = await ctx.deps.db.select({ english: words.english, contextRef: words.contextRef }).from(words).where(eq(words.id, result.word.id));
    expect(row).toEqual({ english: chosen.english, contextRef: "Berakhot 2a:1" });
    expect((await lookup()).myWordId).toBe(result.word.id);
    expect((await call(ctx, "DELETE", `/api/my-words/${result.word.id}`, { user: chooser })).status).toBe(204);
  });

  it("saves the entry a cross-reference of the word points to (the panel shows the target in the reference's place)", async () => {
    const r = await add(chooser, body({ entryId: ids.minister! }));
    expect(r.status, r.text).toBe(201);
    expect(r.json.word).toMatchObject({ english: "priest, minister", contextRef: "Berakhot 2a:1" });
    expect((await call(ctx, "DELETE", `/api/my-words/${r.json.word.id as string}`, { user: chooser })).status).toBe(204);
  });

  it("keeps the learner's own wording of the chosen entry's meaning", async () => {
    const r = await add(chooser, body({ entryId: ids.priest!, english: "a priest (Aaron's line)" }));
    expect(r.status, r.text).toBe(201);
    expect(r.json.word).toMatchObject({ english: "a priest (Aaron's line)", translit: "kohen", contextRef: "Berakhot 2a:1" });
    expect((await call(ctx, "DELETE", `/api/my-words/${r.json.word.id as string}`, { user: chooser })).status).toBe(204);
  });

  it("refuses an entry the lookup does not give for the word, one without a meaning, and a body with neither meaning nor entry, writing nothing", async () => {
    const before = (await myWordsRows(chooser, "aramaic")).length;
    for (const entryId of [ids.peace!, crypto.randomUUID(), ids.empty!]) {
      const r = await add(chooser, body({ entryId }));
      expect(r.status, r.text).toBe(400);
      expect(r.json.error.code).toBeTruthy();
    }
    for (const bad of [body({}), { ...body({}), entryId: "not-a-uuid" }, { ...body({ entryId: ids.priest! }), english: "x".repeat(501) }, { ...body({ entryId: ids.priest! }), translit: "" }]) {
      const r = await add(chooser, bad as Record<string, unknown>);
      expect(r.status, JSON.stringify(bad)).toBe(400);
    }
    expect(await myWordsRows(chooser, "aramaic")).toHaveLength(before);
  });
});

/**
 * A particle with a pronoun ending (Berakhot 2a:13's לַן 'to us') is read as its particle ל, whose entry says 'to, for':
 * the panel shows the reading's own English first, and "Add to my words" saves it with the particle's entry, not the
 * bare preposition's gloss. An entry whose only sense is a grammatical label ("fut.") is one with no meaning: never saved.
 * The entries are written straight to the database.
 */
describe.skipIf(!hasSefariaData)("Add to my words: a particle with a pronoun ending, and a label that is no meaning", () => {
  const tag = crypto.randomBytes(3).toString("hex");
  let saver: TestUser;
  let verse: { chapter: number; text: string };
  const ids: Record<string, string> = {};
  const placeOf = (plain: string) => {
    const piece = verseWords(verse.text).find((p) => p.kind === "word" && plainHebrew(p.text) === plain)! as { text: string; position: number };
    return { book: bookIds.Berakhot!, chapter: verse.chapter, verse: 13, position: piece.position, word: piece.text };
  };
  const lookup = async (q: ReturnType<typeof placeOf>) => {
    const qs = new URLSearchParams({ word: q.word, book: q.book, chapter: String(q.chapter), verse: String(q.verse), position: String(q.position) });
    const r = await call(ctx, "GET", `/api/dictionary/lookup?${qs}`, { user: saver });
    expect(r.status, r.text).toBe(200);
    return DictionaryLookupSchema.parse(r.json);
  };
  const body = (q: ReturnType<typeof placeOf>, extra: Partial<AddMyWord>): AddMyWord => ({ bookId: q.book, chapter: q.chapter, verse: q.verse, position: q.position, hebrew: q.word, ...extra });

  beforeAll(async () => {
    if (!hasSefariaData) return;
    saver = await createLearner(ctx);
    verse = await verseText("Berakhot", "2a", 13);
    const rows = await ctx.deps.db.insert(dictionaryEntries).values([
      { source: "jastrow", sourceId: `to-${tag}`, word: "לְ־", language: "hebrew", definitions: ["unto, to, toward, for", "to"], transliteration: "le" },
      { source: "jastrow", sourceId: `when-${tag}`, word: "אֵימַת", language: "aramaic", definitions: ["fut."] },
    ]).returning({ id: dictionaryEntries.id, sourceId: dictionaryEntries.sourceId });
    for (const r of rows) ids[r.sourceId.replace(`-${tag}`, "")] = r.id;
  });

  it("reads לַן as ל with a pronoun ending and saves 'to us' with ל's entry, without the preposition's transliteration", async () => {
    const q = placeOf("לן");
    const found = await lookup(q);
    expect(found.reading?.howSteps).toContainEqual({ kind: "pronoun-ending", head: "ל", gloss: "to, for" });
    expect(found.entries.map((e) => e.id)).toContain(ids.to);
    const r = await add(saver, body(q, { entryId: ids.to! }));
    expect(r.status, r.text).toBe(201);
    expect(r.json.word).toMatchObject({ hebrew: q.word, english: "to us", translit: null, contextRef: "Berakhot 2a:13" });
    expect((await call(ctx, "DELETE", `/api/my-words/${r.json.word.id as string}`, { user: saver })).status).toBe(204);
  });

  it("refuses an entry whose only sense is a label ('fut.'): it has no meaning to save", async () => {
    const q = placeOf("אימת");
    expect((await lookup(q)).entries.map((e) => e.id)).toContain(ids.when);
    const r = await add(saver, body(q, { entryId: ids.when! }));
    expect(r.status, r.text).toBe(400);
    expect(r.json.error.messageKey).toBe("my_words_entry_no_meaning");
  });
});
