import { and, eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { collections, words } from "../../src/server/db/schema";
import type { GenerationItem } from "../../src/shared/api/generation";
import { toPlain } from "../../src/shared/hebrew/strip-niqqud";
import { createAdmin } from "../helpers/factories";
import { call, createTestContext, importDictionarySource, type TestContext, type TestUser } from "../helpers/test-app";
import { hasLexiconData, KAIKKI_HEBREW_FILE, startLexiconServer, type LexiconServer } from "../support/lexicon-server";

// The modern collections filled offline: the shipped frequency list, by lemma,
// through Wiktionary Hebrew (served from tests/support/fixtures: real and synthetic lines), the project's
// table of the suffixed prepositions and the words only written like one (shared/reading/modern-particles)
// before BDB and Strong's (the real OpenScriptures files); the prayer book's collection is never filled from
// the everyday list.
let ctx: TestContext;
let lexicons: LexiconServer;
let admin: TestUser;

const collectionId = async (slug: string) =>
  (await ctx.deps.db.select({ id: collections.id }).from(collections).where(and(eq(collections.domain, "modern"), eq(collections.slug, slug))))[0]!.id;
const wordsOf = (id: string) => ctx.deps.db.select().from(words).where(eq(words.collectionId, id));

async function generateAndSettle(collectionId: string, count: number): Promise<GenerationItem> {
  const res = await call(ctx, "POST", "/api/generation/queue", { user: admin, body: { collectionId, count } });
  expect(res.status, res.text).toBe(201);
  for (const until = Date.now() + 60_000; ;) {
    const items = (await call(ctx, "GET", "/api/generation/queue", { user: admin })).json.items as GenerationItem[];
    const item = items.find((i) => i.id === res.json.items[0].id)!;
    if (item.status === "completed" || item.status === "failed") return item;
    if (Date.now() > until) throw new Error(`generation did not settle: ${JSON.stringify(item)}`);
    await new Promise((r) => setTimeout(r, 100));
  }
}

beforeAll(async () => {
  lexicons = await startLexiconServer();
  ctx = await createTestContext({
    DICTIONARY_KAIKKI_HEBREW_URL: `${lexicons.url}/${KAIKKI_HEBREW_FILE}`,
    DICTIONARY_BDB_URL: `${lexicons.url}/BrownDriverBriggs.xml`, DICTIONARY_STRONGS_URL: `${lexicons.url}/HebrewStrong.xml`,
  }, { startJobs: true, overrides: { generationPauseMs: 50 } });
  admin = await createAdmin(ctx);
}, 120_000);
afterAll(async () => {
  await ctx?.close();
  await lexicons?.close();
});

describe("the offline generator for a modern collection (frequency list through Wiktionary Hebrew)", () => {
  it("says it needs Wiktionary Hebrew while it is not imported", async () => {
    const item = await generateAndSettle(await collectionId("daily-1000"), 5);
    expect(item).toMatchObject({ status: "failed", completedCount: 0, errorKey: "generation_everyday_vocabulary", errorParams: { name: "Daily 1000" } });
    expect(item.errorMessage).toContain("import Wiktionary Hebrew in the Dictionary Manager first");
  });

  it("fills Daily 1000 with the most frequent lemmas, pointed and glossed, each once, none the collection has", async () => {
    expect(await importDictionarySource(ctx, admin, "kaikki-hebrew")).toMatchObject({ status: "completed" });
    const daily = await collectionId("daily-1000");
    const before = await wordsOf(daily);
    const item = await generateAndSettle(daily, 8);
    expect(item).toMatchObject({ status: "completed" });
    const added = (await wordsOf(daily)).filter((w) => !before.some((b) => b.id === w.id)).sort((a, b) => (a.freqRank ?? 0) - (b.freqRank ?? 0));
    // The list's order: אני (3rd), זה, לי (a suffixed preposition, its own word, pointed), של (שלי, שלך), לך (one reading: the masculine), …
    expect(added.map((w) => [w.hebrew, w.translit, w.english])).toEqual([
      ["אֲנִי", "aní", "I"], ["זֶה", "ze", "this (masculine), it"], ["לִי", "li", "to me"], ["שֶׁל", "shel", "of, belonging to"], ["לְךָ", "lekhá", "to you (m.)"],
      ["טוֹב", "tov", "good"], ["רָצָה", "ratsá", "to want"], ["יָדַע", "yadá", "to know"],
    ]);
    expect(added.map((w) => w.pos)).toEqual(["pronoun", "pronoun", "preposition", "preposition", "preposition", "adjective", "verb", "verb"]);
    // No lemma twice, and none of the seed's words again (שָׁלוֹם, בַּיִת are samples).
    const plains = (await wordsOf(daily)).map((w) => toPlain(w.hebrew));
    expect(new Set(plains).size).toBe(plains.length);
  });

  it("adds the next lemmas when run again, never a duplicate", async () => {
    const daily = await collectionId("daily-1000");
    const item = await generateAndSettle(daily, 50);
    expect(item).toMatchObject({ status: "completed" });
    const all = await wordsOf(daily);
    const plains = all.map((w) => toPlain(w.hebrew));
    expect(new Set(plains).size).toBe(plains.length);
    expect(plains).toEqual(expect.arrayContaining(["כתב", "ילד", "דבר"]));
    // Every word pointed, with a transliteration (the speech engine and the card read the word, never the bare letters: לו was "lv").
    expect(all.filter((w) => w.hebrew === toPlain(w.hebrew) || !w.translit).map((w) => w.hebrew)).toEqual([]);
    // A word's beginner senses: תַּחַת without Wiktionary's vulgar sense (the fixture's real line is the noun alone), בֵּיצָה 'egg'.
    const word = (plain: string) => all.find((w) => toPlain(w.hebrew) === plain);
    expect(word("תחת")).toMatchObject({ hebrew: "תַּחַת", english: "bottom, underside", translit: "tákhat", pos: "noun" });
    expect(word("ביצה")).toMatchObject({ english: "egg" });
  });

  it("leaves Siddur 1000 with its sample words: the everyday list is not the prayer book's, and it says so", async () => {
    const siddur = await collectionId("siddur-1000");
    const before = (await wordsOf(siddur)).map((w) => w.id).sort();
    const item = await generateAndSettle(siddur, 20);
    expect(item).toMatchObject({ status: "failed", completedCount: 0, errorKey: "generation_prayer_book_no_text", errorParams: { name: "Siddur 1000" } });
    expect(item.errorMessage).toContain("is filled only from the prayer book's own text, which the library does not have");
    expect((await wordsOf(siddur)).map((w) => w.id).sort()).toEqual(before);
  });

  it.skipIf(!hasLexiconData)("glosses the words only written like a suffixed preposition as today's Hebrew uses them where Wiktionary lacks them, never with BDB's or Strong's biblical gloss", async () => {
    for (const source of ["bdb", "strongs"]) expect(await importDictionarySource(ctx, admin, source)).toMatchObject({ status: "completed" });
    const daily = await collectionId("daily-1000");
    expect(await generateAndSettle(daily, 50)).toMatchObject({ status: "completed" });
    const all = await wordsOf(daily);
    const glosses = Object.fromEntries(all.map((w) => [toPlain(w.hebrew), w.english]));
    // כי 'like me', בן 'in them (f.)', כה 'like her' once; then BDB's 'that, for, when', 'son, children, youth', 'thus, here, hitherto'
    // (kîy, bên, kôh; "Conjunction", "Noun Masculine"); the small Wiktionary has none of them (כן is the seed's כֵּן 'yes', no second one).
    expect(glosses).toMatchObject({ כי: "because, that", כן: "yes", בן: "son", כה: "so, thus", כך: "so, like this", לכן: "therefore" });
    const shown = (plain: string) => { const w = all.find((x) => toPlain(x.hebrew) === plain)!; return [w.hebrew, w.translit, w.pos]; };
    expect(["כי", "בן", "כה"].map(shown)).toEqual([["כִּי", "ki", "conjunction"], ["בֵּן", "ben", "noun"], ["כֹּה", "ko", "adverb"]]);
    // A gloss of a preposition with a suffix is only a suffixed preposition's: לי, בו, כמוך…, never כך or לכן.
    const suffixed = Object.entries(glosses).filter(([, english]) => /^(to|in|like) (me|you|him|her|us|them|it)\b/.test(english)).map(([plain]) => plain);
    expect(suffixed.sort()).toEqual(["בה", "בהם", "בהן", "בו", "בי", "בך", "בכם", "בנו", "כמוהו", "כמוך", "כמוני", "כמונו", "לה", "להם", "להן", "לו", "לי", "לך", "לכם", "לנו"].sort());
  }, 120_000);
});
