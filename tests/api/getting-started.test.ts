import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { DICTIONARY_SOURCES } from "../../src/shared/api/dictionary";
import { SEED_SAMPLE_WORDS_MAX } from "../../src/shared/getting-started/getting-started-steps";
import { books, bookVerses, collections, dictionaryEntries, jobs, words } from "../../src/server/db/schema";
import type { LibrarySetupPart } from "../../src/shared/api/library-setup";
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
interface Checklist { steps: Step[]; open: number; setup: { id: string; status: string } | null; setupFailed: boolean; counts: { lexicons: { source: string; entries: number }[]; collections: { domain: string; total: number; filled: number }[] } }
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

  it("with every step done, says whether the latest set-up run has failures: the card keeps its outcome and the button to run it again", async () => {
    const c = await checklist();
    expect(c.open).toBe(0); // every step done (the test above)
    expect(c).toMatchObject({ setup: null, setupFailed: false });
    const part = (p: LibrarySetupPart["part"], status: LibrarySetupPart["status"], reason: string | null = null): LibrarySetupPart => ({ part: p, name: "", status, added: 0, reason });
    let minute = 0;
    const run = async (status: "queued" | "running" | "completed" | "failed", parts?: LibrarySetupPart[]) => {
      const [row] = await ctx.deps.db.insert(jobs).values({
        id: crypto.randomUUID(), kind: "library-setup", userId: admin.id, status, payload: {},
        result: parts ? { parts, message: { key: "job_library_setup_finished", params: {} } } : null,
        error: status === "failed" ? "Failed to set up the library" : null,
        createdAt: new Date(Date.UTC(2030, 0, 1, 0, ++minute)),
      }).returning();
      return row!.id;
    };
    // The tester's run: 10 done, 2 failed (the Mishnah, the Talmud), yet every step done.
    const failedRun = await run("completed", [part("bible", "done"), part("mishnah", "failed", "The texts library has no text called \"Mishnah Peah\""), part("talmud", "failed", "no text for Eruvin 2a-3b")]);
    expect(await checklist()).toMatchObject({ open: 0, setup: { id: failedRun, status: "completed" }, setupFailed: true });
    // Answered in the same shape by a dismissal's round trip; another administrator's run is the instance's too.
    const dismissed = await call(ctx, "PUT", "/api/admin/getting-started/learners", { user: admin, body: { dismissed: true } });
    expect(dismissed.json as Checklist).toMatchObject({ open: 0, setupFailed: true });
    await call(ctx, "PUT", "/api/admin/getting-started/learners", { user: admin, body: { dismissed: false } });
    // Run again: while it is queued or running, no failure of its own (the card shows its progress); it ends with none, and the card may go.
    await run("running");
    expect(await checklist()).toMatchObject({ setup: { status: "running" }, setupFailed: false });
    await run("completed", [part("bible", "skipped"), part("mishnah", "done"), part("talmud", "done")]);
    expect(await checklist()).toMatchObject({ open: 0, setup: { status: "completed" }, setupFailed: false });
    // A run that failed as a whole has failed too.
    await run("failed");
    expect(await checklist()).toMatchObject({ setup: { status: "failed" }, setupFailed: true });
    await ctx.deps.db.delete(jobs).where(eq(jobs.kind, "library-setup"));
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
