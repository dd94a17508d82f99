import { and, asc, eq, isNull, or, sql, type SQL } from "drizzle-orm";
import type { CollectionSummary, Domain } from "../../../shared/api/collections";
import type { WordStatus } from "../../../shared/domain";
import type { DbOrTx } from "../../db/client";
import { collections, domains, progress, words } from "../../db/schema";

/** Shared collections and the user's own private ones (never another user's). */
export const visibleTo = (userId: string): SQL => or(isNull(collections.ownerId), eq(collections.ownerId, userId))!;

const summary = {
  id: collections.id, domain: collections.domain, name: collections.name, slug: collections.slug, order: collections.order,
  description: collections.description, subcategory: collections.subcategory, ownerId: collections.ownerId,
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

export interface CollectionPageHead {
  collection: CollectionSummary;
  domain: Domain;
  tabs: CollectionSummary[];
  isAdmin: boolean;
}

interface HeadRow {
  id: string; domain: string; name: string; slug: string; order: number; description: string | null;
  subcategory: string | null; owner_id: string | null; domain_row: unknown; tabs: unknown; is_admin: boolean;
}

const json = <T>(v: unknown): T => (typeof v === "string" ? JSON.parse(v) : v) as T;

/**
 * In ONE statement: the collection at domain/slug visible to the user (their own private one
 * first if it shares the slug of a shared one), its domain row, the domain's visible collections
 * (the tabs) and whether the user is an admin. null when there is no such visible collection.
 */
export async function findCollectionPageHead(db: DbOrTx, userId: string, domain: string, slug: string): Promise<CollectionPageHead | null> {
  const tabJson = sql`json_build_object('id', t.id, 'domain', t.domain, 'name', t.name, 'slug', t.slug, 'order', t."order",
    'description', t.description, 'subcategory', t.subcategory, 'ownerId', t.owner_id)`;
  const result = await db.execute(sql`
    select c.id, c.domain, c.name, c.slug, c."order", c.description, c.subcategory, c.owner_id,
      json_build_object('id', d.id, 'name', d.name, 'slug', d.slug, 'description', d.description, 'color', d.color, 'order', d."order") as domain_row,
      (select coalesce(json_agg(${tabJson} order by t."order", t.name, t.id), '[]'::json)
         from collections t where t.domain = c.domain and (t.owner_id is null or t.owner_id = ${userId})) as tabs,
      exists(select 1 from user_roles r where r.user_id = ${userId} and r.role = 'admin') as is_admin
    from collections c join domains d on d.slug = c.domain
    where c.domain = ${domain} and c.slug = ${slug} and (c.owner_id is null or c.owner_id = ${userId})
    order by c.owner_id nulls last
    limit 1`);
  // Both drivers (PGlite, node-postgres) answer with { rows }.
  const row = (result as unknown as { rows: HeadRow[] }).rows[0];
  if (!row) return null;
  return {
    collection: {
      id: row.id, domain: row.domain, name: row.name, slug: row.slug, order: Number(row.order),
      description: row.description, subcategory: row.subcategory, ownerId: row.owner_id,
    },
    domain: json<Domain>(row.domain_row),
    tabs: json<CollectionSummary[]>(row.tabs),
    isAdmin: row.is_admin === true || (row.is_admin as unknown) === "t",
  };
}

export async function domainExists(db: DbOrTx, slug: string): Promise<boolean> {
  const rows = await db.select({ slug: domains.slug }).from(domains).where(eq(domains.slug, slug)).limit(1);
  return rows.length > 0;
}

export interface WordWithProgressRow {
  id: string; collectionId: string; hebrew: string; english: string; spanish: string | null; portuguese: string | null;
  french: string | null; italian: string | null; translit: string | null; pos: string | null; freqRank: number | null;
  subcategory: string | null; section: string | null;
  status: WordStatus | null; timesSeen: number | null; timesKnown: number | null; lastSeenAt: string | null;
}

/** ISO 8601 in UTC with milliseconds, made by the database so every driver returns the same text. */
export const isoTimestamp = (column: SQL | typeof progress.lastSeenAt) =>
  sql<string | null>`to_char(${column} at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"')`;

/**
 * A collection's words in study order (freq_rank ascending, no rank last, then insertion order)
 * with the user's progress on each (LEFT JOIN: null columns when there is no record). The builder
 * is exported so the benchmark runs exactly this SQL as its baseline.
 */
export function wordsWithProgressQuery(db: DbOrTx, collectionId: string, userId: string) {
  return db
    .select({
      id: words.id, collectionId: words.collectionId, hebrew: words.hebrew, english: words.english, spanish: words.spanish,
      portuguese: words.portuguese, french: words.french, italian: words.italian, translit: words.translit, pos: words.pos,
      freqRank: words.freqRank, subcategory: words.subcategory, section: words.section,
      status: progress.status, timesSeen: progress.timesSeen, timesKnown: progress.timesKnown, lastSeenAt: isoTimestamp(progress.lastSeenAt),
    })
    .from(words)
    .leftJoin(progress, and(eq(progress.wordId, words.id), eq(progress.userId, userId)))
    .where(eq(words.collectionId, collectionId))
    .orderBy(sql`${words.freqRank} asc nulls last`, asc(words.createdAt), asc(words.id));
}

export async function listWordsWithProgress(db: DbOrTx, collectionId: string, userId: string): Promise<WordWithProgressRow[]> {
  return wordsWithProgressQuery(db, collectionId, userId);
}
