import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { SETUP_TOKEN_HEADER } from "../../src/server/auth/first-admin";
import { setupTokenFromLog, type ServerProcess } from "../e2e/support/server-process";
import { createProcessHarness, onPg, type ProcessHarness } from "../support/process-harness";

/**
 * A planted session cookie, in a real server process whose PUBLIC_URL is
 * https: the real session cookie is `__Secure-better-auth.session_token`; an attacker who can set a
 * cookie for the host plants `better-auth.session_token=<their value>`, which the victim's browser
 * sends beside the real one. Only the cookie better-auth validates may stand for a session: the
 * planted value alone is no one, before and after the victim's requests that carried it.
 */
const PUBLIC_URL = "https://milim.test";
const PLANTED = "attacker-planted-value.c2lnbmF0dXJl";

let h: ProcessHarness;
let server: ServerProcess;
beforeAll(async () => {
  h = await createProcessHarness("milim_cookie");
  server = await h.start({ PUBLIC_URL });
}, 180_000);
afterAll(async () => {
  await h?.close();
}, 60_000);

async function call(method: string, url: string, cookie: string, body?: unknown) {
  const res = await fetch(`${server.url}${url}`, {
    method,
    headers: { origin: PUBLIC_URL, ...(cookie ? { cookie } : {}), ...(body ? { "content-type": "application/json" } : {}) },
    body: body ? JSON.stringify(body) : undefined,
  });
  const setCookie = res.headers.getSetCookie().map((c) => c.split(";")[0]!).join("; ");
  return { status: res.status, json: (await res.json().catch(() => null)) as any, setCookie }; // eslint-disable-line @typescript-eslint/no-explicit-any
}

async function signUp(email: string, admin: boolean): Promise<{ id: string; cookie: string }> {
  const headers: Record<string, string> = { origin: PUBLIC_URL, "content-type": "application/json" };
  if (admin) headers[SETUP_TOKEN_HEADER] = await setupTokenFromLog(server.logFile);
  const up = await fetch(`${server.url}/api/auth/sign-up/email`, { method: "POST", headers, body: JSON.stringify({ email, password: "cookie-pass-123", name: "Cookie Test", firstName: "Cookie", lastName: "Test" }) });
  expect(up.status, await up.clone().text()).toBe(200);
  const signedIn = await call("POST", "/api/auth/sign-in/email", "", { email, password: "cookie-pass-123" });
  expect(signedIn.status).toBe(200);
  return { id: signedIn.json.user.id as string, cookie: signedIn.setCookie };
}

describe(`the session cookie's name with an https PUBLIC_URL (${onPg ? "PostgreSQL" : "embedded PGlite"})`, () => {
  it("never lets a planted cookie of the other name stand for the session validated beside it", async () => {
    const victim = await signUp("victim-admin@example.com", true);
    const attacker = await signUp("attacker@example.com", false);
    expect((await call("GET", "/api/me", victim.cookie)).json.isAdmin).toBe(true);
    expect(victim.cookie).toMatch(/^__Secure-better-auth\.session_token=/);

    // The victim's browser sends the planted cookie first, then the real one: the victim is served.
    const both = `better-auth.session_token=${PLANTED}; ${victim.cookie}`;
    for (let i = 0; i < 3; i++) {
      const me = await call("GET", "/api/me", both);
      expect(me.status).toBe(200);
      expect(me.json.user.email).toBe("victim-admin@example.com");
    }
    // The attacker's own requests with only the planted value, within the cache's seconds: no one.
    const alone = `better-auth.session_token=${PLANTED}`;
    const me = await call("GET", "/api/me", alone);
    expect(me.status).toBe(401);
    const promote = await call("PUT", `/api/admin/users/${attacker.id}/role`, alone, { role: "admin" });
    expect(promote.status).toBe(401);
    // A session cookie of the plain name is not this server's session cookie, even a valid value.
    const renamed = victim.cookie.replace(/^__Secure-/, "");
    expect((await call("GET", "/api/me", renamed)).status).toBe(401);
    // And the attacker is still no administrator.
    const attackerMe = await call("GET", "/api/me", attacker.cookie);
    expect(attackerMe.json.user.email).toBe("attacker@example.com");
    expect(attackerMe.json.isAdmin).toBe(false);
  }, 120_000);
});
