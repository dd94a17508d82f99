import crypto from "node:crypto";
import type { PGlite } from "@electric-sql/pglite";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { migratedUpTo, runMigrationNumber } from "../support/embedded-migrations";

/**
 * Migration 0019 moves the generation queue's history into jobs: each generation_queue row becomes
 * a generate-words job with its id (pending → queued, in progress → failed as a stopped server's
 * job, completed and failed as they were, words and counts kept), then the table goes; piled-up
 * translation runs but the oldest are failed. The migrations up to 0018 run on an embedded
 * database, the rows are written, then 0019.
 */

const onPg = process.env.MILIM_TEST_DB === "pg";
if (onPg) console.log("migration-0019.test.ts: skipped under MILIM_TEST_DB=pg (it migrates an embedded PGlite of its own; `npm test` runs it)");

describe.skipIf(onPg)("migration 0019 on an embedded database", () => {
  let db: PGlite;
  const userId = "user-0019";
  const ids = { pending: crypto.randomUUID(), running: crypto.randomUUID(), completed: crypto.randomUUID(), failed: crypto.randomUUID() };
  const translations = [crypto.randomUUID(), crypto.randomUUID(), crypto.randomUUID()];

  beforeAll(async () => {
    db = await migratedUpTo(19);
    await db.query(`insert into "user" (id, name, email, email_verified, created_at, updated_at) values ($1, 'M', 'm19@example.com', true, now(), now())`, [userId]);
    const collection = { id: null }; // the collections are seeded by the app, not by migrations (and a deleted one leaves null)
    const word = { hebrew: "אוֹר", english: "light", translit: "or", pos: "noun", freqRank: 1, section: "1", isDuplicate: false };
    const insert = (id: string, status: string, extra: string, values: unknown[] = []) => db.query(
      `insert into generation_queue (id, user_id, collection_id, collection_name, section, requested_count, status, created_at ${extra ? `, ${extra.split("=")[0]}` : ""})
       values ($1, $2, $3, 'Genesis', '1', 5, $4, now() ${extra ? `, ${extra.split("=")[1]}` : ""})`, [id, userId, collection!.id, status, ...values]);
    await insert(ids.pending, "pending", "");
    await insert(ids.running, "in_progress", "started_at=now() - interval '1 minute'");
    await db.query(`insert into generation_queue (id, user_id, collection_id, collection_name, section, requested_count, completed_count, status, provider, words, started_at, completed_at)
      values ($1, $2, $3, 'Genesis', '1', 5, 1, 'completed', 'offline', $4::jsonb, now(), now())`, [ids.completed, userId, collection!.id, JSON.stringify([word])]);
    await db.query(`insert into generation_queue (id, user_id, collection_id, collection_name, section, requested_count, status, error_message, started_at, completed_at)
      values ($1, $2, $3, 'Genesis', null, 5, 'failed', 'Job timed out after 10 minutes', now(), now())`, [ids.failed, userId, collection!.id]);
    for (const [i, id] of translations.entries()) {
      await db.query(`insert into jobs (id, kind, status, payload, created_at) values ($1, 'translate-words', 'queued', '{}', now() + make_interval(secs => $2))`, [id, i]);
    }
    await runMigrationNumber(db, 19);
  }, 120_000);
  afterAll(async () => { await db?.close(); });

  describe("migration 0019", () => {
    it("keeps every queue item as a generate-words job with its id, status, counts, words and error", async () => {
      const rows = (await db.query<{ id: string; kind: string; status: string; payload: Record<string, unknown>; result: Record<string, unknown> | null; error: string | null; finished_at: Date | null }>(
        `select id, kind, status, payload, result, error, finished_at from jobs where user_id = $1`, [userId])).rows;
      const byId = new Map(rows.map((r) => [r.id, r]));
      expect(rows.every((r) => r.kind === "generate-words")).toBe(true);
      expect(byId.get(ids.pending)).toMatchObject({ status: "queued", error: null, finished_at: null, payload: { collectionName: "Genesis", section: "1", requestedCount: 5 } });
      expect(byId.get(ids.running)).toMatchObject({ status: "failed", error: "The server stopped while this job was running. Start it again." });
      expect(byId.get(ids.completed)).toMatchObject({ status: "completed", result: { completedCount: 1, provider: "offline", words: [{ hebrew: "אוֹר", english: "light" }] } });
      expect(byId.get(ids.failed)).toMatchObject({ status: "failed", error: "Job timed out after 10 minutes", payload: { section: null } });
      expect((await db.query(`select to_regclass('generation_queue') as t`)).rows).toEqual([{ t: null }]);
    });

    it("keeps one translation run queued (the oldest) and allows no second", async () => {
      const rows = (await db.query<{ id: string; status: string }>(`select id, status from jobs where kind = 'translate-words' order by created_at`)).rows;
      expect(rows.map((r) => r.status)).toEqual(["queued", "failed", "failed"]);
      expect(rows[0]!.id).toBe(translations[0]);
      await expect(db.query(`insert into jobs (id, kind, status, payload) values ($1, 'translate-words', 'queued', '{}')`, [crypto.randomUUID()])).rejects.toThrow();
    });

    it("allows one running generate-words job per user", async () => {
      await db.query(`update jobs set status = 'running' where id = $1`, [ids.pending]);
      await expect(db.query(`update jobs set status = 'running' where id = $1`, [ids.running])).rejects.toThrow();
    });
  });
});
