import crypto from "node:crypto";
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { progress, words } from "../../src/server/db/schema";
import { COLLECTION_MESSAGES } from "../../src/shared/api/admin-collections";
import { createCollection, createUsers } from "../helpers/factories";
import { call, createTestContext, type TestContext, type TestUser } from "../helpers/test-app";

let ctx: TestContext;
let admin: TestUser;
let learner: TestUser;
beforeAll(async () => {
  ctx = await createTestContext();
  ({ admin, learners: [learner] } = await createUsers(ctx, { learners: 1 }));
});
afterAll(async () => { await ctx.close(); });

const post = (body: unknown) => call(ctx, "POST", "/api/admin/collections", { user: admin, body });
const patch = (id: string, body: unknown) => call(ctx, "PATCH", `/api/admin/collections/${id}`, { user: admin, body });

describe("Collections Management", () => {
  it("lists the shared collections of every domain with their word counts, never a learner's own", async () => {
    await createCollection(ctx, learner, { words: [["בַּיִת", "house"]], slug: "mine" });
    const list = (await call(ctx, "GET", "/api/admin/collections", { user: admin })).json.collections as { slug: string; ownerId: string | null; wordCount: number; domain: string }[];
    expect(list.length).toBeGreaterThan(0);
    expect(list.every((c) => c.ownerId === null)).toBe(true);
    expect(list.find((c) => c.slug === "daily-1000")!.wordCount).toBeGreaterThan(0);
    expect(list.some((c) => c.slug === "mine")).toBe(false);
  });

  it("creates a collection that learners see at once; name, slug and domain required; the subcategory must fit the domain", async () => {
    const made = await post({ domain: "biblical", name: "Genesis 1", slug: "genesis-1", description: "Creation", subcategory: "torah", order: 7 });
    expect(made.status, made.text).toBe(201);
    expect(made.json).toMatchObject({ domain: "biblical", name: "Genesis 1", slug: "genesis-1", subcategory: "torah", order: 7, wordCount: 0, ownerId: null });
    expect((await call(ctx, "GET", "/api/collections/biblical/genesis-1", { user: learner })).status).toBe(200);

    const taken = await post({ domain: "biblical", name: "Again", slug: "genesis-1" });
    expect(taken.status).toBe(409);
    expect(taken.json.error.messageKey).toBe(COLLECTION_MESSAGES.slugTaken);
    expect((await post({ domain: "modern", name: "Same slug elsewhere", slug: "genesis-1" })).status).toBe(201);
    expect((await post({ domain: "biblical", name: "", slug: "x" })).json.error.messageKey).toBe(COLLECTION_MESSAGES.nameRequired);
    expect((await post({ domain: "biblical", name: "X", slug: "Not a slug" })).json.error.messageKey).toBe(COLLECTION_MESSAGES.slugFormat);
    expect((await post({ domain: "nowhere", name: "X", slug: "x" })).json.error.messageKey).toBe(COLLECTION_MESSAGES.unknownDomain);
    const wrongSub = await post({ domain: "modern", name: "X", slug: "x", subcategory: "torah" }); // torah belongs to biblical
    expect(wrongSub.status).toBe(400);
    expect(wrongSub.json.error.messageKey).toBe(COLLECTION_MESSAGES.subcategoryNotInDomain);
  });

  it("edits a collection (moving it keeps its words); a deleted one is a 404; a learner's own is not the admin's to edit", async () => {
    const made = await post({ domain: "modern", name: "Movable", slug: "movable" });
    await ctx.deps.db.insert(words).values({ collectionId: made.json.id, hebrew: "שָׁלוֹם", english: "peace" });
    const moved = await patch(made.json.id, { domain: "biblical", name: "Moved" });
    expect(moved.status).toBe(200);
    expect(moved.json).toMatchObject({ domain: "biblical", name: "Moved", slug: "movable", wordCount: 1 });
    expect((await call(ctx, "GET", "/api/collections/biblical/movable", { user: learner })).json.words).toHaveLength(1);
    const mine = (await call(ctx, "GET", "/api/collections/modern/mine", { user: learner })).json.collection.id as string;
    expect((await patch(mine, { name: "Taken over" })).status).toBe(404);
    expect((await call(ctx, "DELETE", `/api/admin/collections/${made.json.id}`, { user: admin })).status).toBe(204);
    const stale = await patch(made.json.id, { name: "Edited in another tab" });
    expect(stale.status).toBe(404);
    expect(stale.json.error.messageKey).toBe(COLLECTION_MESSAGES.notFound);
  });

  it("deletes a collection with its words and every learner's progress on them", async () => {
    const made = await post({ domain: "modern", name: "Doomed", slug: "doomed" });
    const [w] = await ctx.deps.db.insert(words).values({ collectionId: made.json.id, hebrew: "סוֹף", english: "end" }).returning({ id: words.id });
    const answered = await call(ctx, "POST", "/api/progress/answers", { user: learner, body: { id: crypto.randomUUID(), wordId: w!.id, action: "know" } });
    expect(answered.status).toBeLessThan(300);
    expect(await ctx.deps.db.select().from(progress).where(eq(progress.wordId, w!.id))).toHaveLength(1);
    const found = async () => ((await call(ctx, "GET", "/api/search?q=סוף", { user: learner })).json.words as { collectionSlug: string }[]).some((x) => x.collectionSlug === "doomed");
    expect(await found()).toBe(true);
    expect((await call(ctx, "DELETE", `/api/admin/collections/${made.json.id}`, { user: admin })).status).toBe(204);
    expect(await ctx.deps.db.select().from(words).where(eq(words.collectionId, made.json.id))).toHaveLength(0);
    expect(await ctx.deps.db.select().from(progress).where(eq(progress.wordId, w!.id))).toHaveLength(0);
    expect((await call(ctx, "GET", "/api/collections/modern/doomed", { user: learner })).status).toBe(404);
    expect(await found()).toBe(false);
  });
});
