import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { ServerProcess } from "../e2e/support/server-process";
import { hasJastrowData, NO_JASTROW_DATA, startLexiconServer, type LexiconServer } from "../support/lexicon-server";
import { createProcessHarness, onPg, type ProcessHarness } from "../support/process-harness";

/**
 * kill -9 in the middle of a re-import of Jastrow (issue 29), in a real server process: after a
 * restart the job is failed and the dictionary holds the old lexicon, untouched (entries are staged
 * and merged only when a run completes). PGlite by default, PostgreSQL with MILIM_TEST_DB=pg.
 */
if (!hasJastrowData) console.warn(`faults-jastrow.test.ts ${NO_JASTROW_DATA}`);

let lexicons: LexiconServer;
let h: ProcessHarness;

beforeAll(async () => {
  if (!hasJastrowData) return;
  lexicons = await startLexiconServer();
  h = await createProcessHarness("milim_faults_jastrow");
});
afterAll(async () => {
  await h?.close();
  await lexicons?.close();
}, 60_000);

const start = (port: number) => h.start(port, { DICTIONARY_JASTROW_URL: `${lexicons.url}/jastrow/`, JOB_STALE_SECONDS: "5" });
const api = (server: ServerProcess, method: string, url: string, body?: unknown) => h.api(server, method, url, body);
const OLD = { hebrew: 32_512 - 3_211, aramaic: 3_211 };

describe.skipIf(!hasJastrowData)(`kill -9 during a Jastrow re-import (${onPg ? "PostgreSQL" : "embedded PGlite"})`, () => {
  it("leaves the old lexicon as it was and fails the job", async () => {
    const first = await start(8772);
    await h.signUp(first, { email: "jastrow-faults@example.com", password: "faults-pass-1" }, { admin: true });
    const imported = await api(first, "POST", "/api/dictionary/imports", { source: "jastrow" });
    expect(await h.waitForJob(first, imported.json.job.id, (j) => j.status === "completed" || j.status === "failed", 300_000)).toMatchObject({ status: "completed", counts: { entries: 32_512 } });
    expect((await api(first, "GET", "/api/dictionary/stats")).json).toEqual(OLD);

    const again = await api(first, "POST", "/api/dictionary/imports", { source: "jastrow" });
    // Mid-way: batches staged, the run not complete.
    const running = await h.waitForJob(first, again.json.job.id, (j) => (j.counts.entries ?? 0) >= 6000 || j.status === "completed" || j.status === "failed", 300_000);
    expect(running.status).toBe("running");
    await h.killHard(first);

    const second = await start(8773); // takes the data folder's lock over (PGlite)
    expect((await api(second, "POST", "/api/auth/sign-in/email", { email: "jastrow-faults@example.com", password: "faults-pass-1" })).status).toBe(200);
    const failed = await h.waitForJob(second, again.json.job.id, (j) => j.status === "failed");
    expect(failed.error).toMatch(/server stopped/);
    expect((await api(second, "GET", "/api/dictionary/stats")).json).toEqual(OLD);
    const rabban = await api(second, "GET", "/api/dictionary/sources/jastrow/entries/T00121");
    expect(rabban.json).toMatchObject({ word: "רַבָּן", definitions: ["chief; teacher"], details: { plurals: ["רַבָּנִין", "רַבָּנָן"] } });
  }, 600_000);
});
