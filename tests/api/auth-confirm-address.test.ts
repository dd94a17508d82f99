import crypto from "node:crypto";
import { and, eq, isNull, sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import {
  account, collections, gettingStartedDismissals, jobs, parsingAnswers, parsingCards, profiles, reviewFits, session, studySessions, twoFactor,
  userBookCoverage, user as userTable, words,
} from "../../src/server/db/schema";
import { createBook, createCollection } from "../helpers/factories";
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

/**
 * What the sign-up's session made before the address was confirmed elsewhere is not the owner's:
 * the button resets the account to a new account's state (auth/queries.ts#clearAccountData), in
 * every table that refers to an account. Confirmed in the sign-up's own browser, everything stays.
 */
describe("what the account held before its address was confirmed", () => {
  /** Every (table, column) of the database that refers to an account: foreign keys to "user", and columns user_id. */
  async function accountColumns(): Promise<{ table: string; column: string }[]> {
    const result = await ctx.deps.db.execute(sql`
      select c.conrelid::regclass::text as "table", a.attname::text as "column"
        from pg_constraint c join pg_attribute a on a.attrelid = c.conrelid and a.attnum = any(c.conkey)
       where c.contype = 'f' and c.confrelid = '"user"'::regclass
      union
      select table_name::text, column_name::text from information_schema.columns where table_schema = 'public' and column_name = 'user_id'`);
    const rows = (Array.isArray(result) ? result : (result as { rows: unknown[] }).rows) as { table: string; column: string }[];
    return rows.sort((a, b) => `${a.table}.${a.column}`.localeCompare(`${b.table}.${b.column}`));
  }

  /** How many rows of each of those columns name the account. */
  async function rowsOf(userId: string): Promise<Record<string, number>> {
    const out: Record<string, number> = {};
    for (const { table, column } of await accountColumns()) {
      const result = await ctx.deps.db.execute(sql`select count(*)::int as n from ${sql.raw(table)} where ${sql.identifier(column)} = ${userId}`);
      const rows = (Array.isArray(result) ? result : (result as { rows: unknown[] }).rows) as { n: number }[];
      out[`${table}.${column}`] = Number(rows[0]!.n);
    }
    return out;
  }

  const backupsOf = async (user: TestUser) => (await call(ctx, "GET", "/api/backups", { user })).json.backups as { fileName: string }[];

  /**
   * Something in every place an account's rows are: through the API as the sign-up's session makes
   * them (a private collection, answers with a review, settings, a study session, a reading place, a
   * backup), and straight in the database where no learner's request makes them at once (a pending
   * fit, parsing cards and answers, the library's coverage, a job, a dismissed 'Get started' step,
   * the sign-up's place, a second factor: its own test is above).
   */
  async function makeEverything(user: TestUser): Promise<void> {
    const own = await createCollection(ctx, user, { words: [["מִלָּה", "planted word"], ["שֶׁקֶר", "lie"]] });
    const [ownWord] = await ctx.deps.db.select({ id: words.id }).from(words).where(eq(words.collectionId, own.id)).limit(1);
    const [sharedWord] = await ctx.deps.db.select({ id: words.id }).from(words).innerJoin(collections, eq(collections.id, words.collectionId))
      .where(isNull(collections.ownerId)).limit(1);
    for (const [wordId, action] of [[ownWord!.id, "know"], [sharedWord!.id, "know"], [sharedWord!.id, "review"]] as const) {
      const body = action === "review" ? { id: crypto.randomUUID(), wordId, action, rating: 3 } : { id: crypto.randomUUID(), wordId, action };
      expect((await call(ctx, "POST", "/api/progress/answers", { user, body })).status).toBe(200);
    }
    expect((await call(ctx, "PATCH", "/api/settings", { user, body: { dailyGoal: 77, interfaceLanguage: "fr", darkMode: true } })).status).toBe(200);
    expect((await call(ctx, "PATCH", "/api/settings/review", { user, body: { desiredRetention: 0.8 } })).status).toBe(200);
    expect((await call(ctx, "POST", "/api/study-sessions", { user, body: { durationMinutes: 30 } })).status).toBe(201);
    const bookId = await createBook(ctx);
    expect((await call(ctx, "PUT", `/api/books/${bookId}/progress`, { user, body: { chapter: 2, verse: 1 } })).status).toBe(200);
    expect((await call(ctx, "POST", "/api/backups", { user })).status).toBe(200);

    const db = ctx.deps.db;
    await db.insert(reviewFits).values({ userId: user.id, jobId: crypto.randomUUID(), weights: [1], reviewCount: 1, cardCount: 1,
      metrics: { defaults: { logLoss: 1, rmse: 1 }, current: null, fitted: { logLoss: 1, rmse: 1 } } });
    const card = { due: new Date(), stability: 1, difficulty: 5, scheduledDays: 1, learningSteps: 0, reps: 1, lapses: 0, state: 2 };
    const [parsed] = await db.insert(parsingCards).values({ userId: user.id, form: "אָמַר", morph: "HVqp3ms", strong: "H559", bookId, chapter: 1, verse: 1, position: 1, ...card })
      .returning({ id: parsingCards.id });
    await db.insert(parsingAnswers).values({ id: crypto.randomUUID(), userId: user.id, cardId: parsed!.id, correct: true, rating: 3, answeredAt: new Date() });
    await db.insert(userBookCoverage).values({ userId: user.id, bookId, version: 1, knownTokens: 1, totalTokens: 4 });
    await db.insert(jobs).values({ id: crypto.randomUUID(), kind: "fit-review-parameters", userId: user.id, status: "queued", payload: {} });
    await db.insert(gettingStartedDismissals).values({ step: "learners", dismissedBy: user.id })
      .onConflictDoUpdate({ target: gettingStartedDismissals.step, set: { dismissedBy: user.id } });
    await db.update(profiles).set({ country: "XX", city: "Planted City" }).where(eq(profiles.id, user.id));
    await db.insert(twoFactor).values({ id: crypto.randomUUID(), secret: "planted", backupCodes: "planted", userId: user.id });
  }

  /** An account's rows as a new account has them: its credential (no password yet), profile, default settings, role and library version. */
  const NEW_ACCOUNT = { "account.user_id": 1, "profiles.id": 1, "settings.user_id": 1, "user_roles.user_id": 1, "user_library_versions.user_id": 1 };

  it("confirmed in another browser: everything the sign-up made is gone, and what a request still running writes before the new password", async () => {
    const mallory = await signUp(ctx, { email: freshEmail(), password: "attackers-pass", firstName: "Mallory", lastName: "Planter" });
    await makeEverything(mallory);
    const before = await rowsOf(mallory.id);
    // Every table that refers to an account holds a row of it: one added later fails here until it is cleared too.
    for (const [where, n] of Object.entries(before)) expect(n, where).toBeGreaterThan(0);
    expect(await backupsOf(mallory)).toHaveLength(1);

    const pressed = await press((await open(confirmationLink(mallory.email))).location);
    expect(pressed.status).toBe(200);
    const after = await rowsOf(mallory.id);
    expect(after).toEqual({ ...Object.fromEntries(Object.keys(before).map((k) => [k, 0])), ...NEW_ACCOUNT });
    expect(await ctx.deps.storage.list(`${mallory.id}/`)).toEqual([]);
    const [dismissed] = await ctx.deps.db.select({ by: gettingStartedDismissals.dismissedBy }).from(gettingStartedDismissals).where(eq(gettingStartedDismissals.step, "learners"));
    expect(dismissed!.by).toBeNull();

    // A request of the sign-up's that was still running at the button writes after it: cleared when the owner sets a password.
    await ctx.deps.db.insert(studySessions).values({ userId: mallory.id, durationMinutes: 10 });
    await ctx.deps.storage.put(`${mallory.id}/late.json`, new TextEncoder().encode("{}"), { overwrite: false });
    expect((await setNewPassword(pressed.next, "owners-own-pass")).status).toBe(200);
    expect(await rowsOf(mallory.id)).toEqual(after);
    expect(await ctx.deps.storage.list(`${mallory.id}/`)).toEqual([]);

    // The owner signs in to a new account's state.
    const owner = { ...mallory, ...(await signIn(ctx, mallory.email, "owners-own-pass")) };
    const me = (await call(ctx, "GET", "/api/me", { user: owner })).json;
    expect(me.user).toMatchObject({ email: mallory.email, firstName: null, lastName: null, twoFactorEnabled: false });
    expect(me.roles).toEqual(["user"]);
    expect(me.settings).toMatchObject({ dailyGoal: 30, interfaceLanguage: null, darkMode: null });
    expect((await call(ctx, "GET", "/api/settings/review", { user: owner })).json).toMatchObject({ desiredRetention: 0.9, fsrsWeights: null });
    expect(await backupsOf(owner)).toEqual([]);
    const listed = (await call(ctx, "GET", "/api/collections?domain=modern", { user: owner })).text;
    expect(listed).not.toContain("planted word");
    const [named] = await ctx.deps.db.select({ name: userTable.name }).from(userTable).where(eq(userTable.id, mallory.id));
    expect(named!.name).toBe(mallory.email);
    // What the owner makes from now on stays: setting a password again clears nothing.
    expect((await call(ctx, "POST", "/api/study-sessions", { user: owner, body: { durationMinutes: 5 } })).status).toBe(201);
    expect((await authPost("/request-password-reset", { email: mallory.email })).status).toBe(200);
    const resetMail = await vi.waitFor(() => ctx.mail.find((m) => m.to === mallory.email && /reset/i.test(m.subject)) ?? Promise.reject(new Error("no reset mail yet")));
    const resetToken = new URL(resetMail.link!).pathname.split("/").at(-1);
    expect((await authPost("/reset-password", { token: resetToken, newPassword: "owners-next-pass" })).status).toBe(200);
    expect((await rowsOf(mallory.id))["study_sessions.user_id"]).toBe(1);
  });

  it("confirmed in the sign-up's own browser: everything stays", async () => {
    const dan = await signUp(ctx, { email: freshEmail(), password: "dans-pass-1" });
    await makeEverything(dan);
    const before = await rowsOf(dan.id);
    const opened = await open(confirmationLink(dan.email), dan.cookie);
    expect(new URL(opened.location, ctx.config.publicUrl).pathname).toBe("/");
    expect(await verified(dan.id)).toBe(true);
    expect(await rowsOf(dan.id)).toEqual(before);
    expect(await backupsOf(dan)).toHaveLength(1);
    expect((await me(dan.cookie)).json.settings).toMatchObject({ dailyGoal: 77, interfaceLanguage: "fr" });
    // The button pressed with that link afterwards: the log-in form, nothing removed.
    const token = new URL(confirmationLink(dan.email), ctx.config.publicUrl).searchParams.get("token");
    expect(await press(`${ctx.config.publicUrl}/auth?mode=confirm-address&token=${token}`)).toMatchObject({ status: 200, next: "/auth?mode=login" });
    expect(await rowsOf(dan.id)).toEqual(before);
  });
});
