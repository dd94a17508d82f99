import { describe, expect, it } from "vitest";
import type { ServerProcess } from "../e2e/support/server-process";
import { hasLexiconData, NO_LEXICON_DATA, startLexiconServer } from "../support/lexicon-server";
import { onPg, useProcessHarness } from "../support/process-harness";

/**
 * kill -9 in the middle of a lexicon import, in a real server process: after a restart the job is
 * failed, the data folder opens, and the dictionary holds nothing of the killed run (all or
 * nothing: entries are staged and merged only when a run completes). Killed during a first import,
 * the dictionary stays empty; killed during a re-import, it keeps the old lexicon, untouched. Every
 * source runs the same import job (import-lexicon.ts), so BDB, the quickest to stage, stands for
 * all five (Jastrow's broken download: dictionary-jastrow.test.ts). PGlite under `npm test`,
 * PostgreSQL under `npm run test:pg`.
 */
if (!hasLexiconData) console.warn(`faults-lexicon.test.ts ${NO_LEXICON_DATA}`);

const suite = useProcessHarness("milim_faults", startLexiconServer, hasLexiconData);

const start = () => suite.h.start({ DICTIONARY_BDB_URL: `${suite.local.url}/BrownDriverBriggs.xml`, JOB_STALE_SECONDS: "5" });
const api = (server: ServerProcess, method: string, url: string, body?: unknown) => suite.h.api(server, method, url, body);
const signIn = (server: ServerProcess) => api(server, "POST", "/api/auth/sign-in/email", { email: "faults@example.com", password: "faults-pass-1" });
const OLD = { hebrew: 10_993, aramaic: 852 };

describe.skipIf(!hasLexiconData)(`kill -9 during a lexicon import (${onPg ? "PostgreSQL" : "embedded PGlite"})`, () => {
  it("leaves no half lexicon, fails the job, and the next import completes; a killed re-import keeps the old lexicon", async () => {
    const first = await start();
    await suite.h.signUp(first, { email: "faults@example.com", password: "faults-pass-1" }, { admin: true });
    const started = await api(first, "POST", "/api/dictionary/imports", { source: "bdb" });
    expect(started.status).toBe(202);
    // Mid-way: some batches staged, the run not complete.
    const running = await suite.h.waitForJob(first, started.json.job.id, (j) => (j.counts.entries ?? 0) >= 2000 || j.status === "completed" || j.status === "failed");
    expect(running.status).toBe("running");
    await suite.h.killHard(first);

    const second = await start(); // takes the data folder's lock over (PGlite)
    expect((await signIn(second)).status).toBe(200);
    const failed = await suite.h.waitForJob(second, started.json.job.id, (j) => j.status === "failed");
    expect(failed.error).toMatch(/server stopped/);
    expect((await api(second, "GET", "/api/dictionary/stats")).json).toEqual({ hebrew: 0, aramaic: 0 });
    const again = await api(second, "POST", "/api/dictionary/imports", { source: "bdb" });
    const done = await suite.h.waitForJob(second, again.json.job.id, (j) => j.status !== "running" && j.status !== "queued", 120_000);
    expect(done).toMatchObject({ status: "completed", counts: { entries: 11_845 } });
    expect((await api(second, "GET", "/api/dictionary/stats")).json).toEqual(OLD);
    const father = (await api(second, "GET", "/api/dictionary/sources/bdb/entries/a.ae.ab")).json;

    // A re-import killed mid-way: the old lexicon, as it was.
    const reimport = await api(second, "POST", "/api/dictionary/imports", { source: "bdb" });
    const staging = await suite.h.waitForJob(second, reimport.json.job.id, (j) => (j.counts.entries ?? 0) >= 2000 || j.status === "completed" || j.status === "failed");
    expect(staging.status).toBe("running");
    await suite.h.killHard(second);

    const third = await start();
    expect((await signIn(third)).status).toBe(200);
    expect((await suite.h.waitForJob(third, reimport.json.job.id, (j) => j.status === "failed")).error).toMatch(/server stopped/);
    expect((await api(third, "GET", "/api/dictionary/stats")).json).toEqual(OLD);
    expect((await api(third, "GET", "/api/dictionary/sources/bdb/entries/a.ae.ab")).json).toEqual(father);
  }, 300_000);
});
