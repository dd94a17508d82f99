import fs from "node:fs";
import { inArray } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { MAX_LEXICON_UPLOAD_BYTES } from "../../src/shared/api/dictionary";
import type { Job } from "../../src/shared/api/jobs";
import { dictionaryEntries } from "../../src/server/db/schema";
import { createUsers } from "../helpers/factories";
import { call, createTestContext, importDictionarySource, waitForJob, type TestContext, type TestUser } from "../helpers/test-app";
import { KAIKKI_HEBREW_FILE, KAIKKI_HEBREW_REAL, KAIKKI_HEBREW_SYNTHETIC, startLexiconServer, type LexiconServer } from "../support/lexicon-server";

// Wiktionary Hebrew (kaikki.org's extract): 3 real lines and the synthetic edge cases, served by the
// lexicon test server as one file (tests/support/fixtures/README.md), so these tests never skip.
let ctx: TestContext;
let files: LexiconServer;
let admin: TestUser;
let learner: TestUser;

beforeAll(async () => {
  files = await startLexiconServer();
  ctx = await createTestContext({ DICTIONARY_KAIKKI_HEBREW_URL: `${files.url}/${KAIKKI_HEBREW_FILE}` }, { startJobs: true });
  ({ admin, learners: [learner] } = await createUsers(ctx, { learners: 1 }));
});
afterAll(async () => {
  await ctx?.close();
  await files?.close();
});

interface Entry { word: string; source: string; definitions: string[]; root: string | null; partOfSpeech: string | null; details?: { binyanim: { name: string }[]; plurals: string[] } | null }
const lookup = async (word: string) => (await call(ctx, "GET", `/api/dictionary/lookup?word=${encodeURIComponent(word)}`, { user: learner })).json as { entries: Entry[]; reading: { stemPlain: string; how?: string } | null };
const search = async (q: string) => (await call(ctx, "GET", `/api/dictionary/search?q=${encodeURIComponent(q)}`, { user: learner })).json as { entries: Entry[]; total: number };

describe("Wiktionary Hebrew (kaikki.org JSON Lines)", () => {
  it("imports the entries with their pointed head-word, root, binyan and plurals, counting what it skips", async () => {
    const job = await importDictionarySource(ctx, admin, "kaikki-hebrew");
    expect(job).toMatchObject({ status: "completed", counts: { entries: 16, malformed: 1, otherScript: 1, formsOnly: 1 } });
    expect((await call(ctx, "GET", "/api/dictionary/stats", { user: learner })).json).toEqual({ hebrew: 16, aramaic: 0 });
    const hail = (await search("hail")).entries[0]!;
    expect(hail).toMatchObject({ word: "בָּרָד", source: "kaikki-hebrew", root: "ב־ר־ד", partOfSpeech: "noun", definitions: ["hail", "a snow cone"] });
    expect(hail.details?.plurals).toEqual(["בְּרָדִים"]);
    const write = (await search("to write")).entries[0]!;
    expect(write).toMatchObject({ word: "כָּתַב", root: "כ־ת־ב" });
    expect(write.details?.binyanim.map((b) => b.name)).toEqual(["pa'al"]);
  });

  it("finds a tapped modern form's lemma: a conjugated verb, a plural, a noun with a possessive suffix, a suffixed preposition", async () => {
    const first = async (w: string) => (await lookup(w)).entries.find((e) => e.source === "kaikki-hebrew")?.word;
    expect(await first("כתבתי")).toBe("כָּתַב");
    expect(await first("יכתוב")).toBe("כָּתַב"); // the full spelling of יִכְתֹּב
    expect(await first("דיברתי")).toBe("דִּבֵּר");
    expect(await first("ילדים")).toBe("יֶלֶד");
    expect(await first("שלומך")).toBe("שָׁלוֹם");
    expect(await first("שלי")).toBe("שֶׁל");
    expect(await first("ביצים")).toBe("בֵּיצָה"); // a real line's plural
    expect(await first("בבית")).toBe("בַּיִת");
  });

  it("finds the lemma of a searched inflected form, after the head-words that are the form itself", async () => {
    expect((await search("כתבתי")).entries.map((e) => e.word)).toEqual(["כָּתַב"]);
    expect((await search("ילדים")).entries.map((e) => e.word)).toContain("יֶלֶד");
    expect((await search("בְּרָדִים")).entries.map((e) => e.word)).toEqual(["בָּרָד"]);
  });

  it("finds a word by its transliteration typed in plain letters, accents and apostrophes ignored, exact matches first and proper names after", async () => {
    const words = async (q: string) => (await search(q)).entries.map((e) => e.word);
    // Wiktionary writes the stress: "shalóm", "báyit", "katáv".
    expect((await words("shalom"))[0]).toBe("שָׁלוֹם");
    expect(await words("SHALÓM")).toEqual(await words("shalom"));
    expect(await words("shalo\u0301m")).toEqual(await words("shalom")); // the accent typed as a combining mark
    expect((await words("bayit"))[0]).toBe("בַּיִת");
    expect((await words("katav"))[0]).toBe("כָּתַב");
    expect((await words("kat"))[0]).toBe("כָּתַב"); // a prefix of the transliteration
    expect(await words("yisra'el")).toContain("יִשְׂרָאֵל"); // an apostrophe typed for the alef
    // Marks only: nothing to compare a transliteration with, nor anything found.
    expect((await search("'")).entries).toEqual([]);
    // English glosses are searched as before.
    expect((await words("peace"))[0]).toBe("שָׁלוֹם");
    expect(await words("house")).toEqual(["בַּיִת"]);
    // A proper name of the same transliteration (its id sorts first: "name" < "noun") comes after the common word,
    // and an entry without a gloss after those with one.
    const extra = [
      { source: "kaikki-hebrew" as const, sourceId: "שלום|name|1", word: "שָׁלוֹם", transliteration: "Shalóm", language: "hebrew" as const, definitions: ["a male given name"], isProperName: true, partOfSpeech: "name" },
      { source: "kaikki-hebrew" as const, sourceId: "שלום|intj|0", word: "שָׁלוֹם", transliteration: "shalom", language: "hebrew" as const, definitions: [], partOfSpeech: "intj" },
    ];
    await ctx.deps.db.insert(dictionaryEntries).values(extra);
    try {
      const found = (await search("shalom")).entries as (Entry & { sourceId: string })[];
      expect(found.slice(0, 3).map((e) => e.sourceId)).toEqual(["שלום|noun|1", "שלום|intj|0", "שלום|name|1"]);
    } finally {
      await ctx.deps.db.delete(dictionaryEntries).where(inArray(dictionaryEntries.sourceId, extra.map((e) => e.sourceId)));
    }
  });

  it("imports an uploaded file as the URL's, and refuses what is not JSON Lines", async () => {
    const bytes = Buffer.concat([fs.readFileSync(KAIKKI_HEBREW_REAL), fs.readFileSync(KAIKKI_HEBREW_SYNTHETIC)]);
    const upload = (user: TestUser, body: BodyInit) => ctx.app.request("/api/dictionary/imports/kaikki-hebrew/upload", {
      method: "POST", headers: { cookie: user.cookie, origin: ctx.config.publicUrl }, body,
    });
    const res = await upload(admin, bytes);
    expect(res.status).toBe(202);
    const job = await waitForJob(ctx, admin, ((await res.json()) as { job: Job }).job.id);
    expect(job).toMatchObject({ status: "completed", counts: { entries: 16 } });
    expect((await call(ctx, "GET", "/api/dictionary/stats", { user: learner })).json).toEqual({ hebrew: 16, aramaic: 0 });
    const wrongFile = await upload(admin, "<?xml version='1.0'?>");
    expect(wrongFile.status).toBe(400);
    expect(((await wrongFile.json()) as { error: { message: string; messageKey: string } }).error)
      .toMatchObject({ message: "This is not a JSON Lines file from kaikki.org.", messageKey: "dictionary_not_kaikki" });
    expect((await upload(learner, bytes)).status).toBe(403);
    // Wiktionary Hebrew may send up to 64 MiB (the whole extract is about 53 MB); the other lexicons 50 MiB.
    const over = Buffer.concat([bytes, Buffer.alloc(MAX_LEXICON_UPLOAD_BYTES + 1 - bytes.length, "\n")]);
    const aramaic = await ctx.app.request("/api/dictionary/imports/kaikki-aramaic/upload", { method: "POST", headers: { cookie: admin.cookie, origin: ctx.config.publicUrl }, body: new Uint8Array(over) });
    expect(aramaic.status).toBe(413);
    expect(((await aramaic.json()) as { error: { code: string } }).error.code).toBe("payload_too_large");
  });
});
