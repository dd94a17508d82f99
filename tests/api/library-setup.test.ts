import { and, eq, inArray, isNull, sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { books, collections, dictionaryEntries, words } from "../../src/server/db/schema";
import type { Job } from "../../src/shared/api/jobs";
import { LibrarySetupResultSchema, SETUP_LEXICONS, type LibrarySetupPart } from "../../src/shared/api/library-setup";
import { lexiconRulesVersion } from "../../src/shared/dictionary/lexicon-rules";
import { toPlain } from "../../src/shared/hebrew/strip-niqqud";
import { renderServerMessage, type ServerMessageKey } from "../../src/shared/i18n/server-messages";
import { SEED_SAMPLE_WORDS_MAX } from "../../src/shared/getting-started/getting-started-steps";
import { createAdmin, createLearner } from "../helpers/factories";
import { call, createTestContext, waitForJob, type TestContext, type TestUser } from "../helpers/test-app";
import {
  hasJastrowData, hasLexiconData, KAIKKI_FILE, KAIKKI_HEBREW_FILE, NO_LEXICON_DATA, startLexiconServer, type LexiconServer,
} from "../support/lexicon-server";
import { startSefariaServer, type SefariaServer } from "../support/sefaria-server";

// 'Set up the library' on a fresh database: the offline Hebrew Bible (the five books of
// the Torah, whose built-in collections the seed holds: SETUP_BIBLE_BOOKS; the product's default is
// all 39), the five lexicons from the local lexicon server (the real OpenScriptures and Jastrow files,
// kaikki.org's lines of tests/support/fixtures), the Mishnah's Berakhot from the local texts library (SETUP_MISHNAH;
// the product's default is all 63 tractates) and the Talmud's Shabbat 2a–2b (SETUP_TALMUD, SETUP_TALMUD_AMUDIM; the default
// is 2a–3b of each of the Bavli's 37 tractates), then every built-in collection filled offline.
// The first run takes about 7 minutes on a quiet 2-core machine (most of it the five books' fill),
// the limits leave room for a loaded one.
const TORAH = ["Genesis", "Exodus", "Leviticus", "Numbers", "Deuteronomy"];
const JASTROW_ALEPH = "jastrow/01-Jastrow-aleph.xml";
// Jastrow's 22 letter files served cut to their first entries: the set-up's subject is the parts'
// order and outcomes; the whole text's import is tests/api/dictionary-jastrow.test.ts's (it took
// 23 s of this file's 66).
const JASTROW_ENTRIES_PER_LETTER = 20;

let ctx: TestContext;
let lexicons: LexiconServer;
let sefaria: SefariaServer;
let admin: TestUser;

beforeAll(async () => {
  lexicons = await startLexiconServer({ jastrowEntriesPerLetter: JASTROW_ENTRIES_PER_LETTER });
  sefaria = await startSefariaServer();
  ctx = await createTestContext({
    SETUP_BIBLE_BOOKS: TORAH.join(","),
    SEFARIA_URL: sefaria.url,
    SETUP_MISHNAH: "Berakhot",
    SETUP_TALMUD: "shabbat",
    SETUP_TALMUD_AMUDIM: "2",
    DICTIONARY_BDB_URL: `${lexicons.url}/BrownDriverBriggs.xml`,
    DICTIONARY_STRONGS_URL: `${lexicons.url}/HebrewStrong.xml`,
    DICTIONARY_KAIKKI_ARAMAIC_URL: `${lexicons.url}/${KAIKKI_FILE}`,
    DICTIONARY_KAIKKI_HEBREW_URL: `${lexicons.url}/${KAIKKI_HEBREW_FILE}`,
    DICTIONARY_JASTROW_URL: `${lexicons.url}/jastrow/`,
  }, { startJobs: true });
  admin = await createAdmin(ctx);
}, 120_000);
afterAll(async () => {
  await ctx?.close();
  await lexicons?.close();
  await sefaria?.close();
});

/** The progress messages read while a set-up ran: each key with its parameters. */
type Seen = Pick<Job, "messageKey" | "messageParams">;

async function setUp(seen: Seen[] = []): Promise<{ job: Job; parts: LibrarySetupPart[] }> {
  const started = await call(ctx, "POST", "/api/admin/library-setup", { user: admin });
  expect(started.status, started.text).toBe(202);
  // One set-up at a time: a second start while it runs answers with the same job.
  const again = await call(ctx, "POST", "/api/admin/library-setup", { user: admin });
  expect(again.status, again.text).toBe(202);
  expect(again.json.id).toBe(started.json.id);
  const job = await waitForJob(ctx, admin, started.json.id as string, 6 * 60_000, (j) => {
    if (j.status === "running") seen.push({ messageKey: j.messageKey, messageParams: j.messageParams });
  });
  expect(job.status, JSON.stringify(job)).toBe("completed");
  return { job, parts: LibrarySetupResultSchema.parse(job.result).parts };
}
const part = (parts: LibrarySetupPart[], kind: LibrarySetupPart["part"], name = "") => parts.find((p) => p.part === kind && p.name === name)!;
const builtIn = (domain: string) => ctx.deps.db.select({ id: collections.id, name: collections.name }).from(collections)
  .where(and(eq(collections.domain, domain), isNull(collections.ownerId)));
const wordsOf = (id: string) => ctx.deps.db.select().from(words).where(eq(words.collectionId, id));
const totals = async () => ({
  words: (await ctx.deps.db.select({ n: sql<number>`count(*)::int` }).from(words))[0]!.n,
  entries: (await ctx.deps.db.select({ n: sql<number>`count(*)::int` }).from(dictionaryEntries))[0]!.n,
});

describe.skipIf(!hasLexiconData || !hasJastrowData)("'Set up the library' in one job", () => {
  if (!hasLexiconData) it.skip(NO_LEXICON_DATA, () => {});

  it("is for administrators only", async () => {
    const learner = await createLearner(ctx);
    expect((await call(ctx, "POST", "/api/admin/library-setup", { user: learner })).status).toBe(403);
    expect((await call(ctx, "POST", "/api/admin/library-setup")).status).toBe(401);
  });

  it("one run: the Bible, the lexicons (a failing one says why, the others go on), every biblical collection and Daily 1000 filled, Siddur 1000 left with the reason", async () => {
    const seeded = new Set((await ctx.deps.db.select({ id: words.id }).from(words)).map((w) => w.id));
    lexicons.failing.add(JASTROW_ALEPH);
    sefaria.options.failRef = ["Mishnah Berakhot 3", "Shabbat 2b"];
    const seen: Seen[] = [];
    const { parts } = await setUp(seen);
    lexicons.failing.delete(JASTROW_ALEPH);
    delete sefaria.options.failRef;

    // While it runs, each part's progress is told with the part's name: "Importing BDB: Saving the entries…",
    // never a part's bare "Complete!" while the rest goes on.
    const told = seen.map((s) => renderServerMessage(s.messageKey as ServerMessageKey, s.messageParams ?? {}));
    expect(told.filter((t) => /^Hebrew Bible: Importing \S+ \(\d of 5\)/.test(t)).length, told.join("\n")).toBeGreaterThan(0);
    expect(told.filter((t) => /^Importing (BDB|Strong's): /.test(t)).length, told.join("\n")).toBeGreaterThan(0);
    expect(seen.map((s) => s.messageKey).filter((k) => k === "job_complete" || k?.startsWith("job_lexicon_") || k?.startsWith("job_bible_")), told.join("\n")).toEqual([]);

    expect(part(parts, "bible")).toMatchObject({ status: "done", added: TORAH.length });
    for (const source of SETUP_LEXICONS.filter((s) => s !== "jastrow")) expect(part(parts, "lexicon", source), source).toMatchObject({ status: "done" });
    expect(part(parts, "lexicon", "jastrow")).toMatchObject({ status: "failed", reason: "The lexicon's address answered 500: nothing was imported. Check the address setting, or upload the file in the Dictionary Manager.", reasonKey: "lexicon_download_status", reasonParams: { status: 500 } });
    expect(part(parts, "collections", "biblical")).toMatchObject({ status: "done", filled: 5, total: 5, withoutText: 0 });
    // Daily 1000 from the everyday frequency list; Siddur 1000, the prayer book's words, keeps its samples and says why.
    expect(part(parts, "collections", "modern")).toMatchObject({
      status: "done", filled: 1, total: 2, withoutText: 1, reasonKey: "generation_prayer_book_no_text", reasonParams: { name: "Siddur 1000" },
    });
    // The Mishnah from the texts library (Berakhot here), whose chapter 3 failed: the part says why, nothing of the
    // tractate is kept, its collections wait for their text; the same for the Talmud's Shabbat, whose 2b failed.
    expect(part(parts, "mishnah")).toMatchObject({
      status: "failed", added: 0, filled: 0, total: 1, reasonKey: "job_library_setup_mishnah_failed", reasonParams: { title: "Mishnah Berakhot" },
      reason: "The texts library could not be reached or did not answer as expected: Mishnah Berakhot was not imported (SEFARIA_URL). Run the set-up again to resume.",
    });
    expect(part(parts, "talmud")).toMatchObject({
      status: "failed", added: 0, filled: 0, total: 1, reasonKey: "job_library_setup_talmud_failed", reasonParams: { title: "Shabbat", pages: "2a-2b" },
      reason: "The texts library could not be reached or did not answer as expected: Shabbat 2a-2b was not imported (SEFARIA_URL). Run the set-up again to resume.",
    });
    expect(await ctx.deps.db.select({ n: sql<number>`count(*)::int` }).from(books).where(inArray(books.title, ["Mishnah Berakhot", "Shabbat"]))).toEqual([{ n: 0 }]);
    // The checklist says the last run has failures: the card keeps its outcome and the button to run it again, whatever the steps.
    expect((await call(ctx, "GET", "/api/admin/getting-started", { user: admin })).json).toMatchObject({ setupFailed: true, setup: { status: "completed" } });
    for (const domain of ["mishna", "aramaic"]) {
      const p = part(parts, "collections", domain);
      expect(p, domain).toMatchObject({ status: "needs-text", added: 0, filled: 0, reason: null });
      expect(p.withoutText).toBe(p.total);
    }

    // Every biblical built-in collection: at least 20 words with a gloss and the verse they are first met in.
    for (const c of await builtIn("biblical")) {
      const glossed = (await wordsOf(c.id)).filter((w) => w.english.trim() !== "" && w.contextRef && w.contextText);
      expect(glossed.length, c.name).toBeGreaterThanOrEqual(20);
      expect(glossed.some((w) => w.contextRef!.startsWith(`${c.name} `)), c.name).toBe(true);
    }
    // The modern collection of everyday words: glossed words, each pointed with a transliteration, the lemmas with a part
    // of speech from Wiktionary; a suffixed preposition such as לִי is a word of its own, pointed too. The prayer book's
    // collection has no text in the library: only the seed's sample words, none of the everyday list.
    for (const c of await builtIn("modern")) {
      const added = (await wordsOf(c.id)).filter((w) => !seeded.has(w.id));
      if (c.name === "Siddur 1000") {
        expect(added.map((w) => w.hebrew), c.name).toEqual([]);
        continue;
      }
      expect(added.length, c.name).toBeGreaterThan(SEED_SAMPLE_WORDS_MAX);
      expect(added.filter((w) => w.english.trim() === "").map((w) => w.hebrew), c.name).toEqual([]);
      const lemmas = added.filter((w) => w.pos && w.pos !== "preposition");
      expect(lemmas.length, c.name).toBeGreaterThanOrEqual(10);
      expect(added.filter((w) => w.hebrew === toPlain(w.hebrew) || !w.translit).map((w) => `${w.hebrew} ${w.pos}`), c.name).toEqual([]);
    }
  }, 8 * 60_000);

  it("run again: resumes with the parts that failed (and the collections waiting for the Mishnah and the Talmud) and nothing else; the checklist shows each part done", async () => {
    const before = await totals();
    const requests = lexicons.requests.length;
    const { parts } = await setUp();
    expect(part(parts, "lexicon", "jastrow")).toMatchObject({ status: "done", added: 22 * JASTROW_ENTRIES_PER_LETTER });
    expect(parts.filter((p) => p.status === "done").map((p) => `${p.part}:${p.name}`)).toEqual(["mishnah:", "talmud:", "lexicon:jastrow", "collections:mishna", "collections:aramaic"]);
    expect(lexicons.requests.slice(requests).every((r) => r.startsWith("jastrow/"))).toBe(true);
    // The Mishnah's Berakhot now: its order, Zeraim, filled from it (by tractate, each word with its mishnah); the other orders wait for theirs.
    expect(part(parts, "mishnah")).toMatchObject({ status: "done", added: 1, filled: 1, total: 1, reason: null });
    const mishna = part(parts, "collections", "mishna");
    expect(mishna).toMatchObject({ status: "done", filled: 1, total: 6, withoutText: 5, reason: null });
    const zeraim = (await builtIn("mishna")).find((c) => c.name === "Zeraim")!;
    const fromBerakhot = (await wordsOf(zeraim.id)).filter((w) => w.contextRef !== null);
    expect(fromBerakhot.length).toBe(mishna.added);
    expect(fromBerakhot.length).toBeGreaterThan(SEED_SAMPLE_WORDS_MAX);
    expect(fromBerakhot.filter((w) => w.subcategory !== "Berakhot" || !w.contextRef!.startsWith("Mishnah Berakhot ")).map((w) => w.hebrew)).toEqual([]);
    // The Talmud's Shabbat, its first two amudim: its collection filled from them (by page, each word with its passage).
    expect(part(parts, "talmud")).toMatchObject({ status: "done", added: 1, filled: 1, total: 1, reason: null });
    const [shabbat] = await ctx.deps.db.select().from(books).where(eq(books.title, "Shabbat"));
    expect(shabbat).toMatchObject({ category: "Talmud", totalChapters: 2 });
    const aramaic = part(parts, "collections", "aramaic");
    expect(aramaic).toMatchObject({ status: "done", filled: 1, withoutText: aramaic.total! - 1, reason: null });
    const talmudShabbat = (await builtIn("aramaic")).find((c) => c.name === "Shabbat")!;
    const fromShabbat = (await wordsOf(talmudShabbat.id)).filter((w) => w.contextRef !== null);
    expect(fromShabbat.length).toBe(aramaic.added);
    expect(fromShabbat.length).toBeGreaterThan(SEED_SAMPLE_WORDS_MAX);
    expect(fromShabbat.filter((w) => !["2a", "2b"].includes(w.section ?? "") || !/^Shabbat 2[ab]:\d+$/.test(w.contextRef!)).map((w) => `${w.hebrew} ${w.section} ${w.contextRef}`)).toEqual([]);
    expect(fromShabbat.filter((w) => w.english.trim() === "").map((w) => w.hebrew)).toEqual([]);
    expect((await totals()).words).toBe(before.words + mishna.added + aramaic.added);

    const checklist = (await call(ctx, "GET", "/api/admin/getting-started", { user: admin })).json;
    const done = Object.fromEntries((checklist.steps as { id: string; done: boolean }[]).map((s) => [s.id, s.done]));
    expect(done).toMatchObject({ texts: true, lexicons: true });
    expect(checklist.counts.collections).toEqual(expect.arrayContaining([
      { domain: "biblical", total: 5, filled: 5 }, { domain: "modern", total: 2, filled: 1 },
    ]));
    expect(checklist.setup).toMatchObject({ kind: "library-setup", status: "completed", messageKey: "job_library_setup_finished" });
    expect(checklist.setupFailed).toBe(false); // no failed part left: the card may go once every step is done

    // The lexicons it imported were read by today's rules: the Dictionary's cards do not ask to import them again.
    expect(part(parts, "lexicon", "jastrow").rulesVersion).toBe(lexiconRulesVersion("jastrow"));
    const runs = (await call(ctx, "GET", "/api/dictionary/imports", { user: admin })).json.runs as { source: string; outdated: boolean }[];
    expect(runs.map((r) => r.source).sort()).toEqual([...SETUP_LEXICONS].sort());
    expect(runs.filter((r) => r.outdated).map((r) => r.source)).toEqual([]);
  }, 8 * 60_000);

  it("a third run does nothing new: every part skipped, nothing downloaded or written", async () => {
    const before = await totals();
    const requests = lexicons.requests.length;
    const texts = sefaria.requests.length;
    const { parts } = await setUp();
    expect(sefaria.requests.length).toBe(texts);
    expect(parts.every((p) => p.status === "skipped" || p.status === "needs-text"), JSON.stringify(parts)).toBe(true);
    expect(part(parts, "bible")).toMatchObject({ status: "skipped", added: 0 });
    expect(part(parts, "mishnah")).toMatchObject({ status: "skipped", added: 0, filled: 1, total: 1 });
    expect(part(parts, "talmud")).toMatchObject({ status: "skipped", added: 0, filled: 1, total: 1 });
    expect(lexicons.requests.length).toBe(requests);
    expect(await totals()).toEqual(before);
  }, 8 * 60_000);
});
