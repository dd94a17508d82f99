import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { DOMAIN_MESSAGES } from "../../src/shared/api/domains";
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

const post = (url: string, body: unknown) => call(ctx, "POST", url, { user: admin, body });
const patch = (url: string, body: unknown) => call(ctx, "PATCH", url, { user: admin, body });
const del = (url: string) => call(ctx, "DELETE", url, { user: admin });

describe("Domains (Admin Panel)", () => {
  it("creates a domain that every learner's shell lists at once, in order, with its colour, and whose routes work", async () => {
    const made = await post("/api/admin/domains", { name: "Daf Yomi", slug: "daf-yomi", description: "A page a day", color: "30 80% 45%", order: 5 });
    expect(made.status).toBe(201);
    expect(made.json).toMatchObject({ name: "Daf Yomi", slug: "daf-yomi", color: "30 80% 45%", order: 5 });
    const list = (await call(ctx, "GET", "/api/domains", { user: learner })).json.domains as { slug: string; order: number }[];
    expect(list.map((d) => d.slug)).toEqual([...list].sort((a, b) => a.order - b.order).map((d) => d.slug));
    expect(list.find((d) => d.slug === "daf-yomi")).toMatchObject({ color: "30 80% 45%" });
    expect((await call(ctx, "GET", "/api/collections?domain=daf-yomi", { user: learner })).status).toBe(200);
  });

  it("refuses a taken slug (409), a bad slug or colour (400), and an edit of a deleted domain (404)", async () => {
    const taken = await post("/api/admin/domains", { name: "Again", slug: "daf-yomi", color: "1 2% 3%" });
    expect(taken.status).toBe(409);
    expect(taken.json.error.messageKey).toBe(DOMAIN_MESSAGES.slugTaken);
    expect((await post("/api/admin/domains", { name: "X", slug: "Not A Slug", color: "1 2% 3%" })).json.error.messageKey).toBe(DOMAIN_MESSAGES.slugFormat);
    expect((await post("/api/admin/domains", { name: "X", slug: "x", color: "#ff0000" })).status).toBe(400);
    expect((await post("/api/admin/domains", { name: "", slug: "x", color: "1 2% 3%" })).json.error.messageKey).toBe(DOMAIN_MESSAGES.nameRequired);
    const temp = await post("/api/admin/domains", { name: "Temp", slug: "temp", color: "1 2% 3%" });
    expect((await del(`/api/admin/domains/${temp.json.id}`)).status).toBe(204);
    const stale = await patch(`/api/admin/domains/${temp.json.id}`, { name: "Edited elsewhere" });
    expect(stale.status).toBe(404);
    expect(stale.json.error.messageKey).toBe(DOMAIN_MESSAGES.notFound);
    const clash = await patch(`/api/admin/domains/${(await domainId("daf-yomi"))}`, { slug: "modern" });
    expect(clash.status).toBe(409);
  });

  it("renames a domain's slug with its collections (their routes follow), and keeps a domain that holds collections", async () => {
    const id = await domainId("daf-yomi");
    await createCollection(ctx, admin, { words: [["שָׁלוֹם", "peace"]], shared: true, domain: "daf-yomi", slug: "berakhot", name: "Berakhot" });
    expect((await patch(`/api/admin/domains/${id}`, { slug: "daf-hayomi", name: "Daf HaYomi" })).status).toBe(200);
    expect((await call(ctx, "GET", "/api/collections/daf-hayomi/berakhot", { user: learner })).status).toBe(200);
    expect((await call(ctx, "GET", "/api/collections/daf-yomi/berakhot", { user: learner })).status).toBe(404);
    const held = await del(`/api/admin/domains/${id}`);
    expect(held.status).toBe(409);
    expect(held.json.error).toMatchObject({ messageKey: "domain_in_use_one", message: "This domain still holds 1 collection: delete them or move them to another domain first." });
    const modern = await del(`/api/admin/domains/${await domainId("modern")}`);
    expect(modern.status).toBe(409); // a built-in domain with its collections stays too
  });
});

describe("Subcategories", () => {
  it("creates one for a domain or for all, refuses a duplicate name in the same domain and an unknown domain", async () => {
    const talmud = await domainId("aramaic");
    const a = await post("/api/admin/subcategories", { name: "Tractates", domainId: talmud });
    expect(a.status).toBe(201);
    expect(a.json).toMatchObject({ name: "Tractates", domainId: talmud, order: 0 });
    const everywhere = await post("/api/admin/subcategories", { name: "Tractates" });
    expect(everywhere.status).toBe(201);
    expect(everywhere.json.domainId).toBeNull();
    const dup = await post("/api/admin/subcategories", { name: "Tractates", domainId: talmud });
    expect(dup.status).toBe(409);
    expect(dup.json.error.messageKey).toBe(DOMAIN_MESSAGES.subcategoryTaken);
    const unknown = await post("/api/admin/subcategories", { name: "Orphan", domainId: "00000000-0000-4000-8000-000000000000" });
    expect(unknown.status).toBe(400);
    expect(unknown.json.error.messageKey).toBe(DOMAIN_MESSAGES.unknownDomain);
    expect((await patch(`/api/admin/subcategories/${a.json.id}`, { order: 3 })).json).toMatchObject({ name: "Tractates", order: 3 });
    const listed = (await call(ctx, "GET", "/api/subcategories", { user: learner })).json.subcategories as { id: string }[];
    expect(listed.map((s) => s.id)).toEqual(expect.arrayContaining([a.json.id, everywhere.json.id]));
    expect((await del(`/api/admin/subcategories/${a.json.id}`)).status).toBe(204);
    expect((await del(`/api/admin/subcategories/${a.json.id}`)).status).toBe(404);
  });
});

async function domainId(slug: string): Promise<string> {
  const list = (await call(ctx, "GET", "/api/domains", { user: admin })).json.domains as { id: string; slug: string }[];
  return list.find((d) => d.slug === slug)!.id;
}
