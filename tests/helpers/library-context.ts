import { expect } from "vitest";
import type { Job } from "../../src/shared/api/jobs";
import { startSefariaServer, type SefariaServer } from "../support/sefaria-server";
import { createUsers } from "./factories";
import { call, createTestContext, waitForJob, type TestContext, type TestUser } from "./test-app";

/**
 * An app with its background jobs running and the Sefaria test server (the real files of
 * ../shared/data/sefaria) as its texts library, with the first account (an admin) and two learners.
 * Call it only when the data is there (hasSefariaData).
 */
export interface LibraryContext {
  ctx: TestContext;
  sefaria: SefariaServer;
  admin: TestUser;
  learner: TestUser;
  other: TestUser;
  /** Imports a text as the admin and waits for its job to end (the job as it ended). */
  importText(title: string, range?: string): Promise<Job>;
  close(): Promise<void>;
}

export async function startLibraryContext(env: Record<string, string> = {}): Promise<LibraryContext> {
  const sefaria = await startSefariaServer();
  const ctx = await createTestContext({ SEFARIA_URL: sefaria.url, ...env }, { startJobs: true });
  const { admin, learners: [learner, other] } = await createUsers(ctx, { learners: 2 });
  return {
    ctx, sefaria, admin, learner, other,
    async importText(title, range) {
      const started = await call(ctx, "POST", "/api/books/import", { user: admin, body: { title, ...(range ? { range } : {}) } });
      expect(started.status, started.text).toBe(202);
      return waitForJob(ctx, admin, started.json.job.id as string);
    },
    async close() {
      await ctx.close();
      await sefaria.close();
    },
  };
}
