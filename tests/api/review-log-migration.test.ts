import fs from "node:fs";
import { fileURLToPath } from "node:url";
import { sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { BackupFileSchema } from "../../src/shared/backup/backup-file";
import { revlogCsv } from "../../src/shared/review/revlog-csv";
import { reviewCardsForBackup } from "../../src/server/modules/backup/review-queries";
import { reviewRetention } from "../../src/server/modules/statistics/queries";
import { collections, words } from "../../src/server/db/schema";
import { createUsers } from "../helpers/factories";
import { call, createTestContext, type TestContext, type TestUser } from "../helpers/test-app";
import { eq } from "drizzle-orm";

/**
 * Migration 0020 moves the review log from review_logs into the answers' progress_events rows.
 * The test makes a real history through the API, puts the database back in its shape before 0020
 * (review_logs as migration 0016 made it, plus a log restored from a backup, which has no answer),
 * reads the backup's cards and logs, the fsrs-optimizer CSV and the statistics as the code before
 * 0020 read them (its SQL, kept here), runs 0020's own SQL, and reads them through today's code:
 * the same content.
 */
const DAY = 24 * 60 * 60_000;
let clock = Date.parse("2026-05-04T08:00:00Z");
let ctx: TestContext;
let learner: TestUser;
let wordIds: string[];

const migration = fs.readFileSync(fileURLToPath(new URL("../../src/server/db/migrations/0020_review_log_in_events.sql", import.meta.url)), "utf8");
const rows = async <T>(q: ReturnType<typeof sql>) => ((await ctx.deps.db.execute(q)) as unknown as { rows: T[] }).rows;

beforeAll(async () => {
  ctx = await createTestContext({}, { overrides: { now: () => new Date(clock) } });
  ({ learners: [learner] } = await createUsers(ctx, { learners: 1 }));
  wordIds = (await ctx.deps.db.select({ id: words.id }).from(words).innerJoin(collections, eq(collections.id, words.collectionId)).limit(6)).map((w) => w.id);
  // Six words over three weeks: new, learning and review-state cards, every rating, with and without durations.
  for (let day = 0; day < 21; day += 3) {
    for (const [i, wordId] of wordIds.entries()) {
      const body = (day + i) % 4 === 0 ? { action: "dont_know" } : i % 2 === 0 ? { action: "know" } : { action: "review", rating: 1 + ((day + i) % 4), durationMs: 900 + i * 10 + day };
      const r = await call(ctx, "POST", "/api/progress/answers", { user: learner, body: { id: crypto.randomUUID(), wordId, ...body } });
      expect(r.status, r.text).toBe(200);
      clock += 60_000;
    }
    clock += 3 * DAY - 6 * 60_000;
  }
  await call(ctx, "POST", "/api/progress/answers", { user: learner, body: { id: crypto.randomUUID(), wordId: wordIds[0], action: "skip" } });
}, 120_000);
afterAll(async () => { await ctx.close(); });

/** Undoes 0020 on this database: review_logs back (0016's table) from the events, the columns gone. */
async function backToBefore() {
  const ddl = fs.readFileSync(fileURLToPath(new URL("../../src/server/db/migrations/0016_review_cards.sql", import.meta.url)), "utf8")
    .split("--> statement-breakpoint").map((s) => s.trim()).filter((s) => /review_logs/.test(s));
  for (const s of ddl) await ctx.deps.db.execute(sql.raw(s));
  await ctx.deps.db.execute(sql`
    insert into review_logs (id, user_id, card_id, reviewed_at, rating, state, elapsed_days, scheduled_days, duration_ms)
    select e.id, e.user_id, c.id, e.reviewed_at, e.review_rating, e.review_state, e.elapsed_days, e.scheduled_days, e.duration_ms
    from progress_events e join review_cards c on c.user_id = e.user_id and c.word_id = e.word_id
    where e.review_rating is not null`);
  await ctx.deps.db.execute(sql`delete from progress_events where action = 'restored'`);
  await ctx.deps.db.execute(sql`alter table progress_events drop constraint progress_events_review_chk, drop constraint progress_events_duration_chk,
      drop constraint progress_events_action_chk, drop column review_rating, drop column review_state, drop column elapsed_days,
      drop column scheduled_days, drop column duration_ms, drop column reviewed_at`);
  await ctx.deps.db.execute(sql`alter table progress_events add constraint progress_events_action_chk check (action in ('set','know','dont_know','skip','review'))`);
}

/** What the code before 0020 read: the backup's cards with logs, the CSV's rows and the retention counts. */
async function readBefore(userId: string) {
  const cards = await rows<{ id: string; word_id: string }>(sql`select id::text, word_id from review_cards where user_id = ${userId} order by id`);
  const logs = await rows<{ id: string; card_id: string; reviewed_at: Date | string; rating: number; state: number; elapsed_days: number; scheduled_days: number; duration_ms: number | null }>(
    sql`select id, card_id::text, reviewed_at, rating, state, elapsed_days, scheduled_days, duration_ms from review_logs where user_id = ${userId} order by reviewed_at asc, id asc`);
  const iso = (v: Date | string) => new Date(v).toISOString();
  const backupLogs = Object.fromEntries(cards.map((c) => [c.word_id, logs.filter((l) => l.card_id === c.id).map((l) => ({
    id: l.id, reviewed_at: iso(l.reviewed_at), rating: Number(l.rating), state: Number(l.state), elapsed_days: Number(l.elapsed_days),
    scheduled_days: Number(l.scheduled_days), duration_ms: l.duration_ms === null ? null : Number(l.duration_ms),
  }))]));
  const csv = revlogCsv(logs.map((l) => ({ cardId: Number(l.card_id), reviewTime: new Date(l.reviewed_at).getTime(), rating: Number(l.rating), state: Number(l.state), durationMs: l.duration_ms === null ? null : Number(l.duration_ms) })));
  const since = clock - 30 * DAY;
  const [r] = await rows<Record<string, string | number>>(sql`
    select count(*) filter (where reviewed_at >= ${new Date(since).toISOString()}::timestamptz) as "recentReviews",
           count(*) filter (where reviewed_at >= ${new Date(since).toISOString()}::timestamptz and rating <> 1) as "recentPassed",
           count(*) as "allReviews", count(*) filter (where rating <> 1) as "allPassed"
    from review_logs where user_id = ${userId} and state = 2`);
  const retention = Object.fromEntries(Object.entries(r!).map(([k, v]) => [k, Number(v)]));
  return { backupLogs, csv, retention, since };
}

const statistics = async () => {
  const out: unknown[] = [];
  for (const path of ["/api/statistics?tz=UTC", "/api/statistics/today?tz=UTC", "/api/statistics/history?tz=UTC&days=30"]) {
    const r = await call(ctx, "GET", path, { user: learner });
    expect(r.status, r.text).toBe(200);
    out.push(r.json);
  }
  return out;
};

describe("migration 0020: the review log moves into the answers' events", () => {
  it("backups, the fsrs-optimizer CSV and the statistics read the same before and after", async () => {
    await backToBefore();
    // A log restored from a backup before 0020: on a card, without an answer event.
    const [card] = await rows<{ id: string; word_id: string }>(sql`select id::text, word_id from review_cards where user_id = ${learner.id} order by id limit 1`);
    await ctx.deps.db.execute(sql`insert into review_logs (id, user_id, card_id, reviewed_at, rating, state, elapsed_days, scheduled_days, duration_ms)
      values (${crypto.randomUUID()}, ${learner.id}, ${card!.id}::bigint, '2026-04-01T10:00:00Z', 3, 2, 4, 5, null)`);
    const before = await readBefore(learner.id);
    expect(Object.values(before.backupLogs).flat().length).toBe(7 * 6 + 1); // every answer but the skip is rated, and the restored log
    expect(before.retention.allReviews).toBeGreaterThan(0);
    const statsBefore = await statistics();

    for (const s of migration.split("--> statement-breakpoint")) await ctx.deps.db.execute(sql.raw(s));
    expect(await rows(sql`select 1 from information_schema.tables where table_name = 'review_logs'`)).toEqual([]);

    const cards = await reviewCardsForBackup(ctx.deps.db, learner.id);
    expect(Object.fromEntries([...cards].map(([wordId, c]) => [wordId, c.logs]))).toEqual(before.backupLogs);
    const backup = await call(ctx, "POST", "/api/backups", { user: learner });
    expect(backup.status, backup.text).toBe(200);
    const file = BackupFileSchema.parse(backup.json.backup);
    expect(Object.fromEntries(file.data.progress.filter((p) => p.review_card).map((p) => [p.word_id, p.review_card!.logs]))).toEqual(before.backupLogs);
    const csv = await call(ctx, "GET", "/api/review/log.csv", { user: learner });
    expect(csv.text).toBe(before.csv);
    expect(await reviewRetention(ctx.deps.db, learner.id, before.since)).toEqual(before.retention);
    expect(await statistics()).toEqual(statsBefore);
  });
});
