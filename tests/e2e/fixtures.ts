import crypto from "node:crypto";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { test as base, expect, type APIRequestContext, type Page } from "@playwright/test";
import { readOutbox, waitForMail, type OutboxMail } from "./support/outbox";
import { KAIKKI_FILE, KAIKKI_HEBREW_FILE, startLexiconServer } from "../support/lexicon-server";
import { FREEDICT_DATA } from "../support/libretranslate-server";
import { startSefariaServer, type SefariaServerOptions } from "../support/sefaria-server";
import { SETUP_TOKEN_HEADER } from "../../src/server/auth/first-admin";
import { REPO_ROOT, setupTokenFromLog, startServer } from "./support/server-process";
import { dataDirFromTemplate } from "./support/server-template";

export { expect, readOutbox, waitForMail, type OutboxMail };

/**
 * E2E fixtures: one real Milim server per Playwright worker (E2E_WORKERS, default 2; one more after
 * a failed test's retry), on port E2E_PORT (default 8370) plus the worker's index, with a fresh temporary
 * DATA_DIR (embedded PGlite, a copy of the run's migrated and seeded one: support/server-template.ts;
 * e-mails in DATA_DIR/outbox), CLIENT_DIR = E2E_CLIENT_DIR or
 * ./dist/client, RATE_LIMIT=false. The fixture signs up `server.admin` right away with the set-up
 * token the server printed at start-up (as an operator opens its link): accounts made by tests are
 * ordinary users.
 *
 *   import { test, expect, signUpViaApi } from "./fixtures";
 *   test("…", async ({ page, server }) => { await signUpViaApi(page); await page.goto("/"); });
 */

export interface Credentials { email: string; password: string }

export interface E2EServer {
  /** e.g. http://127.0.0.1:8370 (also the tests' baseURL and the server's PUBLIC_URL). */
  url: string;
  /** The server's DATA_DIR (outbox/, pglite/, server.log). */
  dataDir: string;
  /** The instance's admin (signed up with the start-up set-up link). */
  admin: Credentials;
  /** The set-up link's token printed at start-up (spent: the admin above signed up with it). */
  setupToken: string;
  /**
   * The texts library stand-in's options (the worker's own, in this process): a test that makes it fail a ref
   * (`failRef`) takes it off again when it ends.
   */
  sefaria: SefariaServerOptions;
  /**
   * Moves the server's clock (deps.now: the review schedule) by `ms` from the real time; 0 puts it
   * back. Through CLOCK_OFFSET_FILE. A test that moves it puts it back when it ends.
   */
  setClockOffset(ms: number): void;
}

export const E2E_ADMIN: Credentials = { email: "admin@e2e.test", password: "admin-pass-123" };

/** The running server's URL, for helpers called with a bare APIRequestContext (same worker process). */
let currentServerUrl: string | undefined;

export interface E2EWorkerOptions {
  /**
   * The lexicon server's Jastrow letter files cut to their first this many entries each (its
   * `jastrowEntriesPerLetter`); undefined: the whole files. playwright.config.ts sets it for the
   * library set-up's own server.
   */
  jastrowEntriesPerLetter: number | undefined;
}

export const test = base.extend<object, { server: E2EServer } & E2EWorkerOptions>({
  jastrowEntriesPerLetter: [undefined, { option: true, scope: "worker" }],
  server: [
    async ({ jastrowEntriesPerLetter }, use, workerInfo) => {
      // One server per worker (E2E_WORKERS, default 2): the first on E2E_PORT, the next one above it.
      const port = Number(process.env.E2E_PORT ?? 8370) + workerInfo.parallelIndex;
      const clientDir = path.resolve(REPO_ROOT, process.env.E2E_CLIENT_DIR ?? "dist/client");
      if (!fs.existsSync(path.join(clientDir, "index.html"))) {
        throw new Error(`No built client in ${clientDir}: run \`npx vite build --outDir <dir>\` and set E2E_CLIENT_DIR=<dir> (npm run test:e2e builds ./dist/client).`);
      }
      // The texts library the server imports from: a local stand-in serving the real Sefaria files.
      const sefaria = await startSefariaServer();
      // The lexicon downloads: a local stand-in serving the real OpenScriptures files (and kaikki.org's JSON Lines).
      const lexicons = await startLexiconServer({ jastrowEntriesPerLetter });
      const clockFile = path.join(os.tmpdir(), `milim-e2e-clock-${port}-${process.pid}`);
      fs.rmSync(clockFile, { force: true });
      // The run's migrated, seeded database (support/server-template.ts), copied: no initdb, migrations and seed per server.
      const dataDir = dataDirFromTemplate();
      const proc = await startServer({ port, dataDir, clientDir, env: {
        CLOCK_OFFSET_FILE: clockFile,
        SEFARIA_URL: sefaria.url,
        DICTIONARY_BDB_URL: `${lexicons.url}/BrownDriverBriggs.xml`,
        DICTIONARY_STRONGS_URL: `${lexicons.url}/HebrewStrong.xml`,
        DICTIONARY_KAIKKI_ARAMAIC_URL: `${lexicons.url}/${KAIKKI_FILE}`,
        DICTIONARY_KAIKKI_HEBREW_URL: `${lexicons.url}/${KAIKKI_HEBREW_FILE}`,
        DICTIONARY_JASTROW_URL: `${lexicons.url}/jastrow/`,
        OSHB_URL: `${lexicons.url}/`,
        // 'Set up the library' imports Genesis only here (the product's default: all 39 books), and the Mishnah's
        // Berakhot from the local texts library (the default: all 63 tractates; the stand-in holds this one), and the Talmud's
        // Sukkah 2a–2b (the default: 2a–3b of all 37; the stand-in holds these two pages, no other spec reads Sukkah).
        SETUP_BIBLE_BOOKS: "Genesis",
        SETUP_MISHNAH: "Berakhot",
        SETUP_TALMUD: "Sukkah",
        SETUP_TALMUD_AMUDIM: "2",
        // The offline translator reads the real FreeDict dictionaries.
        FREEDICT_DIR: FREEDICT_DATA,
      } });
      currentServerUrl = proc.url;
      try {
        // As an operator does: the set-up link printed at start-up makes the first administrator.
        const setupToken = await setupTokenFromLog(proc.logFile);
        await postSignUp(proc.url, undefined, { ...E2E_ADMIN, firstName: "E2E", lastName: "Admin" }, setupToken);
        await use({
          url: proc.url, dataDir: proc.dataDir, admin: E2E_ADMIN, setupToken, sefaria: sefaria.options,
          setClockOffset: (ms) => fs.writeFileSync(clockFile, String(Math.round(ms))),
        });
      } finally {
        currentServerUrl = undefined;
        await proc.stop();
        await sefaria.close();
        await lexicons.close();
        fs.rmSync(clockFile, { force: true });
        if (!process.env.E2E_KEEP_DATA) fs.rmSync(proc.dataDir, { recursive: true, force: true });
      }
    },
    { scope: "worker", timeout: 150_000 },
  ],
  baseURL: async ({ server }, use) => use(server.url),
  // Every page of every test: a first screen the server rendered is hydrated, never drawn again
  // because it differed from the browser's first render (main.tsx says so in the console).
  context: async ({ context }, use) => {
    const redrawn: string[] = [];
    const watch = (page: Page) => page.on("console", (m) => {
      if (m.type() === "error" && m.text().startsWith("Milim: the first screen was drawn again")) redrawn.push(`${page.url()}: ${m.text()}`);
    });
    context.pages().forEach(watch);
    context.on("page", watch);
    await use(context);
    expect(redrawn, "pages whose server-rendered first screen React could not hydrate").toEqual([]);
  },
});

let emailCounter = 0;
/** A fresh, never-used address (tests share one server per run). */
export function uniqueEmail(prefix = "learner"): string {
  return `${prefix}-${Date.now().toString(36)}-${++emailCounter}-${crypto.randomBytes(3).toString("hex")}@e2e.test`;
}

type Target = Page | APIRequestContext;

function requestOf(target: Target): APIRequestContext {
  return "goto" in target ? target.request : target;
}

function serverUrl(): string {
  if (!currentServerUrl) throw new Error("The e2e server is not running: use `test` from tests/e2e/fixtures.ts and its `server` fixture (or baseURL).");
  return currentServerUrl;
}

export interface SignUpOptions { email?: string; password?: string; firstName?: string; lastName?: string }
export interface SignedUp extends Credentials { id: string; firstName: string; lastName: string }

/**
 * POST /api/auth/sign-up/email (with the set-up token for the instance's first administrator),
 * then POST /api/auth/sign-in/email as the app does: a `request` context then holds the session.
 */
async function postSignUp(url: string, request: APIRequestContext | undefined, o: Required<SignUpOptions>, setupToken?: string): Promise<{ id: string }> {
  const body = { email: o.email, password: o.password, name: `${o.firstName} ${o.lastName}`, firstName: o.firstName, lastName: o.lastName };
  const headers: Record<string, string> = { "content-type": "application/json", origin: url, ...(setupToken ? { [SETUP_TOKEN_HEADER]: setupToken } : {}) };
  const credentials = { email: o.email, password: o.password };
  if (request) {
    const res = await request.post(`${url}/api/auth/sign-up/email`, { data: body, headers });
    if (!res.ok()) throw new Error(`sign-up of ${o.email} failed: ${res.status()} ${await res.text()}`);
    const signedIn = await request.post(`${url}/api/auth/sign-in/email`, { data: credentials, headers: { "content-type": "application/json", origin: url } });
    if (!signedIn.ok()) throw new Error(`sign-in of ${o.email} failed: ${signedIn.status()} ${await signedIn.text()}`);
    return ((await signedIn.json()) as { user: { id: string } }).user;
  }
  const res = await fetch(`${url}/api/auth/sign-up/email`, { method: "POST", headers, body: JSON.stringify(body) });
  if (!res.ok) throw new Error(`sign-up of ${o.email} failed: ${res.status} ${await res.text()}`);
  const signedIn = await fetch(`${url}/api/auth/sign-in/email`, { method: "POST", headers: { "content-type": "application/json", origin: url }, body: JSON.stringify(credentials) });
  if (!signedIn.ok) throw new Error(`sign-in of ${o.email} failed: ${signedIn.status} ${await signedIn.text()}`);
  return ((await signedIn.json()) as { user: { id: string } }).user;
}

/**
 * Signs up an ordinary user through /api/auth/sign-up/email. With a Page (or page.request /
 * context.request), the browser context is then logged in: its cookies hold the session.
 */
export async function signUpViaApi(target: Target, opts: SignUpOptions = {}): Promise<SignedUp> {
  const o: Required<SignUpOptions> = {
    email: opts.email ?? uniqueEmail(),
    password: opts.password ?? "correct-horse-42",
    firstName: opts.firstName ?? "Dana",
    lastName: opts.lastName ?? "Levi",
  };
  const { id } = await postSignUp(serverUrl(), requestOf(target), o);
  return { id, ...o };
}

/** Signs in through /api/auth/sign-in/email (e.g. `signInViaApi(page, server.admin)`). */
export async function signInViaApi(target: Target, creds: Credentials): Promise<void> {
  const url = serverUrl();
  const res = await requestOf(target).post(`${url}/api/auth/sign-in/email`, {
    data: { email: creds.email, password: creds.password },
    headers: { "content-type": "application/json", origin: url },
  });
  if (!res.ok()) throw new Error(`sign-in of ${creds.email} failed: ${res.status()} ${await res.text()}`);
}

/**
 * Waits until the app has taken over the server's first screen (its shield is gone). A tap on the
 * shield before that is replayed once the page is hydrated (lib/early-tap.ts, tested on its own in
 * phone.spec.ts), but a tap while hydration is under way did not always open the account menu
 * under CI's load: the tests that are about the menu itself press once the app is live.
 */
export async function untilHydrated(page: Page): Promise<void> {
  await expect(page.locator("#milim-shield")).toHaveCount(0);
}
