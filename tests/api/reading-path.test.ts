import crypto from "node:crypto";
import { and, eq, isNull, sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { LibraryBook } from "../../src/shared/api/books";
import type { Job } from "../../src/shared/api/jobs";
import type { FillReadingPathResult, ReadingPathOffer } from "../../src/shared/api/reading-path";
import { lemmaHomonym, lemmaKey } from "../../src/shared/dictionary/lexical-links";
import { collections, words } from "../../src/server/db/schema";
import { hasLexiconData, startLexiconServer, type LexiconServer } from "../support/lexicon-server";
import { createLearner, createUsers } from "../helpers/factories";
import { call, createTestContext, importDictionarySource, waitForJob, type TestContext, type TestUser } from "../helpers/test-app";

/**
 * A reading path by frequency: Ruth and Jonah imported offline from morphhb (with
 * their lemmas), Jonah's lemmas then dropped so it is counted by form; BDB and Strong's imported.
 * The last test imports Leviticus too and fills its built-in collection with the offline generator.
 * The offer's figures are checked against a direct count of the book's rows.
 */
let ctx: TestContext;
let lexicons: LexiconServer;
let admin: TestUser;
let learner: TestUser;
let ruth = "";
let jonah = "";

const rowsOf = async <T>(q: ReturnType<typeof sql>) => (await ctx.deps.db.execute(q) as unknown as { rows: T[] }).rows;
const offer = async (book: string, user = learner) => {
  const r = await call(ctx, "GET", `/api/reading-path?book=${book}`, { user });
  expect(r.status, r.text).toBe(200);
  return r.json as ReadingPathOffer;
};
const fill = async (book: string, size: number, user = learner) => {
  const r = await call(ctx, "POST", "/api/reading-path/fill", { user, body: { book, size } });
  expect(r.status, r.text).toBe(200);
  return r.json as FillReadingPathResult;
};
const pathWords = (collectionId: string) => ctx.deps.db.select().from(words).where(eq(words.collectionId, collectionId)).orderBy(words.freqRank);

/** The direct count: Ruth's tokens by lemma key (Strong's number and homonym letter, else plain form), the learner's known lemmas, and the top N of the others. */
async function directPercent(bookId: string, userId: string, n: number): Promise<{ total: number; known: number; percent: number }> {
  const tokens = (await rowsOf<{ strong: string | null; lemma: string | null; plain: string }>(sql`select strong, lemma, milim_plain(surface) as plain from book_word_lemmas where book_id = ${bookId}`))
    .map((t) => ({ strong: t.strong && lemmaKey(t.strong, lemmaHomonym(t.lemma)), plain: t.plain }));
  const knownLemmas = new Set((await rowsOf<{ lemma: string }>(sql`
    select w.lemma from progress p join words w on w.id = p.word_id where p.user_id = ${userId} and p.status = 'known' and w.lemma is not null`)).map((r) => r.lemma));
  const counts = new Map<string, number>();
  let known = 0;
  for (const t of tokens) {
    if (t.strong && knownLemmas.has(t.strong)) known++;
    else counts.set(t.strong ?? `form:${t.plain}`, (counts.get(t.strong ?? `form:${t.plain}`) ?? 0) + 1);
  }
  const top = [...counts.values()].sort((a, b) => b - a).slice(0, n).reduce((a, b) => a + b, 0);
  return { total: tokens.length, known, percent: Math.floor((1000 * (known + top)) / tokens.length) / 10 };
}

beforeAll(async () => {
  if (!hasLexiconData) return;
  lexicons = await startLexiconServer();
  ctx = await createTestContext({
    DICTIONARY_BDB_URL: `${lexicons.url}/BrownDriverBriggs.xml`,
    DICTIONARY_STRONGS_URL: `${lexicons.url}/HebrewStrong.xml`,
  }, { startJobs: true });
  ({ admin, learners: [learner] } = await createUsers(ctx, { learners: 1 }));
  const started = await call(ctx, "POST", "/api/books/import/bible", { user: admin, body: { books: ["Ruth", "Jonah"] } });
  expect(started.status, started.text).toBe(202);
  expect(await waitForJob(ctx, admin, (started.json as { job: Job }).job.id, 180_000)).toMatchObject({ status: "completed" });
  const list = ((await call(ctx, "GET", "/api/books", { user: learner })).json as { books: LibraryBook[] }).books;
  ruth = list.find((b) => b.title === "Ruth")!.id;
  jonah = list.find((b) => b.title === "Jonah")!.id;
  // Jonah as a book imported without morphology: counted by its plain forms (book_chapter_words).
  await ctx.deps.db.execute(sql`delete from book_word_lemmas where book_id = ${jonah}`);
  expect(await importDictionarySource(ctx, admin, "bdb")).toMatchObject({ status: "completed" });
  expect(await importDictionarySource(ctx, admin, "strongs")).toMatchObject({ status: "completed" });
}, 300_000);
afterAll(async () => {
  await ctx?.close();
  await lexicons?.close();
});

describe.skipIf(!hasLexiconData)("the reading path by frequency", () => {
  it("counts a new path collection against the cap on private collections (PRIVATE_COLLECTIONS_PER_USER, 100 here)", async () => {
    const full = await createLearner(ctx);
    const cap = ctx.config.PRIVATE_COLLECTIONS_PER_USER;
    await ctx.deps.db.insert(collections).values(Array.from({ length: cap }, (_, i) => ({ domain: "modern", slug: `cap-${i}`, name: `Cap ${i}`, ownerId: full.id })));
    const refused = await call(ctx, "POST", "/api/reading-path/fill", { user: full, body: { book: ruth, size: 50 } });
    expect(refused.status, refused.text).toBe(409);
    expect(refused.json.error.message).toBe(`You already have ${cap} collections of your own, the most one account may keep.`);
    const [row] = await rowsOf<{ n: number }>(sql`select count(*)::int as n from collections where owner_id = ${full.id}`);
    expect(row!.n).toBe(cap);
  });

  it("offers Ruth's 50, 100, 200 and 500 most frequent lemmas with the share of tokens they cover, as a direct count gives", async () => {
    const o = await offer(ruth);
    const direct = await directPercent(ruth, learner.id, 50);
    expect(o).toMatchObject({ book: ruth, title: "Ruth", books: 1, countedBy: "lemma", totalTokens: direct.total, knownTokens: 0, knownPercent: 0 });
    expect(o.offers.map((x) => x.size)).toEqual([50, 100, 200, 500]);
    expect(o.offers[0]).toMatchObject({ words: 50, percent: direct.percent });
    expect(o.offers[1]!.percent).toBe((await directPercent(ruth, learner.id, 100)).percent);
    expect(o.offers[3]!.percent).toBeGreaterThan(o.offers[2]!.percent);
  });

  it("fills the learner's own collection with the 50 words, by frequency, glossed, with lemma, head-word and first verse", async () => {
    const r = await fill(ruth, 50);
    expect(r).toMatchObject({ words: 50, added: 50, updated: 0, kept: 0, removed: 0 });
    expect(r.collection).toMatchObject({ domain: "biblical", slug: "ruth-top-50", name: "The 50 most frequent words of Ruth", ownerId: learner.id });
    const list = await pathWords(r.collection.id);
    expect(list.map((w) => w.freqRank)).toEqual(Array.from({ length: 50 }, (_, i) => i + 1));
    // One word per lemma (a particle OpenScriptures gives no Strong's number is its plain form).
    expect(new Set(list.map((w) => w.lemma ?? w.hebrew)).size).toBe(50);
    if (process.env.SHOW_WORDS) console.log(list.map((w) => `${w.freqRank} ${w.lemma} ${w.hebrew} ${w.english} | ${w.contextRef}`).join("\n"));
    // The most frequent lemma of Ruth counted directly is the first word.
    const [top] = await rowsOf<{ strong: string; letter: string | null }>(sql`select strong, nullif(substring(lemma from '^[^0-9]*[0-9]+ ([a-z])'), 'a') as letter from book_word_lemmas
      where book_id = ${ruth} and strong is not null group by 1, 2 order by count(*) desc, min(chapter * 1000000 + verse * 1000 + position) limit 1`);
    expect(list[0]!.lemma).toBe(lemmaKey(top!.strong, top!.letter));
    const say = list.find((w) => w.lemma === "H559")!;
    expect(say).toMatchObject({ hebrew: "אָמַר", contextRef: "Ruth 1:8" });
    expect(say.english).toMatch(/say/);
    expect(say.contextText).toMatch(/^וַתֹּאמֶר נָעֳמִי/);
    expect(say.contextText).not.toMatch(/[\u0591-\u05AF]/);
    for (const w of list) expect(w.english.trim(), w.hebrew).not.toBe("");
    // Glossed by lemmaGloss from the imported lexicons: BDB where the number's link is unambiguous (אֵת, כִּי, גַּם),
    // the BDB homonym Ruth's words name where the number has several (עַם "5971 a" 'people', not II 'kinsman';
    // עָשָׂה "6213 a" 'do', not 'press'), a name as a name (נָעֳמִי, not Strong's 'Noömi').
    const glosses = Object.fromEntries(list.flatMap((w) => (w.lemma ? [[w.lemma, w.english]] : [])));
    expect(glosses).toMatchObject({
      H559: "utter, say", H853: "mark of the accusative", H3588: "that, for, when", H1571: "also, moreover, yea",
      H5971: "people, a people, nation", H6213: "do, make, deal", H3068: "Yahweh", H5281: "Naomi", H1035: "Bethlehem",
    });
    // A number whose words name several homonyms is a lemma for each, glossed by its own BDB entry: Ruth's
    // שָׂדֶה is "7704 b" 'field', and its key keeps the letter.
    expect(list.find((w) => w.lemma === "H7704b")).toMatchObject({ hebrew: "שָׂדֶה", english: "field, land" });
  });

  it("counts the learner's known lemmas, and re-filling the same size updates, never duplicates", async () => {
    const first = await fill(ruth, 50);
    expect(first).toMatchObject({ words: 50, added: 0, updated: 50, removed: 0 });
    const list = await pathWords(first.collection.id);
    for (const w of list.slice(0, 5)) {
      const r = await call(ctx, "POST", "/api/progress/answers", { user: learner, body: { id: crypto.randomUUID(), wordId: w.id, action: "set", status: "known" } });
      expect(r.status, r.text).toBeLessThan(300);
    }
    const o = await offer(ruth);
    const direct = await directPercent(ruth, learner.id, 100);
    expect(o.knownTokens).toBe(direct.known);
    expect(o.knownTokens).toBeGreaterThan(0);
    expect(o.offers[1]!.percent).toBe(direct.percent);
    // The 5 known words stay (with their progress), 50 new words are the N: 5 more came in.
    const again = await fill(ruth, 50);
    expect(again).toMatchObject({ words: 50, added: 5, updated: 45, kept: 5, removed: 0 });
    const after = await pathWords(first.collection.id);
    expect(after).toHaveLength(55);
    expect(new Set(after.map((w) => w.lemma ?? w.hebrew)).size).toBe(55);
    const owned = await ctx.deps.db.select().from(collections).where(and(eq(collections.ownerId, learner.id), eq(collections.slug, "ruth-top-50")));
    expect(owned).toHaveLength(1);
  });

  it("counts a book without morphology by its plain forms, and the Bible as the imported Tanakh books together", async () => {
    const o = await offer(jonah);
    const [{ total }] = await rowsOf<{ total: number }>(sql`select sum(count)::int as total from book_chapter_words where book_id = ${jonah}`) as [{ total: number }];
    // The learner knows 5 words: Jonah's tokens with one of their plain forms (the coverage rule) are known.
    const [{ known }] = await rowsOf<{ known: number }>(sql`
      select coalesce(sum(cw.count), 0)::int as known from book_chapter_words cw where cw.book_id = ${jonah} and cw.forms && array(
        select w.hebrew_plain from progress p join words w on w.id = p.word_id where p.user_id = ${learner.id} and p.status = 'known')`) as [{ known: number }];
    expect(o).toMatchObject({ title: "Jonah", countedBy: "form", totalTokens: total, knownTokens: known });
    const r = await fill(jonah, 50);
    const list = await pathWords(r.collection.id);
    expect(list).toHaveLength(50);
    expect(list.every((w) => w.lemma === null && /^Jonah \d+:\d+$/.test(w.contextRef ?? ""))).toBe(true);

    const bible = await offer("bible");
    expect(bible).toMatchObject({ title: "the Hebrew Bible", books: 2, countedBy: "mixed", totalTokens: total + (await directPercent(ruth, learner.id, 0)).total });
    const b = await fill("bible", 100);
    expect(b.collection).toMatchObject({ slug: "the-hebrew-bible-top-100", domain: "biblical" });
  });

  it("keeps the path's book and size with its collection, which the collections' list and page carry", async () => {
    const key = async (domain: string, slug: string) => {
      const list = await call(ctx, "GET", `/api/collections?domain=${domain}`, { user: learner });
      expect(list.status, list.text).toBe(200);
      const page = await call(ctx, "GET", `/api/collections/${domain}/${slug}`, { user: learner });
      expect(page.status, page.text).toBe(200);
      const listed = (list.json as { collections: { slug: string; ownerId: string | null; readingPath?: unknown }[] }).collections
        .find((c) => c.slug === slug && c.ownerId === learner.id);
      expect(listed?.readingPath).toEqual((page.json as { collection: { readingPath?: unknown } }).collection.readingPath);
      return listed?.readingPath;
    };
    const r = await fill(ruth, 100);
    expect(r.collection).toMatchObject({ slug: "ruth-top-100", readingPath: { title: "Ruth", size: 100 } });
    expect(await key("biblical", "ruth-top-100")).toEqual({ title: "Ruth", size: 100 });
    expect((await fill("bible", 50)).collection.readingPath).toEqual({ title: "the Hebrew Bible", size: 50 });
    // A built-in collection has none.
    const shared = (await call(ctx, "GET", "/api/collections?domain=biblical", { user: learner })).json as { collections: { ownerId: string | null; readingPath?: unknown }[] };
    expect(shared.collections.filter((c) => c.ownerId === null).every((c) => c.readingPath === null)).toBe(true);
    // Metadata not of the key's shape (it also comes from imported files) is no key; a collection filled before the key
    // was kept (none) gets it when it is filled again, the rest of its metadata kept.
    await ctx.deps.db.update(collections).set({ metadata: { readingPath: { title: "Ruth", size: 1.5 }, source: "file" } }).where(eq(collections.id, r.collection.id));
    expect(await key("biblical", "ruth-top-100")).toBeNull();
    await ctx.deps.db.update(collections).set({ metadata: { source: "file" } }).where(eq(collections.id, r.collection.id));
    expect(await key("biblical", "ruth-top-100")).toBeNull();
    expect((await fill(ruth, 100)).collection.readingPath).toEqual({ title: "Ruth", size: 100 });
    const [row] = await ctx.deps.db.select({ metadata: collections.metadata }).from(collections).where(eq(collections.id, r.collection.id));
    expect(row!.metadata).toEqual({ source: "file", readingPath: { title: "Ruth", size: 100 } });
  });

  it("keeps each learner's path their own, and answers 404 for a book that is not there", async () => {
    const other = await createLearner(ctx);
    expect((await offer(ruth, other)).knownTokens).toBe(0);
    const r = await fill(ruth, 50, other);
    expect(r.collection.ownerId).toBe(other.id);
    expect(r).toMatchObject({ added: 50 });
    expect((await call(ctx, "GET", "/api/collections/biblical/ruth-top-50", { user: admin })).status).toBe(404);
    expect((await call(ctx, "GET", `/api/reading-path?book=${crypto.randomUUID()}`, { user: learner })).status).toBe(404);
    expect((await call(ctx, "POST", "/api/reading-path/fill", { user: learner, body: { book: ruth, size: 70 } })).status).toBe(400);
  });

  it("lets an administrator fill a built-in collection through the offline generator, by lemma, each word with its lemma and first verse", async () => {
    const created = await call(ctx, "POST", "/api/admin/collections", { user: admin, body: { domain: "biblical", name: "Ruth", slug: "ruth", order: 50 } });
    expect(created.status, created.text).toBe(201);
    const collectionId = created.json.id as string;
    // A learner cannot: the generator is the administrators'.
    expect((await call(ctx, "POST", "/api/generation/queue", { user: learner, body: { collectionId, count: 20 } })).status).toBe(403);
    const queued = await call(ctx, "POST", "/api/generation/queue", { user: admin, body: { collectionId, count: 20 } });
    expect(queued.status, queued.text).toBe(201);
    const job = await waitForJob(ctx, admin, queued.json.items[0].id as string);
    expect(job).toMatchObject({ status: "completed" });
    const list = await pathWords(collectionId);
    expect(list).toHaveLength(20);
    const say = list.find((w) => w.lemma === "H559")!;
    expect(say, list.map((w) => `${w.hebrew} ${w.lemma}`).join("; ")).toMatchObject({ contextRef: "Ruth 1:8" });
    expect(say.english).toMatch(/say/);
    expect(say.contextText).toMatch(/^וַתֹּאמֶר נָעֳמִי/);
    expect(list.filter((w) => w.lemma !== null).every((w) => /^Ruth \d+:\d+$/.test(w.contextRef ?? ""))).toBe(true);
    // The same way as the reading path: each lemma once, as its head-word with the path's gloss (names included).
    const lemmas = list.flatMap((w) => (w.lemma ? [w.lemma] : []));
    expect(new Set(lemmas).size).toBe(lemmas.length);
    const path = new Map((await pathWords((await fill(ruth, 50, admin)).collection.id)).map((w) => [w.lemma, w]));
    const shared = list.filter((w) => w.lemma && path.has(w.lemma));
    expect(shared.length).toBeGreaterThan(12);
    // A name keeps its lemma and its entry's name; a suffixed preposition without a Strong's number is glossed as one.
    expect(list.find((w) => w.lemma === "H1162")).toMatchObject({ hebrew: "בֹּעַז", english: "Boaz" });
    expect(list.find((w) => w.hebrew === "לִי")).toMatchObject({ lemma: null, english: "to me" });
    for (const w of shared) expect({ hebrew: w.hebrew, english: w.english }).toEqual({ hebrew: path.get(w.lemma)!.hebrew, english: path.get(w.lemma)!.english });

    // A built-in Torah collection other than Genesis, filled on this offline instance once its book is imported
    // from the morphhb package (the Torah collections are Genesis to Deuteronomy; Leviticus, the shortest, keeps the test quick).
    const imported = await call(ctx, "POST", "/api/books/import/bible", { user: admin, body: { books: ["Leviticus"] } });
    expect(imported.status, imported.text).toBe(202);
    expect(await waitForJob(ctx, admin, (imported.json as { job: Job }).job.id, 180_000)).toMatchObject({ status: "completed" });
    const [leviticus] = await ctx.deps.db.select().from(collections).where(and(eq(collections.domain, "biblical"), eq(collections.slug, "leviticus"), isNull(collections.ownerId)));
    expect(leviticus).toBeDefined();
    const before = await pathWords(leviticus!.id);
    const filled = await call(ctx, "POST", "/api/generation/queue", { user: admin, body: { collectionId: leviticus!.id, count: 30 } });
    expect(filled.status, filled.text).toBe(201);
    expect(await waitForJob(ctx, admin, filled.json.items[0].id as string)).toMatchObject({ status: "completed" });
    const added = (await pathWords(leviticus!.id)).filter((w) => !before.some((b) => b.id === w.id));
    expect(added).toHaveLength(30);
    const byLemma = added.filter((w) => w.lemma !== null);
    expect(byLemma.length).toBeGreaterThan(25);
    expect(new Set(byLemma.map((w) => w.lemma)).size).toBe(byLemma.length);
    for (const w of byLemma) {
      expect(w.english.trim(), w.hebrew).not.toBe("");
      expect(w.contextRef, w.hebrew).toMatch(/^Leviticus \d+:\d+$/);
      expect(w.contextText, w.hebrew).toBeTruthy();
    }
    if (process.env.SHOW_WORDS) console.log(added.map((w) => `${w.freqRank} ${w.lemma} ${w.hebrew} ${w.english} | ${w.contextRef} ${w.section}`).join("\n"));
    // Head-words with their lemma, glossed and placed in the verse each is first met in.
    const glosses = Object.fromEntries(byLemma.map((w) => [w.lemma, w.english]));
    expect(added.find((w) => w.lemma === "H4872")).toMatchObject({ hebrew: "מֹשֶׁה", english: "Moses", contextRef: "Leviticus 1:1" });
    expect(added.find((w) => w.lemma === "H3068")).toMatchObject({ english: "Yahweh", contextRef: "Leviticus 1:1" });
    expect(added.find((w) => w.lemma === "H3548")).toMatchObject({ hebrew: "כֹּהֵן", contextRef: "Leviticus 1:5" });
    // Numbers LexicalIndex links to several BDB entries, of which one is pointed as Strong's head-word (every link read, migration 0031).
    expect(glosses).toMatchObject({ H853: "mark of the accusative", H4480: "out of, from, on account of", H3588: "that, for, when", H518: "if" });
    expect(glosses.H5921).toMatch(/upon/);
  }, 240_000);
});
