import { describe, expect, it } from "vitest";
import { onPg, useProcessHarness } from "../support/process-harness";
import { hasSefariaData, NO_SEFARIA_DATA, startSefariaServer } from "../support/sefaria-server";

/**
 * SIGTERM during a burst of answers and a running import, in real processes (the compiled server,
 * node dist/server/main.js): the server stops taking requests, finishes those in flight, writes
 * every answer it accepted, and, the import still running at the shutdown limit, aborts it and puts
 * it back in the queue (a book import may start over: it writes the book in one transaction at the
 * end), then closes the database; the next server on the same data finds every accepted answer and
 * takes the import over: it runs it from the start to a whole book. (Kinds that may not start over
 * are failed with the server-stopped message instead: jobs.test.ts.)
 */
if (!hasSefariaData) console.warn(`graceful-shutdown.test.ts ${NO_SEFARIA_DATA}`);

const LETTERS = "אבגדהוזחטיכלמנסעפצקרשת";
const WORDS = 80;

const suite = useProcessHarness("milim_shutdown", startSefariaServer, hasSefariaData);

// A short limit: the requests in flight end well within it, the import (50 slow chapters) does not.
// The burst (80 answers of one account in 240 ms) is a load, not a learner: without the per-account
// places (request-places.test.ts tests those), so that every answer reaches the shutdown.
const start = () => suite.h.start({ SEFARIA_URL: suite.local.url, JOB_STALE_SECONDS: "5", SHUTDOWN_TIMEOUT_SECONDS: "3", MAX_REQUESTS_PER_ACCOUNT: "0" });

describe.skipIf(!hasSefariaData)(`graceful shutdown of a real server process (${onPg ? "PostgreSQL" : "embedded PGlite"})`, () => {
  it("loses no accepted answer and hands the running import to the next server when stopped with SIGTERM", async () => {
    const first = await start();
    await suite.h.signUp(first, { email: "shutdown@example.com", password: "shutdown-pass-123" }, { admin: true });
    const csv = ["hebrew,english", ...Array.from({ length: WORDS }, (_, i) => `${LETTERS[i % 22]}${LETTERS[Math.floor(i / 22)]}ים,word ${i}`)].join("\r\n");
    const imported = await suite.h.api(first, "POST", "/api/collections/import", { content: csv, fileName: "shutdown.csv", shared: false, domain: "modern", slug: "shutdown", name: "Shutdown" });
    expect(imported.status, JSON.stringify(imported.json)).toBe(200);
    const page = await suite.h.api(first, "GET", "/api/collections/modern/shutdown");
    const wordIds = (page.json.words as { id: string }[]).map((w) => w.id);
    expect(wordIds).toHaveLength(WORDS);

    // A running import (slow texts library) ...
    suite.local.options.delayMs = 400;
    const job = await suite.h.api(first, "POST", "/api/books/import", { title: "Genesis", range: "1-50" });
    expect(job.status).toBe(202);
    await suite.h.waitForJob(first, job.json.job.id, (j) => j.status === "running" && j.percent > 2);

    // ... and a burst of answers, one per word, with SIGTERM in the middle of it.
    const answers = wordIds.map((wordId) => ({ id: crypto.randomUUID(), wordId, action: "know" as const, durationMs: 800 }));
    const sent = answers.map(async (answer, i) => {
      await new Promise((r) => setTimeout(r, i * 3));
      try {
        return (await suite.h.api(first, "POST", "/api/progress/answers", answer)).status;
      } catch {
        return 0; // refused: the server had stopped taking connections
      }
    });
    await new Promise((r) => setTimeout(r, 40 * 3));
    first.child.kill("SIGTERM");
    const exit = await new Promise<number | null>((resolve) => first.child.once("exit", (code) => resolve(code)));
    const statuses = await Promise.all(sent);
    expect(exit).toBe(0);
    const accepted = answers.filter((_, i) => statuses[i] === 200);
    // Some were answered before the signal, some refused after it; none failed half way.
    expect(accepted.length).toBeGreaterThan(0);
    expect(statuses.filter((s) => s !== 200 && s !== 0 && s !== 503)).toEqual([]);
    suite.h.servers.splice(suite.h.servers.indexOf(first), 1);
    suite.local.options.delayMs = 0;

    const second = await start();
    // Every accepted answer is in the database: its progress is there, and a retry of it is a replay.
    const after = await suite.h.api(second, "GET", "/api/collections/modern/shutdown");
    const seen = new Map((after.json.words as { id: string; progress: { timesSeen: number } | null }[]).map((w) => [w.id, w.progress?.timesSeen ?? 0]));
    for (const a of accepted) expect(seen.get(a.wordId)).toBe(1);
    for (const a of accepted.slice(0, 5)) {
      const replay = await suite.h.api(second, "POST", "/api/progress/answers", a);
      expect(replay.status).toBe(200);
      expect(replay.json.applied).toBe(false);
    }
    // The stopping server queued the running import again; the next one ran it from the start to a
    // whole book (one Genesis, all 50 chapters), never failed nor left running.
    const done = await suite.h.waitForJob(second, job.json.job.id, (j) => j.status === "completed" || j.status === "failed", 120_000);
    expect(done.status, done.error ?? "").toBe("completed");
    const library = (await suite.h.api(second, "GET", "/api/books")).json.books as { title: string; totalChapters: number }[];
    expect(library.map((b) => [b.title, b.totalChapters])).toEqual([["Genesis", 50]]);
    const log = await import("node:fs").then((fs) => fs.readFileSync(first.logFile, "utf8"));
    expect(log).toContain("Shutting down");
    expect(log).toContain("Handed a running job to another server");
    expect(log).toContain("\"msg\":\"Stopped\"");
  }, 300_000);
});
