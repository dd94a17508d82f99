import crypto from "node:crypto";
import fs from "node:fs";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { ServerProcess } from "../e2e/support/server-process";
import { createProcessHarness, onPg, type ProcessHarness } from "../support/process-harness";

/**
 * kill -9 in the middle of a restore and of a collection import, in a real server process: after
 * a restart the data folder opens, the lock is taken over, and the learner's data is wholly old or
 * wholly new (each runs in one transaction). PGlite under `npm test`, PostgreSQL under `npm run test:pg`.
 * The first kills land at a fixed time (during validation or writing); the last ones as soon as the
 * server logs (at debug level) that its write transaction has begun: inside the transaction.
 */
const WORDS = 15_000;
let h: ProcessHarness;

beforeAll(async () => { h = await createProcessHarness("milim_faults_restore"); });
afterAll(async () => { await h?.close(); }, 60_000);

const start = () => h.start({ LOG_LEVEL: "debug" });
const api = (server: ServerProcess, method: string, url: string, body?: unknown) => h.api(server, method, url, body);
const signIn = (s: ServerProcess) => api(s, "POST", "/api/auth/sign-in/email", { email: "restore@example.com", password: "restore-pass-1" });

/** Sends a request and kills the server `afterMs` later, while it is still working on it. */
async function killDuring(s: ServerProcess, method: string, url: string, body: unknown, afterMs: number) {
  const pending = api(s, method, url, body).catch(() => ({ status: 0, json: null }));
  await new Promise((r) => setTimeout(r, afterMs));
  await h.killHard(s);
  return pending;
}

/** Sends a request and kills the server as soon as its log shows `line` (its transaction has begun). */
async function killWhenLogged(s: ServerProcess, method: string, url: string, body: unknown, line: string) {
  const logged = () => fs.readFileSync(s.logFile, "utf8").split("\n").filter((l) => l.includes(line)).length;
  const before = logged();
  const pending = api(s, method, url, body).catch(() => ({ status: 0, json: null }));
  const until = Date.now() + 60_000;
  while (logged() === before) {
    if (Date.now() > until) throw new Error(`the server never logged "${line}"`);
    await new Promise((r) => setTimeout(r, 2));
  }
  await h.killHard(s);
  return pending;
}

describe(`kill -9 during a restore and a collection import (${onPg ? "PostgreSQL" : "embedded PGlite"})`, () => {
  it("leaves the learner's data wholly old or wholly new", async () => {
    const first = await start();
    const userId = await h.signUp(first, { email: "restore@example.com", password: "restore-pass-1" });
    const ids = Array.from({ length: WORDS }, () => crypto.randomUUID());
    const collection = { id: crypto.randomUUID(), domain: "modern", name: "Faulty", slug: "faulty", description: null, subcategory: null, order: 0, metadata: {}, owner_id: userId };
    const backup = {
      timestamp: new Date().toISOString(), version: "1.0",
      data: {
        collections: [collection],
        words: ids.map((id, i) => ({ id, collection_id: collection.id, hebrew: `מִלָּה ${i}`, english: `word ${i}`, freq_rank: i + 1 })),
        progress: ids.map((word_id) => ({ user_id: userId, word_id, status: "known", times_seen: 2, times_known: 2 })),
        settings: [],
      },
      stats: { collectionsCount: 1, wordsCount: WORDS, progressCount: WORDS },
    };
    const restore = await killDuring(first, "POST", "/api/backups/restore", backup, 700);

    let second = await start();
    expect((await signIn(second)).status).toBe(200);
    const page = await api(second, "GET", "/api/collections/modern/faulty");
    const outcome = page.status === 404 ? "old" : "new";
    if (page.status === 200) {
      expect(page.json.words).toHaveLength(WORDS);
      expect(page.json.words.filter((w: { progress: { status: string } | null }) => w.progress?.status === "known")).toHaveLength(WORDS);
    } else {
      expect(page.status).toBe(404);
    }
    console.log(`kill -9 during a restore (answer ${restore.status}): ${outcome}`);

    const csv = ["hebrew,english", ...Array.from({ length: WORDS }, (_, i) => `שֵׁם ${i},name ${i}`)].join("\r\n");
    const imported = await killDuring(second, "POST", "/api/collections/import", { content: csv, fileName: "imported.csv", domain: "modern", slug: "imported" }, 400);
    second = await start();
    expect((await signIn(second)).status).toBe(200);
    const after = await api(second, "GET", "/api/collections/modern/imported");
    if (after.status === 200) expect(after.json.words).toHaveLength(WORDS);
    else expect(after.status).toBe(404);
    console.log(`kill -9 during a collection import (answer ${imported.status}): ${after.status === 200 ? "new" : "old"}`);

    // Inside the write transactions: nothing of either is left.
    const restoreAgain = { ...backup, data: { ...backup.data, collections: [{ ...collection, id: crypto.randomUUID(), slug: "faulty-tx", name: "Faulty tx" }] } };
    restoreAgain.data.words = restoreAgain.data.words.map((w) => ({ ...w, id: crypto.randomUUID(), collection_id: restoreAgain.data.collections[0]!.id }));
    restoreAgain.data.progress = restoreAgain.data.words.map((w) => ({ user_id: userId, word_id: w.id, status: "known", times_seen: 2, times_known: 2 }));
    const inTx = await killWhenLogged(second, "POST", "/api/backups/restore", restoreAgain, "Restore: writing the backup in one transaction");
    second = await start();
    expect((await signIn(second)).status).toBe(200);
    expect((await api(second, "GET", "/api/collections/modern/faulty-tx")).status).toBe(404);
    console.log(`kill -9 inside the restore's transaction (answer ${inTx.status}): old`);
    const importTx = await killWhenLogged(second, "POST", "/api/collections/import", { content: csv, fileName: "imported-tx.csv", domain: "modern", slug: "imported-tx" }, "Collection import: writing the collection in one transaction");
    second = await start();
    expect((await signIn(second)).status).toBe(200);
    expect((await api(second, "GET", "/api/collections/modern/imported-tx")).status).toBe(404);
    console.log(`kill -9 inside the collection import's transaction (answer ${importTx.status}): old`);
  }, 300_000);
});
