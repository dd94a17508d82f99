import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createUsers } from "../helpers/factories";
import { call, importDictionarySource, createTestContext, type TestContext, type TestUser } from "../helpers/test-app";

/**
 * Every signed-in learner reads the lexicon import runs (GET /api/dictionary/imports, the Dictionary
 * Manager's cards): a failed run says so in the rule's words, never with the exception's own text
 * (here the configured lexicon address and the network error; a failed statement's SQL elsewhere).
 * The lexicon URLs of the test context point at a closed port: the words say that the address did
 * not answer and what an offline server does instead.
 */
let ctx: TestContext;
let admin: TestUser;
let learner: TestUser;

beforeAll(async () => {
  ctx = await createTestContext({ DICTIONARY_STRONGS_URL: "http://127.0.0.1:9/internal-mirror/HebrewStrong.xml" }, { startJobs: true });
  ({ admin, learners: [learner] } = await createUsers(ctx, { learners: 1 }));
});
afterAll(async () => { await ctx?.close(); });

describe("a failed lexicon import", () => {
  it("shows learners and admins the job's failure message, not the download's error text", async () => {
    const unreachable = "The lexicon's address did not answer (no network, or a wrong address): nothing was imported. A server without internet access can upload the file in the Dictionary Manager.";
    expect(await importDictionarySource(ctx, admin, "strongs")).toMatchObject({ status: "failed", error: unreachable });
    for (const user of [learner, admin]) {
      const runs = (await call(ctx, "GET", "/api/dictionary/imports", { user })).json.runs as { source: string; status: string; error: string | null }[];
      const run = runs.find((r) => r.source === "strongs")!;
      expect(run).toMatchObject({ status: "failed", error: unreachable, errorKey: "lexicon_download_unreachable", errorParams: {} });
      expect(JSON.stringify(runs)).not.toMatch(/internal-mirror|127\.0\.0\.1|no response/);
    }
  });
});
