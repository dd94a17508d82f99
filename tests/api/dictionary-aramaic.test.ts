import fs from "node:fs";
import path from "node:path";
import { and, eq, sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { Job } from "../../src/shared/api/jobs";
import { TALMUD_ARAMAIC_WORDS } from "../../src/server/integrations/sefaria/talmud-aramaic-words";
import { dictionaryEntries } from "../../src/server/db/schema";
import { createUsers } from "../helpers/factories";
import { call, createTestContext, importDictionarySource, waitForJob, type TestContext, type TestUser } from "../helpers/test-app";
import { KAIKKI_FILE, startLexiconServer, type LexiconServer } from "../support/lexicon-server";
import { startSefariaServer, type SefariaServer } from "../support/sefaria-server";

// Both sources are served from tests/support/fixtures (see its README), so these tests never skip.
let ctx: TestContext;
let files: LexiconServer;
let sefaria: SefariaServer;
let admin: TestUser;
let learner: TestUser;

beforeAll(async () => {
  files = await startLexiconServer();
  sefaria = await startSefariaServer();
  ctx = await createTestContext({ DICTIONARY_KAIKKI_ARAMAIC_URL: `${files.url}/${KAIKKI_FILE}`, SEFARIA_URL: sefaria.url }, { startJobs: true });
  ({ admin, learners: [learner] } = await createUsers(ctx, { learners: 1 }));
});
afterAll(async () => {
  await ctx?.close();
  await files?.close();
  await sefaria?.close();
});

const importSource = (source: string) => importDictionarySource(ctx, admin, source);
const search = async (q: string) => (await call(ctx, "GET", `/api/dictionary/search?q=${encodeURIComponent(q)}`, { user: learner })).json;
const upload = (source: string, user: TestUser, body: BodyInit) => ctx.app.request(`/api/dictionary/imports/${source}/upload`, {
  method: "POST", headers: { cookie: user.cookie, origin: ctx.config.publicUrl }, body,
});

describe("Wiktionary Aramaic (kaikki.org JSON Lines)", () => {
  it("imports the Hebrew-script entries, counting what it skips, and finds them by word and gloss", async () => {
    const job = await importSource("kaikki-aramaic");
    expect(job).toMatchObject({ status: "completed", counts: { entries: 11, malformed: 2, otherScript: 2, formsOnly: 1 } });
    expect((await call(ctx, "GET", "/api/dictionary/stats", { user: learner })).json).toEqual({ hebrew: 0, aramaic: 11 });
    const king = await search("king");
    expect(king.entries.map((e: { word: string }) => e.word)).toEqual(["מַלְכָּא"]);
    expect(king.entries[0]).toMatchObject({ source: "kaikki-aramaic", language: "aramaic", transliteration: "malkā", definitions: ["king"] });
    expect((await search("בר")).entries.filter((e: { source: string }) => e.source === "kaikki-aramaic")).toHaveLength(3);
  });

  it("shows the Aramaic view without a letter on one page, and pages with a letter", async () => {
    await ctx.deps.db.execute(sql`insert into dictionary_entries (source, source_id, word, language, definitions)
      select 'kaikki-aramaic', 'bulk-' || n, 'מלה' || n, 'aramaic', array['word ' || n] from generate_series(1, 120) n`);
    const all = (await call(ctx, "GET", "/api/dictionary/entries?language=aramaic&page=3", { user: learner })).json;
    expect(all).toMatchObject({ total: 131, page: 1, pageSize: 131 });
    expect(all.entries).toHaveLength(131);
    const mem = (await call(ctx, "GET", `/api/dictionary/entries?language=aramaic&letter=${encodeURIComponent("מ")}&page=2`, { user: learner })).json;
    expect(mem).toMatchObject({ total: 121, page: 2, pageSize: 50 });
    expect(mem.entries).toHaveLength(50);
    await ctx.deps.db.execute(sql`delete from dictionary_entries where source_id like 'bulk-%'`);
  });

  it("updates in place when imported again, and imports an uploaded file", async () => {
    files.failing.add(KAIKKI_FILE);
    try {
      expect(await importSource("kaikki-aramaic")).toMatchObject({ status: "failed" });
      const bytes = fs.readFileSync(path.resolve(import.meta.dirname, "../support/fixtures/kaikki-aramaic.jsonl"));
      const res = await upload("kaikki-aramaic", admin, bytes);
      expect(res.status).toBe(202);
      const job = await waitForJob(ctx, admin, ((await res.json()) as { job: Job }).job.id);
      expect(job).toMatchObject({ status: "completed", counts: { entries: 11 } });
      expect((await call(ctx, "GET", "/api/dictionary/stats", { user: learner })).json).toEqual({ hebrew: 0, aramaic: 11 });
      expect((await upload("kaikki-aramaic", admin, "<?xml version='1.0'?>")).status).toBe(400);
      expect((await upload("kaikki-aramaic", learner, bytes)).status).toBe(403);
    } finally {
      files.failing.delete(KAIKKI_FILE);
    }
  });
});

describe("Sefaria Aramaic (Jastrow through Sefaria's word lookup)", () => {
  it("looks up each word of the built-in list once and keeps Jastrow's entries", async () => {
    const before = sefaria.requests.length;
    const job = await importSource("sefaria-aramaic");
    const lookups = sefaria.requests.slice(before).filter((r) => r.startsWith("/api/words/"));
    expect(lookups).toHaveLength(TALMUD_ARAMAIC_WORDS.length);
    expect(lookups[0]).toBe(`/api/words/${TALMUD_ARAMAIC_WORDS[0]!}?never_split=1`);
    expect(job.status).toBe("completed");
    expect(job.counts.entries).toBeGreaterThan(200);
    expect(job.counts.notFound ?? 0).toBe(0);

    const abba = (await call(ctx, "GET", "/api/dictionary/sources/sefaria-aramaic/entries/A00017", { user: learner })).json;
    expect(abba).toMatchObject({ word: "אַבָּא", language: "aramaic", source: "sefaria-aramaic" });
    expect(abba.definitions.join(" ")).toContain("my father");
    const again = await importSource("sefaria-aramaic");
    expect(again.counts.entries).toBe(job.counts.entries);
    const runs = (await call(ctx, "GET", "/api/dictionary/imports", { user: learner })).json.runs;
    expect(runs.find((r: { source: string }) => r.source === "sefaria-aramaic")).toMatchObject({ status: "completed", importedWords: job.counts.entries });
  });

  it("shows an entry Jastrow's import holds too once, as Jastrow's, in the Dictionary and in the lookup", async () => {
    expect(await importSource("sefaria-aramaic")).toMatchObject({ status: "completed" });
    const stats = (await call(ctx, "GET", "/api/dictionary/stats", { user: learner })).json;
    await ctx.deps.db.insert(dictionaryEntries).values({ source: "jastrow", sourceId: "A00017", word: "אַבָּא", language: "aramaic", definitions: ["father"] });
    try {
      type Listed = { source: string; sourceId: string };
      const abba = (entries: Listed[]) => entries.filter((e) => e.sourceId === "A00017").map((e) => e.source);
      expect(abba((await search("אבא")).entries)).toEqual(["jastrow"]);
      expect(abba((await search("father")).entries)).toEqual(["jastrow"]);
      const browsed = (await call(ctx, "GET", `/api/dictionary/entries?language=aramaic&letter=${encodeURIComponent("א")}`, { user: learner })).json;
      expect(abba(browsed.entries)).toEqual(["jastrow"]);
      expect((await call(ctx, "GET", "/api/dictionary/stats", { user: learner })).json).toEqual(stats);
      const lookup = (await call(ctx, "GET", `/api/dictionary/lookup?word=${encodeURIComponent("אַבָּא")}`, { user: learner })).json;
      const shown: Listed[] = [...lookup.entries, ...(lookup.moreReadings ?? []).flatMap((m: { entries: Listed[] }) => m.entries)];
      expect(abba(shown)).toEqual(["jastrow"]);
      // Sefaria's entry without Jastrow's beside it is listed as before.
      expect((await search("אבא")).entries.some((e: Listed) => e.source === "sefaria-aramaic" && e.sourceId === "A00018")).toBe(true);
    } finally {
      await ctx.deps.db.delete(dictionaryEntries).where(and(eq(dictionaryEntries.source, "jastrow"), eq(dictionaryEntries.sourceId, "A00017")));
    }
  });

  it("has no file to upload", async () => {
    const res = await upload("sefaria-aramaic", admin, "{}");
    expect(res.status).toBe(400);
  });
});
