import { and, eq, sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import crypto from "node:crypto";
import { collections, jobs, words } from "../../src/server/db/schema";
import { JOB_TIMEOUT_MESSAGE, type GenerationItem, type GenerationItemDetail } from "../../src/shared/api/generation";
import { toPlain } from "../../src/shared/hebrew/strip-niqqud";
import { stripCantillation } from "../../src/shared/hebrew/strip-cantillation";
import { verseWords } from "../../src/shared/hebrew/verse-words";
import { readerGloss } from "../../src/shared/my-words/my-words";
import type { DictionaryLookup } from "../../src/shared/api/dictionary";
import type { Job } from "../../src/shared/api/jobs";
import { createUsers } from "../helpers/factories";
import { call, createTestContext, importDictionarySource, waitForJob, type TestContext, type TestUser } from "../helpers/test-app";
import { hasLexiconData, NO_LEXICON_DATA, startLexiconServer, type LexiconServer } from "../support/lexicon-server";
import { hasSefariaData, NO_SEFARIA_DATA, startSefariaServer, type SefariaServer } from "../support/sefaria-server";

const hasData = hasLexiconData && hasSefariaData;
if (!hasData) console.warn(hasLexiconData ? NO_SEFARIA_DATA : NO_LEXICON_DATA);

let ctx: TestContext;
let sefaria: SefariaServer;
let lexicons: LexiconServer;
let admin: TestUser;
let learner: TestUser;
/** The server's clock: real time plus `shift` ms (the queue's 10-minute timeout is tested by moving it). */
let shift = 0;

const collectionId = async (domain: string, slug: string) =>
  (await ctx.deps.db.select({ id: collections.id }).from(collections).where(and(eq(collections.domain, domain), eq(collections.slug, slug))))[0]!.id;
const wordsOf = (id: string) => ctx.deps.db.select().from(words).where(eq(words.collectionId, id));

async function importBook(title: string, range?: string): Promise<void> {
  const started = await call(ctx, "POST", "/api/books/import", { user: admin, body: { title, ...(range ? { range } : {}) } });
  expect(started.status, started.text).toBe(202);
  expect(await waitForJob(ctx, admin, started.json.job.id as string)).toMatchObject({ status: "completed" });
}

/** Reads the queue until every listed item has completed or failed; never more than one of a user's is in progress. */
async function settle(user: TestUser, ms = 60_000): Promise<GenerationItem[]> {
  const until = Date.now() + ms;
  for (;;) {
    const queue = await call(ctx, "GET", "/api/generation/queue", { user });
    expect(queue.status, queue.text).toBe(200);
    const items = queue.json.items as GenerationItem[];
    expect(items.filter((i) => i.status === "in_progress").length).toBeLessThanOrEqual(1);
    if (items.every((i) => i.status === "completed" || i.status === "failed")) return items;
    if (Date.now() > until) throw new Error(`queue did not settle: ${JSON.stringify(items)}`);
    await new Promise((r) => setTimeout(r, 100));
  }
}
const detail = async (id: string) => (await call(ctx, "GET", `/api/generation/queue/${id}`, { user: admin })).json as GenerationItemDetail;
/** A generation request as a generate-words job row, as a worker would leave it. */
async function insertItem(user: TestUser, status: "queued" | "running" | "failed", collectionId: string, section: string | null, requestedCount: number) {
  const [row] = await ctx.deps.db.insert(jobs).values({
    id: crypto.randomUUID(), kind: "generate-words", userId: user.id, status, message: "", payload: { collectionId, collectionName: "Genesis", section, requestedCount },
    ...(status === "running" ? { startedAt: new Date(), heartbeatAt: new Date() } : {}),
  }).returning();
  return row!;
}
const generate = (body: unknown, user = admin) => call(ctx, "POST", "/api/generation/queue", { user, body });

beforeAll(async () => {
  if (!hasData) return;
  sefaria = await startSefariaServer();
  lexicons = await startLexiconServer();
  ctx = await createTestContext({
    SEFARIA_URL: sefaria.url,
    DICTIONARY_BDB_URL: `${lexicons.url}/BrownDriverBriggs.xml`,
    DICTIONARY_STRONGS_URL: `${lexicons.url}/HebrewStrong.xml`,
    OSHB_URL: `${lexicons.url}/`,
  }, { startJobs: true, overrides: { now: () => new Date(Date.now() + shift), generationPauseMs: 300, jobSweepSeconds: 1 } });
  ({ admin, learners: [learner] } = await createUsers(ctx, { learners: 1 }));
  await importBook("Genesis", "1-2");
  await importBook("Berakhot", "2a");
  expect(await importDictionarySource(ctx, admin, "bdb")).toMatchObject({ status: "completed" });
  expect(await importDictionarySource(ctx, admin, "strongs")).toMatchObject({ status: "completed" });
}, 240_000);
afterAll(async () => {
  await ctx?.close();
  await sefaria?.close();
  await lexicons?.close();
});

/**
 * Each word of Berakhot 2a is glossed as the reader's panel glosses it where the page first has it (the lookup's first
 * entry in place: the text's language, its translation; a particle with a pronoun ending by its reading's own English),
 * and keeps that line for the Cloze.
 */
async function expectGlossedAsThePanel(added: { hebrew: string; english: string; contextRef: string | null; contextText: string | null }[]) {
  const book = (await call(ctx, "GET", "/api/books", { user: learner })).json.books.find((b: { title: string }) => b.title === "Berakhot");
  for (const w of added) {
    expect(w.contextRef, w.hebrew).toMatch(/^Berakhot 2a:\d+$/);
    const verse = Number(w.contextRef!.split(":")[1]);
    const piece = verseWords(w.contextText!).flatMap((p) => (p.kind === "word" ? [p] : [])).find((p) => toPlain(stripCantillation(p.text)) === toPlain(w.hebrew));
    expect(piece, `${w.hebrew} in ${w.contextText}`).toBeDefined();
    const found = await call(ctx, "GET", `/api/dictionary/lookup?${new URLSearchParams({ word: piece!.text, book: book.id, chapter: "3", verse: String(verse), position: String(piece!.position) })}`, { user: learner });
    expect(found.status, found.text).toBe(200);
    // As "Add to my words" saves it from the panel: a particle with a pronoun ending by its reading ('to us'), never a label.
    expect(w.english, w.hebrew).toBe(readerGloss(found.json as DictionaryLookup)?.english);
  }
}

describe.skipIf(!hasData)("the offline word generator (imported books and lexicons)", () => {
  it("adds the 10 most frequent words of Genesis 1 the collection lacks, glossed, niqqud kept, ranked after its words", async () => {
    const genesis = await collectionId("biblical", "genesis");
    const before = await wordsOf(genesis);
    const maxRank = Math.max(...before.map((w) => w.freqRank ?? 0));
    const created = await generate({ collectionId: genesis, sections: ["1"], count: 10 });
    expect(created.status, created.text).toBe(201);
    expect(created.json.items).toHaveLength(1);
    // The answer reads the item as it is now: on PostgreSQL a worker on another connection may have taken it already.
    expect(created.json.items[0]).toMatchObject({ collectionName: "Genesis", section: "1", requestedCount: 10, status: expect.stringMatching(/^(pending|in_progress)$/) });
    const [item] = await settle(admin);
    expect(item, JSON.stringify(item)).toMatchObject({ status: "completed", completedCount: 10, provider: "offline", errorMessage: null });
    expect(item!.startedAt).not.toBeNull();
    expect(item!.completedAt).not.toBeNull();

    const after = await wordsOf(genesis);
    const added = after.filter((w) => !before.some((b) => b.id === w.id)).sort((a, b) => a.freqRank! - b.freqRank!);
    expect(added).toHaveLength(10);
    if (process.env.SHOW_WORDS) console.log(added.map((w) => `${w.hebrew} ${w.english} ${w.translit} ${w.pos}`).join("\n"));
    expect(added.map((w) => w.freqRank)).toEqual(Array.from({ length: 10 }, (_, i) => maxRank + i + 1));
    const existing = new Set(before.map((w) => toPlain(w.hebrew)));
    for (const w of added) {
      expect(w.section).toBe("1");
      expect(w.english.trim()).not.toBe("");
      expect(w.hebrew).toMatch(/[\u05B0-\u05BC]/); // pointed as in the text
      expect(w.hebrew).not.toMatch(/[\u0591-\u05AF\u05C3]/); // no cantillation or sof pasuq
      expect(existing.has(toPlain(w.hebrew))).toBe(false);
    }
    // אֱלֹהִים is the most frequent word of Genesis 1 (32 times): first unless the sample list has it.
    const elohim = added.find((w) => toPlain(w.hebrew) === "אלהים");
    if (!existing.has("אלהים")) expect(added[0]).toBe(elohim);
    // The generated list says which words the collection had (flagged, not inserted).
    const words = (await detail(item!.id)).words;
    expect(words.filter((w) => !w.isDuplicate)).toHaveLength(10);
    for (const d of words.filter((w) => w.isDuplicate)) expect(existing.has(toPlain(d.hebrew)) || added.some((a) => toPlain(a.hebrew) === toPlain(d.hebrew))).toBe(true);

    // A second run adds the next 10: none repeated.
    await generate({ collectionId: genesis, sections: ["1"], count: 10 });
    const [again] = await settle(admin);
    expect(again).toMatchObject({ status: "completed", completedCount: 10 });
    const plains = (await wordsOf(genesis)).map((w) => toPlain(w.hebrew));
    expect(new Set(plains).size).toBe(plains.length);
  }, 60_000);

  it("generates for Berakhot 2a from its imported page, filed under the page", async () => {
    const berakhot = await collectionId("aramaic", "berakhot");
    await generate({ collectionId: berakhot, sections: ["2a"], count: 5 });
    const [item] = await settle(admin);
    expect(item, JSON.stringify(item)).toMatchObject({ status: "completed", section: "2a" });
    expect(item!.completedCount).toBeGreaterThan(0);
    const added = (await wordsOf(berakhot)).filter((w) => w.section === "2a" && w.freqRank! > 5);
    expect(added.length).toBe(item!.completedCount);
    await expectGlossedAsThePanel(added);
  }, 60_000);

  it("says exactly what is missing when the text is not imported", async () => {
    const exodus = await collectionId("biblical", "exodus");
    await generate({ collectionId: exodus, sections: ["3"], count: 5 });
    const [item] = await settle(admin);
    expect(item).toMatchObject({
      status: "failed", completedCount: 0,
      errorMessage: "There is no imported text for Exodus 3: import it in Settings → Import Complete Texts, or set LLM_BASE_URL to generate with a language model.",
      // …and what the client words it by in the learner's language.
      errorKey: "generation_no_text", errorParams: { title: "Exodus 3" },
    });
    expect(await wordsOf(exodus)).toHaveLength(0);
  });

  it("says what would fill a modern collection, which no text stands for, without Wiktionary Hebrew", async () => {
    const daily = await collectionId("modern", "daily-1000");
    await generate({ collectionId: daily, count: 5 });
    const [item] = await settle(admin);
    expect(item).toMatchObject({
      status: "failed", completedCount: 0,
      errorMessage: "Daily 1000 is everyday vocabulary, filled from a modern frequency list through Wiktionary's Hebrew entries: import Wiktionary Hebrew in the Dictionary Manager first, or set LLM_BASE_URL to generate it with a language model.",
      errorKey: "generation_everyday_vocabulary", errorParams: { name: "Daily 1000" },
    });
  });

  it("runs several sections one after another, oldest first, with a pause between them", async () => {
    await call(ctx, "DELETE", "/api/generation/queue", { user: admin });
    const genesis = await collectionId("biblical", "genesis");
    const created = await generate({ collectionId: genesis, sections: ["2", "1"], count: 3 });
    expect(created.json.items.map((i: GenerationItem) => i.section)).toEqual(["2", "1"]);
    // Each request is a generate-words job of the user, readable (and followable) as a job.
    const job = await call(ctx, "GET", `/api/jobs/${created.json.items[0].id}`, { user: admin });
    expect(job.json).toMatchObject({ kind: "generate-words" });
    const items = await settle(admin);
    // Newest first in the list: "1" was queued after "2".
    expect(items.map((i) => [i.section, i.status])).toEqual([["1", "completed"], ["2", "completed"]]);
    const [second, first] = items;
    expect(Date.parse(second!.startedAt!)).toBeGreaterThanOrEqual(Date.parse(first!.completedAt!) + 250);
  }, 60_000);
});

describe.skipIf(!hasData)("the offline generator with the book's lemmas (OpenScriptures morphology)", () => {
  it("counts a verb's forms as one lemma and glosses it from its own entry: וַיַּרְא is ראה 'see', not ירא 'fear'", async () => {
    const genesisBook = (await call(ctx, "GET", "/api/books", { user: admin })).json.books.find((b: { title: string }) => b.title === "Genesis").id as string;
    const started = await call(ctx, "POST", "/api/dictionary/lemma-imports", { user: admin, body: { bookId: genesisBook } });
    expect(started.status, started.text).toBe(202);
    expect(await waitForJob(ctx, admin, started.json.job.id as string)).toMatchObject({ status: "completed" });
    const [created] = await ctx.deps.db.insert(collections).values({ domain: "biblical", name: "Genesis", slug: "genesis-lemmas", order: 99 }).returning();
    await generate({ collectionId: created!.id, sections: ["1"], count: 30 });
    const [item] = await settle(admin);
    expect(item, JSON.stringify(item)).toMatchObject({ status: "completed", completedCount: 30 });
    const added = await wordsOf(created!.id);
    if (process.env.SHOW_WORDS) console.log(added.sort((a, b) => a.freqRank! - b.freqRank!).map((w) => `${w.hebrew} ${w.english} ${w.translit} ${w.pos}`).join("\n"));
    // Stored as its lemma's head-word with the lemma, as the reading path stores it: רָאָה H7200, not the וַיַּרְא met in the text.
    const see = added.find((w) => w.lemma === "H7200");
    expect(see, added.map((w) => `${w.hebrew} ${w.english}`).join("; ")).toBeDefined();
    expect(toPlain(see!.hebrew)).toBe("ראה");
    expect(see!.english).toMatch(/see/);
    expect(see!.english).not.toMatch(/fear/);
    // One word per lemma: וַיֹּאמֶר (אמר 'say') once, however often and however prefixed.
    const say = added.filter((w) => /say/.test(w.english));
    expect(say.length).toBe(1);
    // Filling another chapter adds no lemma the collection already has (the chapters share אָמַר, אֱלֹהִים…).
    await generate({ collectionId: created!.id, sections: ["2"], count: 30 });
    const items = await settle(admin);
    expect(items.every((i) => i.status === "completed"), JSON.stringify(items)).toBe(true);
    const after = await wordsOf(created!.id);
    expect(after.length).toBeGreaterThan(added.length);
    const lemmas = after.flatMap((w) => (w.lemma ? [w.lemma] : []));
    expect(lemmas.length).toBeGreaterThan(30);
    expect(new Set(lemmas).size).toBe(lemmas.length);
  }, 120_000);
});

describe.skipIf(!hasData)("the queue's rules", () => {
  it("fails an item in progress for more than 10 minutes, and Restart Failed sets it back to pending and runs it", async () => {
    await call(ctx, "DELETE", "/api/generation/queue", { user: admin });
    const genesis = await collectionId("biblical", "genesis");
    // An item left in progress by a run that never finished (the clock is then moved 11 minutes on).
    const stuck = await insertItem(admin, "running", genesis, "2", 2);
    shift = 11 * 60_000;
    try {
      const [item] = await settle(admin);
      expect(item).toMatchObject({ id: stuck!.id, status: "failed", errorKey: JOB_TIMEOUT_MESSAGE });
      expect(item!.completedAt).not.toBeNull();
    } finally {
      shift = 0;
    }
    // A second Continue while nothing waits is refused with a reason.
    const idle = await call(ctx, "POST", "/api/generation/queue/continue", { user: admin });
    expect(idle.status).toBe(409);
    expect(idle.json.error.message).toBe("There are no pending requests to continue.");

    const restarted = await call(ctx, "POST", "/api/generation/queue/restart-failed", { user: admin });
    expect(restarted.json).toEqual({ restarted: 1 });
    const [after] = await settle(admin);
    expect(after).toMatchObject({ id: stuck!.id, status: "completed", errorMessage: null });
    expect(Date.parse(after!.startedAt!)).toBeGreaterThan(Date.parse(stuck!.startedAt!.toISOString()));
  }, 60_000);

  it("refuses to delete an item in progress; Delete Completed deletes every item of the user only", async () => {
    const genesis = await collectionId("biblical", "genesis");
    // In progress as a worker leaves it (the partial unique index allows one per user).
    const running = await insertItem(admin, "running", genesis, null, 1);
    const refused = await call(ctx, "DELETE", `/api/generation/queue/${running!.id}`, { user: admin });
    expect(refused.status).toBe(409);
    expect(refused.json.error.message).toBe("A request in progress cannot be deleted: wait until it completes or fails.");
    await expect(insertItem(admin, "running", genesis, null, 1)).rejects.toThrow();
    // Another user cannot see, follow or delete it.
    for (const [method, url] of [["GET", `/api/generation/queue/${running!.id}`], ["DELETE", `/api/generation/queue/${running!.id}`], ["GET", `/api/jobs/${running!.id}`], ["GET", `/api/jobs/${running!.id}/events`]] as const) {
      expect((await call(ctx, method, url, { user: learner })).status).toBe(404);
    }
    const learnerItem = await insertItem(learner, "failed", genesis, null, 1);
    const all = await call(ctx, "DELETE", "/api/generation/queue", { user: admin });
    expect(all.status).toBe(200);
    expect((await call(ctx, "GET", "/api/generation/queue", { user: admin })).json.items).toEqual([]);
    expect((await call(ctx, "GET", "/api/generation/queue", { user: learner })).json.items.map((i: GenerationItem) => i.id)).toEqual([learnerItem!.id]);
  });

  it("refuses bad input and changes nothing", async () => {
    const genesis = await collectionId("biblical", "genesis");
    const count = async () => Number((await ctx.deps.db.execute(sql`select count(*)::int as n from jobs where kind = 'generate-words'`) as unknown as { rows: { n: number }[] }).rows[0]!.n);
    const before = await count();
    for (const body of [{ collectionId: genesis, count: 501 }, { collectionId: genesis, count: -1 }, { collectionId: genesis, count: 2.5 }, { collectionId: genesis }, { collectionId: "nope", count: 5 }, { all: false }]) {
      const res = await generate(body);
      expect(res.status, JSON.stringify(body)).toBe(400);
      expect(res.json.error.message).toBeTruthy();
    }
    const unknown = await generate({ collectionId: "00000000-0000-4000-8000-000000000000", count: 5 });
    expect(unknown.status).toBe(404);
    expect((await generate({ collectionId: genesis, count: 5 }, learner)).status).toBe(403);
    const anonymous = await call(ctx, "GET", "/api/generation/queue");
    expect(anonymous.status).toBe(401);
    expect(anonymous.json.error.message).toBe("Not authenticated");
    expect(await count()).toBe(before);
  });

  it("offers pages 2a–120b for a tractate, the order's tractates for the Mishna, the imported chapters for a book", async () => {
    const pages = (await call(ctx, "GET", `/api/generation/sections?collectionId=${await collectionId("aramaic", "berakhot")}`, { user: admin })).json;
    expect(pages.kind).toBe("pages");
    expect(pages.sections[0]).toBe("2a");
    expect(pages.sections.at(-1)).toBe("120b");
    expect(pages.sections).toHaveLength(238);
    expect(pages.imported).toEqual(["2a"]);
    const tractates = (await call(ctx, "GET", `/api/generation/sections?collectionId=${await collectionId("mishna", "zeraim")}`, { user: admin })).json;
    expect(tractates).toMatchObject({ kind: "tractates", imported: [] });
    expect(tractates.sections.slice(0, 2)).toEqual(["Berakhot", "Peah"]);
    const chapters = (await call(ctx, "GET", `/api/generation/sections?collectionId=${await collectionId("biblical", "genesis")}`, { user: admin })).json;
    expect(chapters).toMatchObject({ kind: "chapters", imported: ["1", "2"] });
  });
});

describe.skipIf(!hasData)("import from a Jewish texts library", () => {
  async function libraryImport(body: unknown): Promise<Job> {
    const started = await call(ctx, "POST", "/api/generation/library-import", { user: admin, body });
    expect(started.status, started.text).toBe(202);
    return waitForJob(ctx, admin, started.json.id as string);
  }

  it("imports the words of 'Genesis 1:1-15' from the library's book, once each, glossed, with their chapter", async () => {
    const leviticus = await collectionId("biblical", "leviticus");
    const job = await libraryImport({ reference: "Genesis 1:1-15", collectionId: leviticus, maxWords: 20 });
    expect(job, JSON.stringify(job)).toMatchObject({ status: "completed", message: "Imported 20 words", result: { imported: 20, reference: "Genesis 1:1-15", source: "library" } });
    const added = await wordsOf(leviticus);
    expect(added).toHaveLength(20);
    expect(added.every((w) => w.section === "1" && w.english !== "")).toBe(true);
    // Again: the words it has are skipped as duplicates, the next ones come.
    const again = await libraryImport({ reference: "Genesis 1:1-15", collectionId: leviticus, maxWords: 5 });
    expect(again.result).toMatchObject({ imported: 5 });
    expect((again.result as { duplicates: number }).duplicates).toBeGreaterThan(0);
    const plains = (await wordsOf(leviticus)).map((w) => toPlain(w.hebrew));
    expect(new Set(plains).size).toBe(25);
  }, 60_000);

  it("reads a chapter the library lacks from Sefaria, and a Talmud page", async () => {
    const numbers = await collectionId("biblical", "numbers");
    const job = await libraryImport({ reference: "Genesis 3:1-5", collectionId: numbers, maxWords: 5 });
    expect(job).toMatchObject({ status: "completed", result: { source: "Sefaria" } });
    expect(sefaria.requests.some((r) => r.includes("Genesis") && r.includes("3"))).toBe(true);
    // A Talmud page the library holds: glossed as the reader's panel glosses it there (not by the text's letters alone).
    const talmud = await libraryImport({ reference: "Berakhot 2a", collectionId: await collectionId("aramaic", "shabbat"), maxWords: 5 });
    expect(talmud, JSON.stringify(talmud)).toMatchObject({ status: "completed", result: { source: "library" } });
    const shabbat = await wordsOf(await collectionId("aramaic", "shabbat"));
    expect(shabbat.length).toBeGreaterThan(0);
    expect(shabbat.every((w) => w.section === "2a")).toBe(true);
    await expectGlossedAsThePanel(shabbat);
  }, 60_000);

  it("reads a tractate's last amud from Sefaria though its index record counts fewer (Berakhot 64a, its record 125), and refuses one past it", async () => {
    const eruvin = await collectionId("aramaic", "eruvin");
    const last = await libraryImport({ reference: "Berakhot 64a", collectionId: eruvin, maxWords: 5 });
    expect(last, JSON.stringify(last)).toMatchObject({ status: "completed", result: { reference: "Berakhot 64a", source: "Sefaria" } });
    const added = await wordsOf(eruvin);
    expect(added.length).toBeGreaterThan(0);
    expect(added.every((w) => w.section === "64a")).toBe(true);
    const past = await libraryImport({ reference: "Berakhot 64b", collectionId: eruvin, maxWords: 5 });
    expect(past).toMatchObject({ status: "failed", error: "Berakhot has pages up to 64a.", errorKey: "generation_pages_up_to" });
    expect(sefaria.requests.some((r) => r.startsWith("/api/texts/Berakhot_64b"))).toBe(false);
  }, 60_000);

  it("says why nothing was added when every glossed word of the reference is already in the collection", async () => {
    const deuteronomy = await collectionId("biblical", "deuteronomy");
    const first = await libraryImport({ reference: "Genesis 1:1", collectionId: deuteronomy, maxWords: 50 });
    expect(first, JSON.stringify(first)).toMatchObject({ status: "completed" });
    const n = (await wordsOf(deuteronomy)).length;
    expect(n).toBeGreaterThan(0);
    const again = await libraryImport({ reference: "Genesis 1:1", collectionId: deuteronomy, maxWords: 50 });
    expect(again).toMatchObject({ status: "failed", error: `Nothing was added: the ${n} glossed word${n === 1 ? "" : "s"} of Genesis 1:1 ${n === 1 ? "is" : "are"} already in Deuteronomy.` });
    expect(await wordsOf(deuteronomy)).toHaveLength(n);
  }, 60_000);

  it("names what is wrong with a reference, and refuses counts outside 1–500", async () => {
    const numbers = await collectionId("biblical", "numbers");
    const bad = await call(ctx, "POST", "/api/generation/library-import", { user: admin, body: { reference: "Genesis 5-1", collectionId: numbers, maxWords: 5 } });
    expect(bad.status).toBe(400);
    expect(bad.json.error.message).toBe('"5-1" ends before it starts.');
    for (const maxWords of [0, 501]) {
      expect((await call(ctx, "POST", "/api/generation/library-import", { user: admin, body: { reference: "Genesis 1", collectionId: numbers, maxWords } })).status).toBe(400);
    }
    const wrongKind = await libraryImport({ reference: "Genesis 2a", collectionId: numbers, maxWords: 5 });
    expect(wrongKind).toMatchObject({ status: "failed", error: "Genesis is numbered by chapters (1, 2…), not by pages (2a, 2b…)." });
    expect((await call(ctx, "POST", "/api/generation/library-import", { user: learner, body: { reference: "Genesis 1", collectionId: numbers, maxWords: 5 } })).status).toBe(403);
  }, 60_000);
});
