import { and, asc, eq, sql } from "drizzle-orm";
import type { CollectionSummary, Domain, Word, WordProgress } from "../../../shared/api/collections";
import type { DbOrTx } from "../../db/client";
import { collections, domains, progress, userRoles, words } from "../../db/schema";
import { isoTimeText, presentWord, wordColumns } from "../../db/study-word-columns";
import { visibleTo } from "../../db/visible-to";
import { readingPathKey } from "../../db/reading-path-key";

const summary = {
  id: collections.id, domain: collections.domain, name: collections.name, slug: collections.slug, order: collections.order,
  description: collections.description, subcategory: collections.subcategory, ownerId: collections.ownerId,
  readingPath: readingPathKey,
};

/** The collections a user can see, by domain (domain order) then collection order. */
export async function listVisibleCollections(db: DbOrTx, userId: string, domain?: string): Promise<CollectionSummary[]> {
  return db
    .select(summary)
    .from(collections)
    .innerJoin(domains, eq(domains.slug, collections.domain))
    .where(domain === undefined ? visibleTo(userId) : and(visibleTo(userId), eq(collections.domain, domain)))
    .orderBy(asc(domains.order), asc(collections.domain), asc(collections.order), asc(collections.name), asc(collections.id));
}

export interface CollectionHead {
  collection: CollectionSummary;
  domain: Domain;
  /** The collection's words_version: which word list this page belongs to (migration 0003). */
  wordsVersion: number;
  isAdmin: boolean;
}

/**
 * The collection at domain/slug visible to the user (their own private one first if it shares the
 * slug of a shared one), its domain, its words_version, and whether the user is an admin, in one
 * statement. null when there is no such visible collection.
 */
export async function findCollectionHead(db: DbOrTx, userId: string, domain: string, slug: string): Promise<CollectionHead | null> {
  const [row] = await db
    .select({
      collection: summary,
      domain: { id: domains.id, name: domains.name, slug: domains.slug, description: domains.description, color: domains.color, order: domains.order },
      wordsVersion: collections.wordsVersion,
      isAdmin: sql<boolean>`exists (select 1 from ${userRoles} where ${userRoles.userId} = ${userId} and ${userRoles.role} = 'admin')`,
    })
    .from(collections)
    .innerJoin(domains, eq(domains.slug, collections.domain))
    .where(and(eq(collections.domain, domain), eq(collections.slug, slug), visibleTo(userId)))
    .orderBy(sql`${collections.ownerId} nulls last`)
    .limit(1);
  return row ? { ...row, isAdmin: row.isAdmin === true || (row.isAdmin as unknown) === "t" } : null;
}

/** A learner's progress on one word: its status, and its JSON as the page sends it (WordProgressSchema). */
export interface ProgressText {
  status: WordProgress["status"];
  json: string;
}

/**
 * The learner's progress on the words now in a collection, by word id, each already written as JSON
 * by the database (presentProgress's fields and rules) and read as one text, a line per word
 * (`<word id>\t<status>\t<JSON>`): 2,500 rows each decoded on the request thread (the thread's
 * message, the driver's row objects and dates, then each encoded again) held it ~12 ms a page, the
 * one text ~0.5 ms.
 */
export async function progressInCollection(db: DbOrTx, userId: string, collectionId: string): Promise<Map<string, ProgressText>> {
  // Written by hand, compact: every value is one of the three statuses (progress_status_chk), an
  // integer or an ISO time, none needing an escape (json_build_object's spaces were 35 KB of a page
  // with 2,500 words' progress).
  const lastSeenAt = sql`coalesce('"' || ${isoTimeText(sql`${progress.lastSeenAt}`)} || '"', 'null')`;
  const json = sql`'{"status":"' || ${progress.status} || '","timesSeen":' || ${progress.timesSeen} || ',"timesKnown":' || ${progress.timesKnown} || ',"lastSeenAt":' || ${lastSeenAt} || '}'`;
  const [row] = await db
    .select({ lines: sql<string | null>`string_agg(${progress.wordId}::text || chr(9) || ${progress.status} || chr(9) || ${json}, chr(10))` })
    .from(progress)
    .innerJoin(words, eq(words.id, progress.wordId))
    .where(and(eq(progress.userId, userId), eq(words.collectionId, collectionId)));
  const byWord = new Map<string, ProgressText>();
  for (const line of row?.lines ? row.lines.split("\n") : []) {
    const afterId = line.indexOf("\t");
    const afterStatus = line.indexOf("\t", afterId + 1);
    byWord.set(line.slice(0, afterId), { status: line.slice(afterId + 1, afterStatus) as ProgressText["status"], json: line.slice(afterStatus + 1) });
  }
  return byWord;
}

/** The JSON progressInCollection writes (its statuses, integers, an ISO time or null: nothing escaped). */
const PROGRESS_JSON = /^\{"status":"(known|learning|unknown)","timesSeen":(\d+),"timesKnown":(\d+),"lastSeenAt":(?:"([^"\\]*)"|null)\}$/;

/**
 * A progress' JSON (progressInCollection's) as the object JSON.parse makes of it, read by its known
 * form: JSON.parse of a page's 2,500 took ~3 ms, this ~1 ms. Any other text is parsed.
 */
export function readProgressText(p: ProgressText): WordProgress {
  const m = PROGRESS_JSON.exec(p.json);
  if (!m) return JSON.parse(p.json) as WordProgress;
  return { status: m[1] as WordProgress["status"], timesSeen: Number(m[2]), timesKnown: Number(m[3]), lastSeenAt: m[4] ?? null };
}

/**
 * A collection's words in study order (freq_rank ascending, no rank last, then insertion order)
 * with the words_version they belong to, in one statement so the two agree. null when the
 * collection does not exist.
 */
export async function readWordList(db: DbOrTx, collectionId: string): Promise<{ version: number; words: Word[] } | null> {
  const rows = await db
    .select({ version: collections.wordsVersion, word: wordColumns })
    .from(collections)
    .leftJoin(words, eq(words.collectionId, collections.id))
    .where(eq(collections.id, collectionId))
    .orderBy(sql`${words.freqRank} asc nulls last`, asc(words.createdAt), asc(words.id));
  if (rows.length === 0) return null;
  return { version: rows[0]!.version, words: rows.flatMap((r) => (r.word ? [presentWord(r.word)] : [])) };
}

export async function domainExists(db: DbOrTx, slug: string): Promise<boolean> {
  const rows = await db.select({ slug: domains.slug }).from(domains).where(eq(domains.slug, slug)).limit(1);
  return rows.length > 0;
}
