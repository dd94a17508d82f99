import fs from "node:fs";
import path from "node:path";
import { sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { Job } from "../../src/shared/api/jobs";
import { createBook, createUsers } from "../helpers/factories";
import { call, createTestContext, importDictionarySource, waitForJob, type TestContext, type TestUser } from "../helpers/test-app";
import { hasJastrowData, JASTROW_DATA, jastrowLetterHead, KAIKKI_FILE, NO_JASTROW_DATA, startLexiconServer, type LexiconServer } from "../support/lexicon-server";

/**
 * A re-import replaces its source's entries (import-lexicon.ts): what the new file no longer holds
 * is removed in the run's transaction and counted; an upload of some of Jastrow's letter files
 * replaces those letters only. Wiktionary's Aramaic fixture always; Jastrow's letter files (cut to
 * their first entries) when ../shared/data/jastrow is there.
 */
if (!hasJastrowData) console.warn(`dictionary-replace.test.ts (Jastrow) ${NO_JASTROW_DATA}`);

const PER_LETTER = 20;
let ctx: TestContext;
let files: LexiconServer;
let admin: TestUser;
let learner: TestUser;

beforeAll(async () => {
  files = await startLexiconServer({ jastrowEntriesPerLetter: PER_LETTER });
  ctx = await createTestContext({ DICTIONARY_KAIKKI_ARAMAIC_URL: `${files.url}/${KAIKKI_FILE}`, DICTIONARY_JASTROW_URL: `${files.url}/jastrow/` }, { startJobs: true });
  ({ admin, learners: [learner] } = await createUsers(ctx, { learners: 1 }));
}, 60_000);
afterAll(async () => {
  await ctx?.close();
  await files?.close();
});

const upload = async (source: string, body: BodyInit): Promise<Job> => {
  const res = await ctx.app.request(`/api/dictionary/imports/${source}/upload`, { method: "POST", headers: { cookie: admin.cookie, origin: ctx.config.publicUrl }, body });
  expect(res.status).toBe(202);
  return waitForJob(ctx, admin, ((await res.json()) as { job: Job }).job.id, 120_000);
};
const stats = async () => (await call(ctx, "GET", "/api/dictionary/stats", { user: learner })).json as { hebrew: number; aramaic: number };
const bySourceId = (source: string, id: string) => call(ctx, "GET", `/api/dictionary/sources/${source}/entries/${encodeURIComponent(id)}`, { user: learner });
const rows = async <T>(query: ReturnType<typeof sql>) => (await ctx.deps.db.execute(query) as unknown as { rows: T[] }).rows;

const KAIKKI = fs.readFileSync(path.resolve(import.meta.dirname, "../support/fixtures/kaikki-aramaic.jsonl"), "utf8");
const GO = "אֲזַל|verb|1";
const WRITE = "כְּתַב|verb|1";

describe("a whole import replaces its source's entries", () => {
  it("removes the entries the new file no longer holds, in place for the rest, and says how many", async () => {
    const first = await upload("kaikki-aramaic", KAIKKI);
    expect(first).toMatchObject({ status: "completed", counts: { entries: 11, removed: 0 } });
    const go = (await bySourceId("kaikki-aramaic", GO)).json as { id: string; word: string };
    const write = (await bySourceId("kaikki-aramaic", WRITE)).json as { id: string };
    expect(go.word).toBe("אֲזַל");

    // The new file: אֲזַל gone, כְּתַב's gloss changed.
    const lines = KAIKKI.split("\n").filter((l) => !l.includes('"word": "אֲזַל"'));
    expect(lines.length).toBe(KAIKKI.split("\n").length - 1);
    const changed = lines.map((l) => (l.includes('"word": "כְּתַב"') ? l.replace('"to write"', '"to write down"') : l)).join("\n");
    const second = await upload("kaikki-aramaic", changed);
    expect(second).toMatchObject({ status: "completed", counts: { entries: 10, removed: 1 }, result: { removed: 1 } });
    expect(await stats()).toEqual({ hebrew: 0, aramaic: 10 });
    const runs = (await call(ctx, "GET", "/api/dictionary/imports", { user: admin })).json.runs;
    expect(runs.find((r: { source: string }) => r.source === "kaikki-aramaic")).toMatchObject({ status: "completed", importedWords: 10, removed: 1 });
    // The removed entry: not found by its id nor its source id (404s, not errors); the search and the lookup go on without it.
    expect((await call(ctx, "GET", `/api/dictionary/entries/${go.id}`, { user: learner })).status).toBe(404);
    expect((await bySourceId("kaikki-aramaic", GO)).status).toBe(404);
    const lookup = await call(ctx, "GET", `/api/dictionary/lookup?word=${encodeURIComponent("אזל")}`, { user: learner });
    expect(lookup.status).toBe(200);
    expect(lookup.json.entries.some((e: { sourceId: string }) => e.sourceId === GO)).toBe(false);
    // The changed one updated in place (its row, its id kept).
    expect((await bySourceId("kaikki-aramaic", WRITE)).json).toMatchObject({ id: write.id, definitions: ["to write down"] });

    // The same file again removes nothing; the URL's file (the whole fixture) brings אֲזַל back.
    expect(await upload("kaikki-aramaic", changed)).toMatchObject({ status: "completed", counts: { entries: 10, removed: 0 } });
    expect(await importDictionarySource(ctx, admin, "kaikki-aramaic")).toMatchObject({ status: "completed", counts: { entries: 11, removed: 0 } });
    expect((await bySourceId("kaikki-aramaic", WRITE)).json).toMatchObject({ id: write.id, definitions: ["to write"] });
    expect(await stats()).toEqual({ hebrew: 0, aramaic: 11 });
  });

  it("fails a file that holds no entry, the lexicon left as it was (never emptied)", async () => {
    // A kaikki.org line in Syriac script only: read, skipped, nothing to import.
    const job = await upload("kaikki-aramaic", KAIKKI.split("\n").filter((l) => l.includes('"word": "ܐܒܐ"')).join("\n"));
    expect(job).toMatchObject({ status: "failed", error: "The lexicon file held no entries: the dictionary was left as it was." });
    expect(await stats()).toEqual({ hebrew: 0, aramaic: 11 });
    const staged = await rows<{ n: number }>(sql`select count(*)::int as n from dictionary_import_staging`);
    expect(staged[0]!.n).toBe(0);
  });

  it("keeps what a learner saved from an entry the next import removes: their word, its gloss, its place in the reader", async () => {
    // A book whose verses are בְּרֵאשִׁית, and an Aramaic entry of that word the learner chooses in the reader's panel.
    const bookId = await createBook(ctx);
    const line = JSON.stringify({ word: "בְּרֵאשִׁית", pos: "noun", lang: "Aramaic", lang_code: "arc", senses: [{ glosses: ["in the beginning (test entry)"] }] });
    expect(await upload("kaikki-aramaic", `${KAIKKI}\n${line}`)).toMatchObject({ status: "completed", counts: { entries: 12, removed: 0 } });
    const place = { word: "בְּרֵאשִׁית", book: bookId, chapter: "1", verse: "1", position: "1" };
    const lookup = async () => call(ctx, "GET", `/api/dictionary/lookup?${new URLSearchParams(place)}`, { user: learner });
    const entry = ((await lookup()).json.entries as { id: string; sourceId: string }[]).find((e) => e.sourceId === "בְּרֵאשִׁית|noun|1")!;
    const saved = await call(ctx, "POST", "/api/my-words", { user: learner, body: { bookId, chapter: 1, verse: 1, position: 1, hebrew: "בְּרֵאשִׁית", entryId: entry.id } });
    expect(saved.status, saved.text).toBe(201);
    expect(saved.json.word).toMatchObject({ hebrew: "בְּרֵאשִׁית", english: "in the beginning (test entry)" });

    // The lexicon's file no longer holds it.
    expect(await upload("kaikki-aramaic", KAIKKI)).toMatchObject({ status: "completed", counts: { entries: 11, removed: 1 } });
    const page = await call(ctx, "GET", "/api/collections/biblical/my-words", { user: learner });
    expect(page.status).toBe(200);
    expect(page.json.words).toEqual([expect.objectContaining({ id: saved.json.word.id, english: "in the beginning (test entry)" })]);
    const after = await lookup();
    expect(after.status).toBe(200);
    expect(after.json).toMatchObject({ myWordId: saved.json.word.id });
    expect(after.json.entries.some((e: { id: string }) => e.id === entry.id)).toBe(false);
    // A panel still showing the removed entry: saving it is refused as no reading of the word (400), not an error.
    const stale = await call(ctx, "POST", "/api/my-words", { user: admin, body: { bookId, chapter: 1, verse: 1, position: 1, hebrew: "בְּרֵאשִׁית", entryId: entry.id } });
    expect(stale.status).toBe(400);
    expect(stale.text).toContain("not one of the readings");
  });
});

describe.skipIf(!hasJastrowData)("an upload of some of Jastrow's letter files", () => {
  const letterFile = (name: string) => jastrowLetterHead(fs.readFileSync(path.join(JASTROW_DATA, name), "utf8"), PER_LETTER);
  const byLetter = async () => Object.fromEntries((await rows<{ letter: string; n: number }>(sql`
    select left(source_id, 1) as letter, count(*)::int as n from dictionary_entries where source = 'jastrow' group by 1 order by 1`)).map((r) => [r.letter, r.n]));

  it("replaces exactly the entries of the letters it brings, the other letters left alone", async () => {
    const whole = await importDictionarySource(ctx, admin, "jastrow");
    expect(whole).toMatchObject({ status: "completed", counts: { entries: 22 * PER_LETTER, files: 22, removed: 0 } });
    const before = await byLetter();
    expect(Object.keys(before)).toHaveLength(22);
    expect(Object.values(before).every((n) => n === PER_LETTER)).toBe(true);
    const aleph = await rows<{ id: string; source_id: string; updated_at: string }>(sql`
      select id, source_id, updated_at::text from dictionary_entries where source = 'jastrow' and source_id like 'A%' order by source_id`);
    // An entry of a letter not uploaded that points to an entry the upload removes (ה's E00015).
    await ctx.deps.db.execute(sql`update dictionary_entries set reference_to = 'E00015' where source = 'jastrow' and source_id = 'A00001'`);

    // ה cut to its first 10 entries; ו whole, its first entry's text changed.
    const he = jastrowLetterHead(letterFile("05-Jastrow-he.xml"), 10);
    const vav = letterFile("06-Jastrow-vav.xml");
    // ו' (F00001) "as a numeral, six": "six (corrected)".
    const changedVav = vav.replace("<italic>six</italic>", "<italic>six (corrected)</italic>");
    expect(changedVav).not.toBe(vav);
    const job = await upload("jastrow", Buffer.from(he + changedVav));
    expect(job).toMatchObject({ status: "completed", counts: { entries: 10 + PER_LETTER, files: 2, removed: PER_LETTER - 10 }, result: { removed: PER_LETTER - 10 } });

    expect(await byLetter()).toEqual({ ...before, E: 10 });
    expect((await bySourceId("jastrow", "E00015")).status).toBe(404);
    const kept = /<entry id="(E\d+)"/.exec(he)![1]!;
    expect((await bySourceId("jastrow", kept)).status).toBe(200);
    expect(JSON.stringify((await bySourceId("jastrow", "F00001")).json)).toContain("six (corrected)");
    // The letters not uploaded: the same rows, not rewritten.
    expect(await rows(sql`select id, source_id, updated_at::text from dictionary_entries where source = 'jastrow' and source_id like 'A%' order by source_id`)).toEqual(aleph);
    // The reference to a removed entry: its page and the lookup still answer (the target's word unknown, no error).
    const pointing = await bySourceId("jastrow", "A00001");
    expect(pointing).toMatchObject({ status: 200, json: { referenceTo: "E00015", referenceWord: null } });
    const word = (pointing.json as { word: string }).word;
    expect((await call(ctx, "GET", `/api/dictionary/lookup?word=${encodeURIComponent(word)}`, { user: learner })).status).toBe(200);

    // A whole import that fails mid-way (ג's file answered with 500, א and ב read) removes nothing: all or nothing.
    files.failing.add("jastrow/03-Jastrow-gimel.xml");
    try {
      expect(await importDictionarySource(ctx, admin, "jastrow")).toMatchObject({ status: "failed" });
    } finally {
      files.failing.delete("jastrow/03-Jastrow-gimel.xml");
    }
    expect(await byLetter()).toEqual({ ...before, E: 10 });

    // The folder's whole import again: ה's ten back, nothing else removed.
    expect(await importDictionarySource(ctx, admin, "jastrow")).toMatchObject({ status: "completed", counts: { entries: 22 * PER_LETTER, removed: 0 } });
    expect(await byLetter()).toEqual(before);
  }, 300_000);

  it("keeps the last of an id an upload brings twice, a reference or not (import-queries.ts#mergeStagedEntries, upsertEntryBatch)", async () => {
    expect(await importDictionarySource(ctx, admin, "jastrow")).toMatchObject({ status: "completed" });
    const before = await byLetter();
    const zayin = letterFile("07-Jastrow-zayin.xml");
    const entryXml = (id: string) => new RegExp(`<entry id="${id}"[\\s\\S]*?</entry>`).exec(zayin)![0];
    // A second document after ז's: G00004 (זְאֵיב, v. זְאֵב) brought again as a word with a gloss ('wolf', G00001's text), and
    // G00001 (זְאֵב 'wolf') again as a reference (זֹאת v. זֶה, G00006's text, whose target G00078 is not among the first entries).
    const again = entryXml("G00001").replace('id="G00001"', 'id="G00004"') + entryXml("G00006").replace('id="G00006"', 'id="G00001"');
    const second = zayin.slice(0, zayin.indexOf("<entry ")) + again + zayin.slice(zayin.lastIndexOf("</entry>") + "</entry>".length);
    const job = await upload("jastrow", Buffer.from(zayin + second));
    expect(job).toMatchObject({ status: "completed", counts: { entries: PER_LETTER + 2, files: 2, removed: 0 } });
    expect(await byLetter()).toEqual(before);
    expect((await bySourceId("jastrow", "G00004")).json).toMatchObject({ definitions: ["wolf"], referenceTo: null, referenceAlso: [] });
    expect((await bySourceId("jastrow", "G00001")).json).toMatchObject({ definitions: [], referenceTo: "G00078", details: { see: "זֶה" } });
    // The folder's whole import puts them back.
    expect(await importDictionarySource(ctx, admin, "jastrow")).toMatchObject({ status: "completed" });
    expect((await bySourceId("jastrow", "G00004")).json).toMatchObject({ referenceTo: "G00001", details: { see: "זְאֵב" } });
    expect((await bySourceId("jastrow", "G00001")).json).toMatchObject({ definitions: ["wolf"], referenceTo: null });
  }, 300_000);
});
