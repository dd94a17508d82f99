import fs from "node:fs";
import { TIME_ZONE_COOKIE } from "../../src/shared/api/first-screen";
import { SETUP_TOKEN_HEADER } from "../../src/server/auth/first-admin";
import { seededRandom } from "../../src/shared/study/random";
import { loadBaseWords, vocalize } from "./generate-data";

/**
 * A page's cookie (a Cookie header's text) as cookies of the browser's own jar for `url`. Not as an
 * extra request header: Chromium replaces that header with the jar's cookies on every request once
 * the jar holds one (the app keeps the time zone there), and the page's requests then go without
 * the session.
 */
export function jarCookies(url: string, cookie: string | undefined): { name: string; value: string; url: string }[] {
  if (!cookie) return [];
  return cookie.split(";").map((part) => part.trim()).filter(Boolean).map((part) => {
    const eq = part.indexOf("=");
    return { name: part.slice(0, eq), value: part.slice(eq + 1), url };
  });
}

/** The pages `npm run bench:lighthouse` measures, each with the cookie it is opened with. */
export interface LighthousePage { name: string; path: string; cookie?: string }

export const BENCH_COLLECTION = { domain: "modern", slug: "bench-1000", size: 1000 };

type Post = (p: string, body: object, cookie?: string, extra?: Record<string, string>) => Promise<Response>;

function client(url: string): { post: Post; get: (p: string, cookie: string) => Promise<Response> } {
  return {
    post: (p, body, cookie, extra = {}) => fetch(`${url}${p}`, {
      method: "POST",
      headers: { "content-type": "application/json", origin: url, ...(cookie ? { cookie } : {}), ...extra },
      body: JSON.stringify(body),
    }),
    get: (p, cookie) => fetch(`${url}${p}`, { headers: { cookie } }),
  };
}

async function ok(res: Response, what: string): Promise<Response> {
  if (!res.ok) throw new Error(`${what} failed: ${res.status} ${await res.text()}`);
  return res;
}

const account = (email: string) => ({ email, password: "lighthouse pass", name: "Phone User", firstName: "Phone", lastName: "User" });
const cookieOf = (res: Response) => res.headers.getSetCookie().map((c) => c.split(";")[0]).join("; ");

/** Signs up (the first account through the set-up link) and signs in; returns the cookie. */
async function signUp(url: string, email: string, extra: Record<string, string> = {}): Promise<string> {
  const { post } = client(url);
  await ok(await post("/api/auth/sign-up/email", account(email), undefined, extra), `sign-up of ${email}`);
  return cookieOf(await ok(await post("/api/auth/sign-in/email", { email, password: "lighthouse pass" }), `sign-in of ${email}`));
}

/** Starts a job (a 202 answer) and waits until it has completed; returns its result. */
async function runJob(url: string, cookie: string, p: string, body: object): Promise<Record<string, unknown>> {
  const { post, get } = client(url);
  const started = (await (await ok(await post(p, body, cookie), `POST ${p}`)).json()) as { job: { id: string } };
  const until = Date.now() + 600_000;
  while (Date.now() < until) {
    const job = (await (await get(`/api/jobs/${started.job.id}`, cookie)).json()) as { status: string; result?: Record<string, unknown>; error?: unknown };
    if (job.status === "completed") return job.result ?? {};
    if (job.status === "failed") throw new Error(`job ${p} failed: ${JSON.stringify(job.error)}`);
    await new Promise((r) => setTimeout(r, 500));
  }
  throw new Error(`job ${p} did not complete in 10 minutes`);
}

/** A CSV of `size` vocalized words from the bench data set's word list (the frequency list in ../shared/data). */
function collectionCsv(size: number): string {
  const random = seededRandom(1000);
  const { words } = loadBaseWords(random);
  const rows = ["hebrew,english,translit,freq_rank"];
  for (let i = 0; i < size; i++) {
    const { hebrew, translit } = vocalize(words[i % words.length]!, random);
    rows.push(`${hebrew},word ${i + 1},${translit},${i + 1}`);
  }
  return rows.join("\r\n") + "\r\n";
}

/**
 * Fills a fresh server as the issue's pages need it: an administrator imports Genesis 1 (Sefaria
 * test server), BDB and Strong's (lexicon test server), Genesis' lemmas, and a shared collection of
 * 1,000 words; a learner answers ten words of /modern/daily-1000 "Don't know" (due for review once
 * the clock is moved on, which the caller does); another reads with 'fade'. Returns the seven pages.
 */
export async function preparePages(url: string, setupToken: string): Promise<LighthousePage[]> {
  const admin = await signUp(url, "admin@lighthouse.test", { [SETUP_TOKEN_HEADER]: setupToken });
  const book = await runJob(url, admin, "/api/books/import", { title: "Genesis", range: "1" });
  const bookId = String(book.bookId);
  for (const source of ["bdb", "strongs"]) await runJob(url, admin, "/api/dictionary/imports", { source });
  await runJob(url, admin, "/api/dictionary/lemma-imports", { bookId });
  const { post, get } = client(url);
  await ok(await post("/api/collections/import", {
    content: collectionCsv(BENCH_COLLECTION.size), fileName: "bench.csv", shared: true,
    domain: BENCH_COLLECTION.domain, slug: BENCH_COLLECTION.slug, name: "Bench 1000",
  }, admin), "collection import");

  const learner = await signUp(url, "learner@lighthouse.test");
  const daily = (await (await ok(await get("/api/collections/modern/daily-1000", learner), "collection read")).json()) as { words: { id: string }[] };
  for (const w of daily.words.slice(0, 10)) {
    await ok(await post("/api/progress/answers", { id: crypto.randomUUID(), wordId: w.id, action: "dont_know", durationMs: 2000 }, learner), "answer");
  }
  // A learner who reads with 'Vowels on the words I know: fade' (the chapter then carries each lemma's
  // card stability): the reader page again, as they open it.
  const fader = await signUp(url, "fader@lighthouse.test");
  const settings = (await (await ok(await get("/api/settings", fader), "settings read")).json()) as { reader: Record<string, unknown> };
  await ok(await fetch(`${url}/api/settings`, {
    method: "PATCH", headers: { "content-type": "application/json", origin: url, cookie: fader },
    body: JSON.stringify({ reader: { ...settings.reader, vowels: "fade" } }),
  }), "fade on");
  // A returning learner's browser also sends its time zone (the cookie the app keeps: TIME_ZONE_COOKIE),
  // with which a collection page comes with its daily goal; Chromium runs in this machine's zone.
  const returning = `${learner}; ${TIME_ZONE_COOKIE}=${new Intl.DateTimeFormat().resolvedOptions().timeZone || "UTC"}`;
  return [
    { name: "auth", path: "/auth" },
    { name: "daily-1000", path: "/modern/daily-1000", cookie: returning },
    { name: "collection-1000", path: `/${BENCH_COLLECTION.domain}/${BENCH_COLLECTION.slug}`, cookie: returning },
    { name: "reader-genesis-1", path: `/books/${bookId}/1`, cookie: learner },
    { name: "reader-genesis-1-fade", path: `/books/${bookId}/1`, cookie: fader },
    { name: "dictionary", path: "/dictionary", cookie: learner },
    { name: "review", path: "/review", cookie: learner },
  ];
}

/**
 * Sets the learner's /modern/daily-1000 words back to unknown (Know and Matching made them known),
 * so the interactions can be measured again on the same server (LIGHTHOUSE_REPEAT).
 */
export async function resetDailyWords(url: string, learner: string): Promise<void> {
  const { post, get } = client(url);
  const daily = (await (await ok(await get("/api/collections/modern/daily-1000", learner), "collection read")).json()) as { words: { id: string }[] };
  for (const w of daily.words) {
    await ok(await post("/api/progress/answers", { id: crypto.randomUUID(), wordId: w.id, action: "set", status: "unknown" }, learner), "reset");
  }
}

/** Moves the server's clock (CLOCK_OFFSET_FILE) a day on, so the answered words are due. */
export function moveClockOn(clockFile: string): void {
  fs.writeFileSync(clockFile, String(24 * 3600 * 1000));
}
