import { and, asc, eq, isNull, sql } from "drizzle-orm";
import { expect } from "vitest";
import { collections, progress, settings, words } from "../../src/server/db/schema";
import { call, type TestContext, type TestUser } from "./test-app";

// eslint-disable-next-line @typescript-eslint/no-explicit-any
export type Json = any;

/** A backup test's calls and database views over the test context `ctx()` gives (set in its beforeAll). */
export function backupHelpers(ctx: () => TestContext) {
  const db = () => ctx().deps.db;

  async function sharedWords(domain: string, slug: string, n: number) {
    return db().select({ id: words.id, collectionId: words.collectionId, hebrew: words.hebrew }).from(words)
      .innerJoin(collections, eq(collections.id, words.collectionId))
      .where(and(eq(collections.domain, domain), eq(collections.slug, slug), isNull(collections.ownerId)))
      .orderBy(asc(words.freqRank), asc(words.id)).limit(n);
  }

  async function setProgress(user: TestUser, word: { id: string; collectionId: string }, v: { status: "learning" | "known" | "unknown"; timesSeen: number; timesKnown: number }) {
    const values = { ...v, lastSeenAt: new Date("2025-03-01T10:00:00.000Z"), knownAt: v.status === "known" ? new Date("2025-03-01T10:00:00.000Z") : null };
    await db().insert(progress).values({ userId: user.id, collectionId: word.collectionId, wordId: word.id, ...values })
      .onConflictDoUpdate({ target: [progress.userId, progress.wordId], set: { ...values, updatedAt: sql`now()` } });
  }

  /** Every row a restore could touch, in a stable order (dates as ISO strings). */
  async function snapshot({ progressIds = true } = {}) {
    const norm = (rows: object[]) => JSON.parse(JSON.stringify(rows));
    return {
      // words_version is the server's cache key, not content: a restore that rewrites words changes it.
      collections: norm((await db().select().from(collections).orderBy(asc(collections.id))).map(({ wordsVersion: _, ...rest }) => rest)),
      words: norm(await db().select().from(words).orderBy(asc(words.id))),
      progress: norm((await db().select().from(progress).orderBy(asc(progress.userId), asc(progress.wordId)))
        .map(({ id, ...rest }) => (progressIds ? { id, ...rest } : rest))),
      settings: norm(await db().select().from(settings).orderBy(asc(settings.userId))),
    };
  }

  const backupOf = async (user: TestUser): Promise<Json> => {
    const r = await call(ctx(), "POST", "/api/backups", { user });
    expect(r.status).toBe(200);
    return r.json;
  };
  const restore = (user: TestUser, body: unknown) => call(ctx(), "POST", "/api/backups/restore", { user, body });
  return { db, sharedWords, setProgress, snapshot, backupOf, restore };
}

/** A deep copy of a backup file, to change without touching the original. */
export const clone = <T>(v: T): T => JSON.parse(JSON.stringify(v));
