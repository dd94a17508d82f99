import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { DICTIONARY_SOURCES } from "../../src/shared/api/dictionary";
import { SEED_SAMPLE_WORDS_MAX } from "../../src/shared/getting-started/getting-started-steps";
import { books, bookVerses, collections, dictionaryEntries, words } from "../../src/server/db/schema";
import { createAdmin, createLearner } from "../helpers/factories";
import { call, createTestContext, type TestContext, type TestUser } from "../helpers/test-app";

let ctx: TestContext;
let admin: TestUser;
beforeAll(async () => {
  ctx = await createTestContext();
  admin = await createAdmin(ctx);
});
afterAll(async () => { await ctx.close(); });

interface Step { id: string; done: boolean; dismissed: boolean; state: string; href: string }
interface Checklist { steps: Step[]; open: number; counts: { lexicons: { source: string; entries: number }[]; collections: { domain: string; total: number; filled: number }[] } }
const checklist = async (user = admin) => {
  const res = await call(ctx, "GET", "/api/admin/getting-started", { user });
  expect(res.status).toBe(200);
  return res.json as Checklist;
};
const stateOf = (c: Checklist) => Object.fromEntries(c.steps.map((s) => [s.id, s.done ? "done" : s.dismissed ? "dismissed" : "open"]));

describe("the 'Get started' checklist", () => {
  it("a fresh instance: every step open, each saying what is missing and linking to where it is done", async () => {
    const c = await checklist();
    expect(stateOf(c)).toEqual({ texts: "open", lexicons: "open", collections: "open", learners: "open" });
    expect(c.open).toBe(4);
    expect(c.counts.lexicons.map((l) => l.source)).toEqual([...DICTIONARY_SOURCES]);
    // The seed's samples do not count as filled: four domains, none filled.
    expect(c.counts.collections.map((d) => [d.domain, d.filled])).toEqual([["modern", 0], ["biblical", 0], ["aramaic", 0], ["mishna", 0]]);
    expect(c.steps.map((s) => s.href)).toEqual(["/settings#import-texts", "/dictionary#lexicons", "/settings#word-generator", "/admin#users"]);
  });

  it("follows the data: a book with verses, every lexicon, a filled collection per domain, a learner", async () => {
    const [book] = await ctx.deps.db.insert(books).values({ title: "Genesis", totalChapters: 1, totalVerses: 1 }).returning();
    await ctx.deps.db.insert(books).values({ title: "Empty" }); // a book without verses is no text
    expect(stateOf(await checklist()).texts).toBe("open");
    await ctx.deps.db.insert(bookVerses).values({ bookId: book!.id, chapter: 1, verse: 1, hebrewText: "בְּרֵאשִׁית בָּרָא" });

    await ctx.deps.db.insert(dictionaryEntries).values(DICTIONARY_SOURCES.slice(1).map((source, i) => ({ source, sourceId: `x${i}`, word: "אב", language: "hebrew" as const })));
    let c = await checklist();
    expect(stateOf(c)).toMatchObject({ texts: "done", lexicons: "open" });
    expect(c.steps.find((s) => s.id === "lexicons")!.state).toMatch(/not yet: BDB$/);
    await ctx.deps.db.insert(dictionaryEntries).values({ source: "bdb", sourceId: "a.aa.aa", word: "אָב", language: "hebrew" });

    // One built-in collection per domain filled beyond the samples (the first: it holds the most samples).
    const builtIn = await ctx.deps.db.select({ id: collections.id, domain: collections.domain, order: collections.order }).from(collections);
    for (const domain of ["modern", "biblical", "mishna", "aramaic"]) {
      const first = builtIn.filter((x) => x.domain === domain).sort((a, b) => a.order - b.order)[0]!;
      const have = (await ctx.deps.db.select({ id: words.id }).from(words).where(eq(words.collectionId, first.id))).length;
      // Exactly as many words as the samples' limit is still not filled; one more is.
      const rows = Array.from({ length: SEED_SAMPLE_WORDS_MAX - have }, (_, i) => ({ collectionId: first.id, hebrew: `מִלָּה${domain}${i}`, english: `word ${i}` }));
      if (rows.length) await ctx.deps.db.insert(words).values(rows);
      if (domain === "modern") expect(stateOf(await checklist()).collections).toBe("open");
      await ctx.deps.db.insert(words).values({ collectionId: first.id, hebrew: `עוֹד${domain}`, english: "one more" });
    }
    c = await checklist();
    expect(stateOf(c)).toEqual({ texts: "done", lexicons: "done", collections: "done", learners: "open" });

    // Another administrator is no learner; an ordinary account is.
    const second = await call(ctx, "POST", "/api/admin/users", { user: admin, body: { email: "co-admin@example.com", password: "co-admin-1" } });
    await call(ctx, "PUT", `/api/admin/users/${second.json.id}/role`, { user: admin, body: { role: "admin" } });
    expect(stateOf(await checklist()).learners).toBe("open");
    await createLearner(ctx);
    c = await checklist();
    expect(stateOf(c).learners).toBe("done");
    expect(c.steps.find((s) => s.id === "learners")!.state).toBe("1 learner");
    expect(c.open).toBe(0);
  });

  it("a dismissal is saved for the instance, answered in the same round trip, and can be undone", async () => {
    await ctx.deps.db.delete(books); // texts: open again
    const other = await createLearner(ctx);
    await call(ctx, "PUT", `/api/admin/users/${other.id}/role`, { user: admin, body: { role: "admin" } });
    const dismissed = await call(ctx, "PUT", "/api/admin/getting-started/texts", { user: admin, body: { dismissed: true } });
    expect(dismissed.status).toBe(200);
    expect(stateOf(dismissed.json as Checklist).texts).toBe("dismissed");
    expect((dismissed.json as Checklist).open).toBe(0);
    // Another administrator sees it dismissed; dismissing twice is the same.
    expect(stateOf(await checklist(other)).texts).toBe("dismissed");
    expect((await call(ctx, "PUT", "/api/admin/getting-started/texts", { user: other, body: { dismissed: true } })).status).toBe(200);
    const back = await call(ctx, "PUT", "/api/admin/getting-started/texts", { user: other, body: { dismissed: false } });
    expect(stateOf(back.json as Checklist).texts).toBe("open");
    expect((await call(ctx, "PUT", "/api/admin/getting-started/teksts", { user: admin, body: { dismissed: true } })).status).toBe(400);
    expect((await call(ctx, "PUT", "/api/admin/getting-started/texts", { user: admin, body: { dismissed: "yes" } })).status).toBe(400);
  });
});
