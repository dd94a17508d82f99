import fs from "node:fs";
import path from "node:path";
import { sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { Job } from "../../src/shared/api/jobs";
import { dictionaryImportProgress } from "../../src/server/db/schema";
import { createUsers } from "../helpers/factories";
import { call, createTestContext, importDictionarySource, waitForJob, type TestContext, type TestUser } from "../helpers/test-app";
import { hasLexiconData, LEXICON_DATA, NO_LEXICON_DATA, startLexiconServer, type LexiconServer } from "../support/lexicon-server";

if (!hasLexiconData) console.warn(NO_LEXICON_DATA);

let ctx: TestContext;
let lexicons: LexiconServer;
let admin: TestUser;
let learner: TestUser;

beforeAll(async () => {
  if (!hasLexiconData) return;
  lexicons = await startLexiconServer();
  ctx = await createTestContext({
    DICTIONARY_BDB_URL: `${lexicons.url}/BrownDriverBriggs.xml`,
    DICTIONARY_STRONGS_URL: `${lexicons.url}/HebrewStrong.xml`,
  }, { startJobs: true });
  ({ admin, learners: [learner] } = await createUsers(ctx, { learners: 1 }));
});
afterAll(async () => {
  await ctx?.close();
  await lexicons?.close();
});

const importSource = (source: string) => importDictionarySource(ctx, admin, source);

describe.skipIf(!hasLexiconData)("lexicon imports from the real files", () => {
  it("imports BDB and Strong's: every entry once, by language, with a completed run each", async () => {
    expect(await importSource("bdb")).toMatchObject({ status: "completed", counts: { entries: 11_845 } });
    expect(await importSource("strongs")).toMatchObject({ status: "completed", counts: { entries: 8_674 } });
    const stats = await call(ctx, "GET", "/api/dictionary/stats", { user: learner });
    expect(stats.json).toEqual({ hebrew: 10_993 + 5_393 + 2_628, aramaic: 852 + 653 });
    const runs = (await call(ctx, "GET", "/api/dictionary/imports", { user: learner })).json.runs;
    expect(runs.map((r: { source: string; status: string; importedWords: number }) => [r.source, r.status, r.importedWords]))
      .toEqual([["bdb", "completed", 11_845], ["strongs", "completed", 8_674]]);
    // Read by the rules the import reads by now: nothing to import again.
    expect(runs.map((r: { outdated: boolean }) => r.outdated)).toEqual([false, false]);
  });

  it("updates entries in place when imported again (no duplicates)", async () => {
    expect(await importSource("strongs")).toMatchObject({ status: "completed" });
    const stats = await call(ctx, "GET", "/api/dictionary/stats", { user: learner });
    expect(stats.json).toEqual({ hebrew: 10_993 + 5_393 + 2_628, aramaic: 852 + 653 });
  });

  it("searches Hebrew without niqqud (exact first) and English definitions; blank finds nothing", async () => {
    const av = await call(ctx, "GET", `/api/dictionary/search?q=${encodeURIComponent("אב")}`, { user: learner });
    expect(av.status).toBe(200);
    expect(av.json.entries[0].word.normalize("NFC")).toMatch(/^א[\u0591-\u05C7]*ב[\u0591-\u05C7]*$/);
    const withNiqqud = await call(ctx, "GET", `/api/dictionary/search?q=${encodeURIComponent("אָב")}`, { user: learner });
    expect(withNiqqud.json.entries.map((e: { id: string }) => e.id)).toEqual(av.json.entries.map((e: { id: string }) => e.id));
    const father = await call(ctx, "GET", "/api/dictionary/search?q=Father", { user: learner });
    expect(father.json.total).toBeGreaterThan(10);
    expect(father.json.entries.length).toBeLessThanOrEqual(50);
    const h1 = father.json.entries.find((e: { source: string; sourceId: string }) => e.source === "strongs" && e.sourceId === "H1");
    expect(h1).toMatchObject({ transliteration: "ʼâb", pronunciation: "awb" });
    expect(h1.partOfSpeech).toMatch(/Noun/); // named from PartsOfSpeech.xml
    expect(h1.linkedId).toBe("a.ae.ab"); // LexicalIndex.xml: BDB's entry of the same word
    const bdbFather = await call(ctx, "GET", "/api/dictionary/sources/bdb/entries/a.ae.ab", { user: learner });
    expect(bdbFather.json).toMatchObject({ linkedId: "H1", partOfSpeech: "Noun Masculine" });
    expect(bdbFather.json.definitions).toContain("father");
    // Every link is kept (migration 0031): H5971 names BDB's two homonyms עַם 'people' and 'kinsman', and
    // BDB's עַל 'upon' is H5921 and H5920; linked_id is the first link in LexicalIndex.xml's order, but for a number's
    // homonyms the one OpenScriptures marks "a": עַם 'people' (5971 a), listed after 'kinsman' (5971 b) in the file.
    const links = (await ctx.deps.db.execute(sql`
      select source_id, linked_id, linked_ids, linked_augs from dictionary_entries where (source, source_id) in (('strongs', 'H5971'), ('bdb', 'p.cs.ar')) order by source_id`) as unknown as {
      rows: { source_id: string; linked_id: string; linked_ids: string[]; linked_augs: string[] }[];
    }).rows;
    // Each link keeps its letter (migration 0041): a word whose lemma is "5971 b" reads 'kinsman'.
    expect(links).toEqual([
      { source_id: "H5971", linked_id: "p.di.ab", linked_ids: ["p.di.ab", "p.dj.ad"], linked_augs: ["a", "b"] },
      { source_id: "p.cs.ar", linked_id: "H5921", linked_ids: ["H5921", "H5920"], linked_augs: ["", ""] },
    ]);
    // Strong's transliterations are found typed in plain letters: "ab" is "ʼâb", an exact match.
    const ab = (await call(ctx, "GET", "/api/dictionary/search?q=ab", { user: learner })).json.entries as { source: string; sourceId: string; isProperName: boolean }[];
    const abAt = ab.findIndex((e) => e.source === "strongs" && e.sourceId === "H1");
    expect(abAt).toBeGreaterThanOrEqual(0);
    // Proper names come after the common words of their rank: "shalowm" is Strong's שָׁלוֹם 'peace' ("shâlôwm") before Abshalom and the rest.
    const shalowm = (await call(ctx, "GET", "/api/dictionary/search?q=shalowm", { user: learner })).json.entries as { sourceId: string; isProperName: boolean }[];
    expect(shalowm[0]?.sourceId).toBe("H7965");
    expect(ab.slice(0, abAt).every((e) => !e.isProperName)).toBe(true);
    expect((await call(ctx, "GET", "/api/dictionary/search?q=%20%20", { user: learner })).json).toEqual({ entries: [], total: 0, abbreviation: null, readAs: null });
    // בראשית, as a reader meets it: ב + רֵאשִׁית.
    const bereshit = await call(ctx, "GET", `/api/dictionary/search?q=${encodeURIComponent("בראשית")}`, { user: learner });
    expect(bereshit.json.entries[0].word.normalize("NFC").replace(/[\u0591-\u05C7]/g, "")).toBe("ראשית");
  });

  it("reads a word as a text writes it, as the reader's panel does: proclitics and endings taken off (ובביתו: בַּיִת)", async () => {
    const plainOf = (e: { word: string }) => e.word.normalize("NFC").replace(/[\u0591-\u05C7]/g, "");
    const search = async (q: string, language?: string) =>
      (await call(ctx, "GET", `/api/dictionary/search?q=${encodeURIComponent(q)}${language ? `&language=${language}` : ""}`, { user: learner })).json;
    for (const [written, head] of [["ובביתו", "בית"], ["בְּבֵיתוֹ", "בית"], ["ספרים", "ספר"], ["ויאמרו", "אמר"]] as const) {
      const found = await search(written);
      expect(found.readAs, written).not.toBeNull();
      expect(plainOf(found.readAs.entries[0]), written).toBe(head);
      expect(found.readAs.entries.length).toBeLessThanOrEqual(3);
    }
    // בַּיִת 'house' among them (BDB's construct בֵּית 'between' is read first there: the lookup's ranking, issue 47's).
    const house = (await search("ובביתו")).readAs.entries as { definitions: string[] }[];
    expect(house.some((e) => e.definitions.some((d) => /\bhouse\b/.test(d)))).toBe(true);
    // A word read as it is written says nothing more: its matches are its entries.
    expect((await search("בית")).readAs).toBeNull();
    // The language filter holds for the reading's entries too: BDB's Aramaic holds no בַּיִת.
    const aramaic = await search("ובביתו", "aramaic");
    for (const e of aramaic.readAs?.entries ?? []) expect(e.language).toBe("aramaic");
  });

  it("filters by letter and language and pages on the server", async () => {
    const bet = await call(ctx, "GET", `/api/dictionary/entries?letter=${encodeURIComponent("ב")}&language=aramaic&page=1`, { user: learner });
    expect(bet.status).toBe(200);
    expect(bet.json.pageSize).toBe(50);
    expect(bet.json.entries.length).toBeGreaterThan(0);
    for (const e of bet.json.entries) {
      expect(e.language).toBe("aramaic");
      expect(e.word.normalize("NFC").replace(/[\u0591-\u05C7[\]]/g, "").trim().startsWith("ב")).toBe(true);
    }
    // The first page files head-words by their letters: BDB's "(ה)גבול", "(ו)יעשׂו" and "]עֵת] קָצִין" are not before א,
    // and of a head-word's entries those with a gloss come first.
    const first = (await call(ctx, "GET", "/api/dictionary/entries?page=1", { user: learner })).json.entries as { word: string; definitions: string[] }[];
    expect(first.every((e) => /^[\u05D0-\u05EA]/.test(e.word.normalize("NFC").replace(/[\u0591-\u05C7]/g, "")))).toBe(true);
    expect(first[0]!.definitions.length).toBeGreaterThan(0);
    const he = (await call(ctx, "GET", `/api/dictionary/entries?letter=${encodeURIComponent("ה")}&page=1`, { user: learner })).json;
    const heWords = he.entries.map((e: { word: string }) => e.word.normalize("NFC").replace(/[\u0591-\u05C7]/g, "")) as string[];
    expect(heWords.indexOf("(ה)גבול")).toBeGreaterThan(heWords.findIndex((w) => w.startsWith("הב"))); // filed as הגבול
    const page2 = await call(ctx, "GET", "/api/dictionary/entries?page=2", { user: learner });
    expect(page2.json.total).toBe(11_845 + 8_674);
    expect(page2.json.entries).toHaveLength(50);
    const f = await call(ctx, "GET", "/api/dictionary/entries?letter=F", { user: learner });
    for (const e of f.json.entries) expect(e.definitions.join(" ").match(/[A-Za-z]/)?.[0].toUpperCase()).toBe("F");
    expect((await call(ctx, "GET", "/api/dictionary/entries?letter=1", { user: learner })).status).toBe(400);
  });

  it("opens an entry with its cross-references", async () => {
    const page = await call(ctx, "GET", `/api/dictionary/search?q=${encodeURIComponent("אבה")}`, { user: learner });
    const ref = (await call(ctx, "GET", "/api/dictionary/entries?letter=%D7%90&page=1", { user: learner })).json.entries
      .find((e: { referenceTo: string | null }) => e.referenceTo);
    expect(page.status).toBe(200);
    expect(ref).toBeDefined();
    const one = await call(ctx, "GET", `/api/dictionary/entries/${ref.id as string}`, { user: learner });
    expect(one.json).toMatchObject({ id: ref.id, referenceTo: ref.referenceTo, definitions: [] });
    const target = await call(ctx, "GET", `/api/dictionary/sources/bdb/entries/${ref.referenceTo as string}`, { user: learner });
    expect(target.status).toBe(200);
    expect(target.json.sourceId).toBe(ref.referenceTo);
    expect((await call(ctx, "GET", "/api/dictionary/sources/bdb/entries/zz.none", { user: learner })).status).toBe(404);
  });

  it("imports an uploaded file when the server cannot reach the source (an offline server)", async () => {
    lexicons.failing.add("BrownDriverBriggs.xml");
    try {
      const bytes = fs.readFileSync(path.join(LEXICON_DATA, "BrownDriverBriggs.xml"));
      const res = await ctx.app.request("/api/dictionary/imports/bdb/upload", {
        method: "POST", headers: { cookie: admin.cookie, origin: ctx.config.publicUrl, "content-type": "application/xml" }, body: bytes,
      });
      expect(res.status).toBe(202);
      const jobId = ((await res.json()) as { job: Job }).job.id;
      const job = await waitForJob(ctx, admin, jobId);
      expect(job).toMatchObject({ status: "completed", counts: { entries: 11_845 } });
      const notXml = await ctx.app.request("/api/dictionary/imports/bdb/upload", { method: "POST", headers: { cookie: admin.cookie, origin: ctx.config.publicUrl }, body: "hello" });
      expect(notXml.status).toBe(400);
      const learnerTry = await ctx.app.request("/api/dictionary/imports/bdb/upload", { method: "POST", headers: { cookie: learner.cookie, origin: ctx.config.publicUrl }, body: bytes });
      expect(learnerTry.status).toBe(403);
    } finally {
      lexicons.failing.delete("BrownDriverBriggs.xml");
    }
  });

  it("leaves the dictionary as it was when a download breaks mid-way (no half lexicon)", async () => {
    const before = (await call(ctx, "GET", "/api/dictionary/stats", { user: learner })).json;
    const changed = await ctx.deps.db.execute(sql`update dictionary_entries set definitions = array['kept as it was'] where source = 'strongs' and source_id = 'H1'`);
    expect(changed).toBeDefined();
    lexicons.breakAfter.set("HebrewStrong.xml", 1024 * 1024); // about 40 % of the 2.7 MB file
    try {
      expect(await importSource("strongs")).toMatchObject({
        status: "failed", error: "The lexicon's download broke off: nothing was imported. Try again, or upload the file in the Dictionary Manager.",
      });
    } finally {
      lexicons.breakAfter.delete("HebrewStrong.xml");
    }
    expect((await call(ctx, "GET", "/api/dictionary/stats", { user: learner })).json).toEqual(before);
    const h1 = await call(ctx, "GET", "/api/dictionary/sources/strongs/entries/H1", { user: learner });
    expect(h1.json.definitions).toEqual(["kept as it was"]); // not overwritten by the broken run's first batches
    const staged = await ctx.deps.db.execute(sql`select count(*)::int as n from dictionary_import_staging`);
    expect(((staged as unknown as { rows: { n: number }[] }).rows[0]!).n).toBe(0);
    expect(await importSource("strongs")).toMatchObject({ status: "completed", counts: { entries: 8_674 } });
    expect((await call(ctx, "GET", "/api/dictionary/sources/strongs/entries/H1", { user: learner })).json.definitions).not.toEqual(["kept as it was"]);
  });

  it("marks a failing source's run failed and keeps the previous entries; cleans up stale runs", async () => {
    lexicons.failing.add("BrownDriverBriggs.xml");
    const failed = await importSource("bdb");
    lexicons.failing.delete("BrownDriverBriggs.xml");
    // A source that answers an error status says which, and what the administrator can do.
    expect(failed).toMatchObject({ status: "failed", error: "The lexicon's address answered 500: nothing was imported. Check the address setting, or upload the file in the Dictionary Manager." });
    expect((await call(ctx, "GET", "/api/dictionary/stats", { user: learner })).json.hebrew).toBe(10_993 + 5_393 + 2_628);
    const latest = (await call(ctx, "GET", "/api/dictionary/imports", { user: learner })).json.runs.find((r: { source: string }) => r.source === "bdb");
    expect(latest.status).toBe("failed");

    await ctx.deps.db.insert(dictionaryImportProgress).values({ source: "strongs", language: "hebrew", status: "running", startedAt: sql`now() - interval '20 minutes'`, updatedAt: sql`now() - interval '11 minutes'` });
    expect((await call(ctx, "POST", "/api/dictionary/imports/cleanup", { user: learner })).status).toBe(403);
    expect((await call(ctx, "POST", "/api/dictionary/imports/cleanup", { user: admin })).json).toEqual({ failed: 1 });
    expect((await call(ctx, "POST", "/api/dictionary/imports", { user: learner, body: { source: "bdb" } })).status).toBe(403);
  });
});
