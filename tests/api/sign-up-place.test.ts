import fs from "node:fs";
import path from "node:path";
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { TEST_CLIENT_IP_HEADER } from "../../src/server/auth/client-ip";
import { profiles } from "../../src/server/db/schema";
import { monthOf } from "../../src/server/integrations/geolocation/download-geoip-database";
import { call, createTestContext, signIn, signUp, type TestContext } from "../helpers/test-app";
import { startGeoipServer, type GeoipServer } from "../support/geoip-server";

let ctx: TestContext;
let geoip: GeoipServer;
beforeAll(async () => {
  // A local stand-in for download.db-ip.com serving a real (tiny) MMDB file for this month.
  geoip = await startGeoipServer({ months: [monthOf(new Date())] });
  ctx = await createTestContext({ TRUST_PROXY: "1", GEOIP_URL: geoip.geoipUrl });
});
afterAll(async () => { await ctx.close(); await geoip.close(); });

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
  it("records country and city from the client's address behind a trusted proxy (the database downloaded on this first lookup)", async () => {
    const id = await signUpFrom("jerusalem@example.com", { "x-forwarded-for": "203.0.113.7" });
    expect(await placeOf(id)).toEqual({ country: "Israel", city: "Jerusalem" });
    expect(geoip.requests).toHaveLength(1);
    expect(fs.readdirSync(path.join(ctx.config.dataDir, "geoip"))).toEqual(["dbip-city-lite.mmdb"]);
  });

  it("records nothing for a private address (a classroom's LAN)", async () => {
    const id = await signUpFrom("lan@example.com", { [TEST_CLIENT_IP_HEADER]: "10.0.0.7" });
    await new Promise((r) => setTimeout(r, 300));
    const [p] = await ctx.deps.db.select({ country: profiles.country, city: profiles.city }).from(profiles).where(eq(profiles.id, id));
    expect(p).toEqual({ country: null, city: null });
    expect(geoip.requests).toHaveLength(1);
  });

  it("shows the place in the administrators' user list", async () => {
    const admin = await signUp(ctx); // the set-up sign-up
    const list = (await call(ctx, "GET", "/api/admin/users", { user: admin })).json.users as { email: string; country: string | null; city: string | null }[];
    expect(list.find((u) => u.email === "jerusalem@example.com")).toMatchObject({ country: "Israel", city: "Jerusalem" });
  });
});
