import fs from "node:fs";
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { dictionaryEntries } from "../../src/server/db/schema";
import type { Job } from "../../src/shared/api/jobs";
import { createAdmin } from "../helpers/factories";
import { call, createTestContext, waitForJob, type TestContext, type TestUser } from "../helpers/test-app";
import { KAIKKI_HEBREW_PARTICLES, KAIKKI_HEBREW_REAL, KAIKKI_HEBREW_SYNTHETIC } from "../support/lexicon-server";
import { MODERN_LEMMA_GOLD } from "../support/modern-lemma-gold";

/**
 * The modern lookup measured: of the 200 most frequent forms of the shipped frequency
 * list, those whose lemma (MODERN_LEMMA_GOLD) the imported Wiktionary Hebrew holds are "covered";
 * the share of covered forms whose lookup shows that lemma's entry first among Wiktionary's is the
 * figure (goal ≥ 90 %). Run on the real extract lines of tests/support/fixtures, or on the whole
 * extract when KAIKKI_HEBREW_FILE names it; then on the synthetic lines too (said apart), where the
 * floor is what the lookup reaches. The real lines found so far (3) hold none of the 200 forms'
 * lemmas (fixtures/README.md says where else was searched).
 */
let ctx: TestContext;
let admin: TestUser;

beforeAll(async () => {
  ctx = await createTestContext({}, { startJobs: true });
  admin = await createAdmin(ctx);
});
afterAll(async () => ctx?.close());

async function upload(bytes: Buffer): Promise<void> {
  const res = await ctx.app.request("/api/dictionary/imports/kaikki-hebrew/upload", { method: "POST", headers: { cookie: admin.cookie, origin: ctx.config.publicUrl }, body: new Uint8Array(bytes) });
  expect(res.status).toBe(202);
  expect(await waitForJob(ctx, admin, ((await res.json()) as { job: Job }).job.id, 600_000)).toMatchObject({ status: "completed" });
}

/** Wiktionary's page title of an entry: its source id's first part. */
const titleOf = (sourceId: string) => sourceId.split("|")[0]!;

async function measure(label: string): Promise<{ covered: number; right: number; wrong: string[] }> {
  const titles = new Set((await ctx.deps.db.select({ id: dictionaryEntries.sourceId }).from(dictionaryEntries).where(eq(dictionaryEntries.source, "kaikki-hebrew"))).map((r) => titleOf(r.id)));
  let covered = 0;
  let right = 0;
  const wrong: string[] = [];
  for (const [form, lemma] of Object.entries(MODERN_LEMMA_GOLD)) {
    if (!titles.has(lemma)) continue;
    covered++;
    const res = await call(ctx, "GET", `/api/dictionary/lookup?word=${encodeURIComponent(form)}`, { user: admin });
    const first = (res.json.entries as { source: string; sourceId: string }[]).find((e) => e.source === "kaikki-hebrew");
    if (first && titleOf(first.sourceId) === lemma) right++;
    else wrong.push(`${form} → ${first ? titleOf(first.sourceId) : "nothing"} (not ${lemma})`);
  }
  const share = covered ? `${((100 * right) / covered).toFixed(1)} %` : "n/a";
  console.info(`modern lookup, ${label}: ${covered} of the 200 most frequent forms covered (${Object.keys(MODERN_LEMMA_GOLD).length} with a lemma), right lemma first for ${right} of ${covered} (${share})${wrong.length ? `; wrong: ${wrong.join(", ")}` : ""}`);
  return { covered, right, wrong };
}

describe("the modern lookup on the 200 most frequent forms", () => {
  it("on the real extract lines (or the whole extract in KAIKKI_HEBREW_FILE): the right lemma first for at least 90 % of the covered forms", async () => {
    const file = process.env.KAIKKI_HEBREW_FILE;
    await upload(file ? fs.readFileSync(file) : fs.readFileSync(KAIKKI_HEBREW_REAL));
    const { covered, right } = await measure(file ? `the extract ${file}` : "the real fixture lines");
    if (!file) expect(covered).toBe(0); // בָּרָד, תַּחַת, בֵּיצָה: none of the 200 (תחת is 608th)
    expect(right).toBeGreaterThanOrEqual(Math.ceil(0.9 * covered));
  }, 900_000);

  it("on the real and the synthetic lines together (the synthetic cover some of the 200): the right lemma first for every covered form", async () => {
    await upload(Buffer.concat([KAIKKI_HEBREW_REAL, KAIKKI_HEBREW_SYNTHETIC, KAIKKI_HEBREW_PARTICLES].map((f) => fs.readFileSync(f))));
    const { covered, wrong } = await measure("real + synthetic fixture lines");
    // The floor is what the lookup reaches: 30 covered forms, none wrong (לו: the preposition's, not the conjunction 'if').
    expect(covered).toBeGreaterThanOrEqual(30);
    expect(wrong).toEqual([]);
  }, 900_000);
});
