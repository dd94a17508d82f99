import crypto from "node:crypto";
import { and, eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { account, session, twoFactor, user as userTable } from "../../src/server/db/schema";
import { call, cookieFrom, createTestContext, signIn, signUp, type TestContext, type TestUser } from "../helpers/test-app";
import { totp } from "../support/totp";

/**
 * The confirmation link e-mailed at sign-up (src/server/auth/confirm-address.ts): in the browser of
 * the person who signed up it confirms the address and they stay signed in; opened anywhere else the
 * GET changes nothing (mail scanners open links on delivery) and leads to a page whose button (POST
 * /api/confirm-address) ends every session, makes the password chosen at sign-up stop working and
 * leads to the new-password form.
 */
let ctx: TestContext;
beforeAll(async () => { ctx = await createTestContext({ ADMIN_EMAILS: "head@example.com" }); });
afterAll(async () => { await ctx.close(); });

const freshEmail = () => `confirm-${crypto.randomBytes(4).toString("hex")}@example.com`;
const me = (cookie: string) => call(ctx, "GET", "/api/me", { headers: { cookie } });

async function authPost(path: string, body: unknown, cookie?: string) {
  const res = await ctx.app.request(`/api/auth${path}`, {
    method: "POST",
    headers: { "content-type": "application/json", origin: ctx.config.publicUrl, ...(cookie ? { cookie } : {}) },
    body: JSON.stringify(body),
  });
  const text = await res.text();
  return { status: res.status, json: text ? JSON.parse(text) : undefined, cookie: cookieFrom(res) };
}

/** The confirmation link mailed to `email` at sign-up (signUp waits for it). */
function confirmationLink(email: string): string {
  const mail = ctx.mail.find((m) => m.to === email.toLowerCase() && m.subject === "Confirm your Milim address");
  expect(mail, `a confirmation mail to ${email}`).toBeDefined();
  const link = new URL(mail!.link!);
  expect(link.pathname).toBe("/api/auth/verify-email");
  return link.pathname + link.search;
}

/** Opens the link, with the browser's cookie if any; the answer's redirect and cookie. */
async function open(link: string, cookie?: string) {
  const res = await ctx.app.request(link, cookie ? { headers: { cookie } } : {});
  return { status: res.status, location: res.headers.get("location") ?? "", cookie: cookieFrom(res) };
}

const verified = async (id: string) => (await ctx.deps.db.select({ v: userTable.emailVerified }).from(userTable).where(eq(userTable.id, id)))[0]!.v;
const sessionsOf = async (id: string) => (await ctx.deps.db.select({ id: session.id }).from(session).where(eq(session.userId, id))).length;

/** The confirm-address page a GET led to: its token (the link's own), after checking the address. */
function confirmPageToken(location: string): string {
  const to = new URL(location);
  expect(to.origin + to.pathname).toBe(`${ctx.config.publicUrl}/auth`);
  expect(to.searchParams.get("mode")).toBe("confirm-address");
  return to.searchParams.get("token")!;
}

/** The page's button: POST /api/confirm-address (from this site, as a browser sends it). */
async function press(location: string, cookie?: string, origin = ctx.config.publicUrl) {
  const res = await call(ctx, "POST", "/api/confirm-address", {
    body: { token: confirmPageToken(location) }, headers: { origin, ...(cookie ? { cookie } : {}) },
  });
  return { status: res.status, next: (res.json as { next?: string } | undefined)?.next ?? "", json: res.json };
}

/** Follows the button's answer to the new-password form: its token, and the password set with it. */
async function setNewPassword(next: string, password: string) {
  const to = new URL(next, ctx.config.publicUrl);
  expect(to.pathname).toBe("/auth");
  expect(to.searchParams.get("mode")).toBe("new-password");
  expect(to.searchParams.get("confirmed")).toBe("1");
  const token = to.searchParams.get("token");
  expect(token).toMatch(/^[\w-]{20,}$/);
  return authPost("/reset-password", { token, newPassword: password });
}

describe("the sign-up confirmation link", () => {
  it("opened in the browser that signed up: confirms the address and that session stays signed in", async () => {
    const dana = await signUp(ctx, { email: freshEmail(), password: "dana-pass-1" });
    const elsewhere = await signIn(ctx, dana.email, dana.password); // another device of hers
    const opened = await open(confirmationLink(dana.email), dana.cookie);
    expect(opened.status).toBe(302);
    expect(new URL(opened.location, ctx.config.publicUrl).pathname).toBe("/");
    expect(opened.cookie).not.toContain("session_token=;"); // not signed out
    expect(await verified(dana.id)).toBe(true);
    expect((await me(dana.cookie)).status).toBe(200);
    expect((await me(elsewhere.cookie)).status).toBe(200);
    expect((await authPost("/sign-in/email", { email: dana.email, password: "dana-pass-1" })).status).toBe(200);
    // Opened again, anywhere: already used, nothing changes.
    const again = await open(confirmationLink(dana.email));
    expect(again.status).toBe(302);
    expect(again.location).not.toContain("mode=");
    expect((await authPost("/sign-in/email", { email: dana.email, password: "dana-pass-1" })).status).toBe(200);
    // The button pressed with that link all the same: the log-in form, nothing removed.
    const pressed = await press(`${ctx.config.publicUrl}/auth?mode=confirm-address&token=${new URL(confirmationLink(dana.email), ctx.config.publicUrl).searchParams.get("token")}`);
    expect(pressed).toMatchObject({ status: 200, next: "/auth?mode=login" });
    expect((await me(dana.cookie)).status).toBe(200);
  });

  it("opened in another browser: the GET changes nothing; the page's button confirms, ends every session, the old password stops working, the new-password form sets one", async () => {
    const noa = await signUp(ctx, { email: freshEmail(), password: "chosen-at-sign-up" });
    const second = await signIn(ctx, noa.email, noa.password);
    // A browser signed in to another account is not the account's own session either.
    const someoneElse = await signUp(ctx, { email: freshEmail() });
    expect((await me(second.cookie)).status).toBe(200); // its session is now in the server's session cache
    const sessionsBefore = await sessionsOf(noa.id);
    const opened = await open(confirmationLink(noa.email), someoneElse.cookie);
    expect(opened.status).toBe(302);
    expect(opened.cookie).not.toContain("session_token");
    expect(confirmPageToken(opened.location)).toBe(new URL(confirmationLink(noa.email), ctx.config.publicUrl).searchParams.get("token"));
    // Nothing changed: not confirmed, every session kept, the password still works.
    expect(await verified(noa.id)).toBe(false);
    expect(await sessionsOf(noa.id)).toBe(sessionsBefore);
    expect((await me(noa.cookie)).status).toBe(200);
    expect((await me(second.cookie)).status).toBe(200);
    expect((await authPost("/sign-in/email", { email: noa.email, password: "chosen-at-sign-up" })).status).toBe(200);

    // The button, from another site: refused, nothing done.
    expect((await press(opened.location, someoneElse.cookie, "https://evil.example")).status).toBe(403);
    expect(await verified(noa.id)).toBe(false);

    const pressed = await press(opened.location, someoneElse.cookie);
    expect(pressed.status).toBe(200);
    expect(await verified(noa.id)).toBe(true);
    expect(await sessionsOf(noa.id)).toBe(0);
    expect((await me(noa.cookie)).status).toBe(401);
    expect((await me(second.cookie)).status).toBe(401);
    expect((await me(someoneElse.cookie)).json.user.email).toBe(someoneElse.email);
    // The password chosen at sign-up no longer signs in, even before the new one is set.
    const refused = await authPost("/sign-in/email", { email: noa.email, password: "chosen-at-sign-up" });
    expect(refused.status).toBe(401);
    expect(refused.json.error.code).toBe("invalid_email_or_password");
    expect(refused.cookie).not.toContain("session_token=");

    const reset = await setNewPassword(pressed.next, "owners-new-pass");
    expect(reset.status).toBe(200);
    expect((await authPost("/sign-in/email", { email: noa.email, password: "chosen-at-sign-up" })).status).toBe(401);
    const owner = await authPost("/sign-in/email", { email: noa.email, password: "owners-new-pass" });
    expect(owner.status).toBe(200);
    expect((await me(owner.cookie)).json.user.email).toBe(noa.email);
    // The token worked once.
    expect((await setNewPassword(pressed.next, "a-third-pass")).status).toBe(400);
  });

  it("a mail scanner opening it first changes nothing: the reader's own browser then confirms and stays signed in", async () => {
    const lea = await signUp(ctx, { email: freshEmail(), password: "lea-pass-1" });
    const link = confirmationLink(lea.email);
    const scanned = await open(link); // Outlook Safe Links, on delivery
    expect(scanned.location).toContain("mode=confirm-address");
    expect((await me(lea.cookie)).status).toBe(200);
    const opened = await open(link, lea.cookie); // the reader, in the browser that signed up
    expect(new URL(opened.location, ctx.config.publicUrl).pathname).toBe("/");
    expect(await verified(lea.id)).toBe(true);
    expect((await me(lea.cookie)).status).toBe(200);
    expect((await authPost("/sign-in/email", { email: lea.email, password: "lea-pass-1" })).status).toBe(200);
  });

  it("after the button, the link leads to the button again until a password is set; then it is used", async () => {
    const ori = await signUp(ctx, { email: freshEmail(), password: "ori-pass-1" });
    const link = confirmationLink(ori.email);
    const first = await press((await open(link)).location);
    expect((await me(ori.cookie)).status).toBe(401);
    const opened = await open(link, ori.cookie); // the reader, whose session has ended
    expect(opened.location).toContain("mode=confirm-address");
    const again = await press(opened.location);
    expect(again.status).toBe(200);
    expect(new URL(again.next, ctx.config.publicUrl).searchParams.get("token")).not.toBe(new URL(first.next, ctx.config.publicUrl).searchParams.get("token"));
    expect((await setNewPassword(again.next, "ori-new-pass")).status).toBe(200);
    expect((await authPost("/sign-in/email", { email: ori.email, password: "ori-new-pass" })).status).toBe(200);
    // Once a password is set, the link is used: it leads home and changes nothing.
    const used = await open(link);
    expect(used.location).not.toContain("token=");
    expect((await authPost("/sign-in/email", { email: ori.email, password: "ori-new-pass" })).status).toBe(200);
  });

  it("the button with a bad or foreign token: 400, nothing done", async () => {
    const bad = await press(`${ctx.config.publicUrl}/auth?mode=confirm-address&token=not-a-link`);
    expect(bad.status).toBe(400);
    expect(bad.json.error.code).toBe("bad_request");
  });

  it("removes a second factor set up by whoever signed up, so the owner can log in with the new password", async () => {
    const squatter = await signUp(ctx, { email: freshEmail(), password: "squatter-pass" });
    const enabled = await authPost("/two-factor/enable", { password: "squatter-pass" }, squatter.cookie);
    expect(enabled.status).toBe(200);
    const secret = new URL(enabled.json.totpURI).searchParams.get("secret")!;
    const cookie = enabled.cookie || squatter.cookie;
    const confirmed = await authPost("/two-factor/verify-totp", { code: totp(secret) }, cookie);
    expect(confirmed.status).toBe(200);
    expect((await me(confirmed.cookie || cookie)).json.user.twoFactorEnabled).toBe(true);

    const opened = await open(confirmationLink(squatter.email));
    expect(await ctx.deps.db.select().from(twoFactor).where(eq(twoFactor.userId, squatter.id))).toHaveLength(1);
    const pressed = await press(opened.location);
    expect(await ctx.deps.db.select().from(twoFactor).where(eq(twoFactor.userId, squatter.id))).toHaveLength(0);
    expect((await setNewPassword(pressed.next, "owner-pass-2")).status).toBe(200);
    const owner = await authPost("/sign-in/email", { email: squatter.email, password: "owner-pass-2" });
    expect(owner.status).toBe(200);
    expect(owner.json.twoFactorRedirect).toBeUndefined();
    expect((await me(owner.cookie)).json.user.twoFactorEnabled).toBe(false);
  });

  it("a log-in that checked the password before the button removed it gets no session", async () => {
    const late = await signUp(ctx, { email: freshEmail(), password: "late-pass-1" });
    await press((await open(confirmationLink(late.email))).location);
    // As if the password had been checked just before: a session written for the account now.
    const auth = await ctx.deps.auth.$context;
    const made = await auth.internalAdapter.createSession(late.id);
    expect(await ctx.deps.db.select().from(session).where(eq(session.id, made.id))).toHaveLength(0);
  });
});

describe("ADMIN_EMAILS and the confirmation link", () => {
  let attacker: TestUser;
  let next: string;

  it("someone who signs up first with a listed address never becomes admin, nor keeps the account, when the owner confirms it", async () => {
    ctx.mail.length = 0;
    attacker = await signUp(ctx, { email: "Head@Example.com", password: "attackers-pass", setupToken: null });
    expect((await me(attacker.cookie)).json.roles).toEqual(["user"]);
    // The owner opens the mail they did not ask for, in their own browser, and presses the button.
    const opened = await open(confirmationLink("head@example.com"));
    expect(opened.status).toBe(302);
    expect(opened.cookie).not.toContain("session_token");
    const pressed = await press(opened.location);
    expect(pressed.status).toBe(200);
    next = pressed.next;
    expect((await me(attacker.cookie)).status).toBe(401);
    expect((await authPost("/sign-in/email", { email: "head@example.com", password: "attackers-pass" })).status).toBe(401);
    const [credential] = await ctx.deps.db.select({ password: account.password }).from(account)
      .where(and(eq(account.userId, attacker.id), eq(account.providerId, "credential")));
    expect(credential!.password).toBeNull();
    // The address is confirmed, but no session of it exists to hold the role yet.
    expect(await sessionsOf(attacker.id)).toBe(0);
  });

  it("the owner sets a password through the link and is admin; the attacker's password still fails", async () => {
    expect((await setNewPassword(next, "the-real-head-1")).status).toBe(200);
    expect((await authPost("/sign-in/email", { email: "head@example.com", password: "attackers-pass" })).status).toBe(401);
    const owner = await authPost("/sign-in/email", { email: "head@example.com", password: "the-real-head-1" });
    expect(owner.status).toBe(200);
    expect((await me(owner.cookie)).json.roles).toEqual(["admin"]);
    expect((await me(attacker.cookie)).status).toBe(401);
  });
});
