import { and, asc, eq, isNull, or, sql, type SQL } from "drizzle-orm";
import type { CollectionSummary } from "../../../shared/api/collections";
import type { DbOrTx } from "../../db/client";
import { progressJsonText, wordFieldsJsonText } from "./study-word-json";
import { collections, domains } from "../../db/schema";

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

/**
 * The collection page's parts for one learner, made by the database in one statement, all but the
 * words themselves (the caller joins in the collection's cached word list, see WordListCache).
 */
export interface CollectionPageParts {
  /** CollectionSummary as JSON text */
  collection: string;
  /** Domain as JSON text */
  domain: string;
  /** CollectionSummary[] (the tabs) as JSON text */
  collections: string;
  collectionId: string;
  /** The collection's words_version: which word list these counts and this progress belong to. */
  wordsVersion: number;
  total: number;
  known: number;
  unknown: number;
  /** Words the learner has a progress record for. */
  seen: number;
  /** word id → the learner's WordProgress as JSON text, for the words they have a record for. */
  progress: Map<string, string>;
  isAdmin: boolean;
}

interface PartsRow {
  collection: string; domain: string; collections: string; id: string; words_version: string;
  total: number | string; known: number | string; unknown: number | string; seen: number | string;
  progress: string | null; is_admin: boolean | string;
}

/** Both drivers (PGlite, node-postgres) answer db.execute with { rows }. */
const rowsOf = <T>(result: unknown) => (result as { rows: T[] }).rows;

/**
 * The collection at domain/slug visible to the user (their own private one first if it shares the
 * slug of a shared one), its domain row, the domain's visible collections (the tabs), the status
 * counts of its words (no record counts as learning), the user's progress on them, the version of
 * its word list, and whether the user is an admin — in ONE statement, so every part comes from the
 * same snapshot. null when there is no such visible collection.
 */
export async function collectionPageParts(db: DbOrTx, userId: string, domain: string, slug: string): Promise<CollectionPageParts | null> {
  const result = await db.execute(sql`
    with c as (
      select id, domain, name, slug, "order", description, subcategory, owner_id, words_version from collections
      where domain = ${domain} and slug = ${slug} and (owner_id is null or owner_id = ${userId})
      order by owner_id nulls last
      limit 1
    ),
    t as (
      select count(*)::int as total,
        count(*) filter (where p.status = 'known')::int as known,
        count(*) filter (where p.status = 'unknown')::int as unknown,
        count(p.status)::int as seen,
        string_agg(p.word_id::text || ':' || ${progressJsonText("p")}, E'\\n') filter (where p.status is not null) as progress
      from c join words w on w.collection_id = c.id
      left join progress p on p.word_id = w.id and p.user_id = ${userId}
    )
    select
      (select to_json(x) from (select c.id, c.domain, c.name, c.slug, c."order", c.description, c.subcategory, c.owner_id as "ownerId") x)::text as collection,
      (select to_json(x) from (select d.id, d.name, d.slug, d.description, d.color, d."order" from domains d where d.slug = c.domain) x)::text as domain,
      (select coalesce(json_agg(to_json(x) order by x."order", x.name, x.id), '[]'::json) from (
         select o.id, o.domain, o.name, o.slug, o."order", o.description, o.subcategory, o.owner_id as "ownerId"
         from collections o where o.domain = c.domain and (o.owner_id is null or o.owner_id = ${userId})) x)::text as collections,
      c.id, c.words_version::text as words_version, t.total, t.known, t.unknown, t.seen, t.progress,
      exists (select 1 from user_roles r where r.user_id = ${userId} and r.role = 'admin') as is_admin
    from c, t`);
  const row = rowsOf<PartsRow>(result)[0];
  if (!row) return null;
  const progress = new Map<string, string>();
  if (row.progress) {
    for (const line of row.progress.split("\n")) progress.set(line.slice(0, 36), line.slice(37));
  }
  return {
    collection: row.collection, domain: row.domain, collections: row.collections, collectionId: row.id,
    wordsVersion: Number(row.words_version), total: Number(row.total), known: Number(row.known), unknown: Number(row.unknown),
    seen: Number(row.seen), progress, isAdmin: row.is_admin === true || row.is_admin === "t",
  };
}

/**
 * A collection's words in study order (freq_rank ascending, no rank last, then insertion order)
 * as wordFieldsJsonText fragments joined by "\n", with the words_version they belong to (one
 * statement, so the two agree). null when the collection does not exist.
 */
export async function collectionWordFragments(db: DbOrTx, collectionId: string): Promise<{ version: number; text: string } | null> {
  const result = await db.execute(sql`
    select c.words_version::text as version,
      coalesce(string_agg(${wordFieldsJsonText()}, E'\\n' order by w.freq_rank asc nulls last, w.created_at, w.id), '') as text
    from collections c left join words w on w.collection_id = c.id
    where c.id = ${collectionId}
    group by c.id`);
  const row = rowsOf<{ version: string; text: string }>(result)[0];
  return row ? { version: Number(row.version), text: row.text } : null;
}

export async function domainExists(db: DbOrTx, slug: string): Promise<boolean> {
  const rows = await db.select({ slug: domains.slug }).from(domains).where(eq(domains.slug, slug)).limit(1);
  return rows.length > 0;
}
