import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { TEST_CLIENT_IP_HEADER } from "../../src/server/auth/client-ip";
import { profiles } from "../../src/server/db/schema";
import { call, createTestContext, signIn, signUp, type TestContext } from "../helpers/test-app";

let ctx: TestContext;
beforeAll(async () => { ctx = await createTestContext({ TRUST_PROXY: "1" }); });
afterAll(async () => { await ctx.close(); });

async function signUpFrom(email: string, headers: Record<string, string>) {
  const r = await ctx.app.request("/api/auth/sign-up/email", {
    method: "POST",
    headers: { "content-type": "application/json", origin: ctx.config.publicUrl, ...headers },
    body: JSON.stringify({ email, password: "place-pass-1", firstName: "Pla", lastName: "Ce", name: "Pla Ce" }),
  });
  expect(r.status).toBe(200);
  return (await signIn(ctx, email, "place-pass-1")).id;
}
async function placeOf(id: string) {
  for (let i = 0; i < 100; i++) {
    const [p] = await ctx.deps.db.select({ country: profiles.country, city: profiles.city }).from(profiles).where(eq(profiles.id, id));
    if (p?.country) return p;
    await new Promise((r) => setTimeout(r, 50));
  }
  const [p] = await ctx.deps.db.select({ country: profiles.country, city: profiles.city }).from(profiles).where(eq(profiles.id, id));
  return p;
}

describe("the sign-up location", () => {
  it("records country and city from the client's address behind a trusted proxy, and the admin list shows it", async () => {
    const id = await signUpFrom("jerusalem@example.com", { "x-forwarded-for": "147.237.0.1" });
    expect(await placeOf(id)).toEqual({ country: "Israel", city: "Jerusalem" });
  });

  it("records nothing for a private address (a classroom's LAN)", async () => {
    const id = await signUpFrom("lan@example.com", { [TEST_CLIENT_IP_HEADER]: "10.0.0.7" });
    await new Promise((r) => setTimeout(r, 300));
    const [p] = await ctx.deps.db.select({ country: profiles.country, city: profiles.city }).from(profiles).where(eq(profiles.id, id));
    expect(p).toEqual({ country: null, city: null });
  });

  it("shows the place in the administrators' user list", async () => {
    const admin = await signUp(ctx); // the set-up sign-up
    const list = (await call(ctx, "GET", "/api/admin/users", { user: admin })).json.users as { email: string; country: string | null; city: string | null }[];
    expect(list.find((u) => u.email === "jerusalem@example.com")).toMatchObject({ country: "Israel", city: "Jerusalem" });
  });
});
