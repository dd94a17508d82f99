import { and, asc, eq, isNull, or, sql, type SQL } from "drizzle-orm";
import type { CollectionSummary } from "../../../shared/api/collections";
import type { DbOrTx } from "../../db/client";
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

/** The collection page as JSON texts made by the database (see collectionPageJson). */
export interface CollectionPageJson {
  /** CollectionSummary */
  collection: string;
  /** Domain */
  domain: string;
  /** CollectionSummary[] (the tabs) */
  collections: string;
  /** StudyWord[] in study order */
  words: string;
  /** StatusCounts */
  counts: string;
  /** CollectionStats of the caller's own progress */
  stats: string;
  isAdmin: boolean;
}

interface PageRow {
  collection: string; domain: string; collections: string; words: string; counts: string; stats: string; is_admin: boolean | string;
}

/** ISO 8601 in UTC with milliseconds, made by the database so every driver returns the same text. */
const isoText = (column: SQL) => sql`to_char(${column} at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"')`;

/** A value as JSON text (strings escaped by the database's to_json), `null` for SQL NULL. */
export const jsonTextOf = (value: SQL) => sql`coalesce(to_json(${value})::text, 'null')`;

/**
 * A StudyWord (src/shared/api/collections.ts) as compact JSON text, from a row `w` holding the
 * word's columns and the progress columns status, times_seen, times_known, last_seen_at (status
 * null: no record, progress null), plus `extra` [key, value] pairs. Written out key by key rather
 * than to_json(row): it is the bulk of a 5,000-word page, and this is about 20% faster on
 * PostgreSQL. Keys are fixed identifiers; every value goes through to_json (or is a uuid or a
 * number), so the text is valid JSON; the API tests parse it with StudyWordSchema.
 */
export const studyWordJsonText = (extra: [key: string, value: SQL][] = []) => {
  const pairs: [string, SQL][] = [
    ["id", sql`'"' || w.id || '"'`],
    ["collectionId", sql`'"' || w.collection_id || '"'`],
    ["hebrew", jsonTextOf(sql`w.hebrew`)],
    ["english", jsonTextOf(sql`w.english`)],
    ["spanish", jsonTextOf(sql`w.spanish`)],
    ["portuguese", jsonTextOf(sql`w.portuguese`)],
    ["french", jsonTextOf(sql`w.french`)],
    ["italian", jsonTextOf(sql`w.italian`)],
    ["translit", jsonTextOf(sql`w.translit`)],
    ["pos", jsonTextOf(sql`w.pos`)],
    ["freqRank", sql`coalesce(w.freq_rank::text, 'null')`],
    ["subcategory", jsonTextOf(sql`w.subcategory`)],
    ["section", jsonTextOf(sql`w.section`)],
    ["progress", sql`case when w.status is null then 'null' else
      '{"status":' || to_json(w.status)::text || ',"timesSeen":' || w.times_seen || ',"timesKnown":' || w.times_known
      || ',"lastSeenAt":' || ${jsonTextOf(isoText(sql`w.last_seen_at`))} || '}' end`],
    ...extra,
  ];
  const body = sql.join(pairs.map(([key, value], i) => sql`${sql.raw(`'${i === 0 ? "{" : ","}${JSON.stringify(key)}:'`)} || ${value}`), sql` || `);
  return sql`(${body} || '}')`;
};

/** A JSON array text of studyWordJsonText rows of `w`, in `orderBy` order ('[]' when none). */
export const studyWordsJsonArray = (extra: [key: string, value: SQL][], orderBy: SQL) =>
  sql`'[' || coalesce(string_agg(${studyWordJsonText(extra)}, ',' order by ${orderBy}), '') || ']'`;

/**
 * The whole collection page in ONE statement, as JSON texts built by the database (no row
 * objects are made in JavaScript): the collection at domain/slug visible to the user (their own
 * private one first if it shares the slug of a shared one), its domain row, the domain's visible
 * collections (the tabs), the words in study order (freq_rank ascending, no rank last, then
 * insertion order) each with the user's progress (LEFT JOIN), the status counts (no record counts
 * as learning), the statistics of the user's progress, and whether the user is an admin.
 * null when there is no such visible collection.
 */
export async function collectionPageJson(db: DbOrTx, userId: string, domain: string, slug: string): Promise<CollectionPageJson | null> {
  const result = await db.execute(sql`
    with c as (
      select id, domain, name, slug, "order", description, subcategory, owner_id from collections
      where domain = ${domain} and slug = ${slug} and (owner_id is null or owner_id = ${userId})
      order by owner_id nulls last
      limit 1
    ),
    w as (
      select w.id, w.collection_id, w.hebrew, w.english, w.spanish, w.portuguese, w.french, w.italian, w.translit, w.pos,
        w.freq_rank, w.subcategory, w.section, w.created_at, p.status, p.times_seen, p.times_known, p.last_seen_at
      from c join words w on w.collection_id = c.id
      left join progress p on p.word_id = w.id and p.user_id = ${userId}
    ),
    tally as (
      select count(*) filter (where status = 'known') as known,
        count(*) filter (where status is null or status = 'learning') as learning,
        count(*) filter (where status = 'unknown') as unknown,
        count(status) as seen,
        count(*) as total
      from w
    )
    select
      (select to_json(x) from (select c.id, c.domain, c.name, c.slug, c."order", c.description, c.subcategory, c.owner_id as "ownerId") x)::text as collection,
      (select to_json(x) from (select d.id, d.name, d.slug, d.description, d.color, d."order" from domains d where d.slug = c.domain) x)::text as domain,
      (select coalesce(json_agg(to_json(x) order by x."order", x.name, x.id), '[]'::json) from (
         select t.id, t.domain, t.name, t.slug, t."order", t.description, t.subcategory, t.owner_id as "ownerId"
         from collections t where t.domain = c.domain and (t.owner_id is null or t.owner_id = ${userId})) x)::text as collections,
      (select ${studyWordsJsonArray([], sql`w.freq_rank asc nulls last, w.created_at, w.id`)} from w) as words,
      (select json_build_object('known', known, 'learning', learning, 'unknown', unknown, 'total', total) from tally)::text as counts,
      (select json_build_object('seenWords', seen, 'knownWords', known, 'unknownWords', unknown, 'totalWords', total) from tally)::text as stats,
      exists (select 1 from user_roles r where r.user_id = ${userId} and r.role = 'admin') as is_admin
    from c`);
  // Both drivers (PGlite, node-postgres) answer with { rows }.
  const row = (result as unknown as { rows: PageRow[] }).rows[0];
  if (!row) return null;
  return {
    collection: row.collection, domain: row.domain, collections: row.collections, words: row.words,
    counts: row.counts, stats: row.stats, isAdmin: row.is_admin === true || row.is_admin === "t",
  };
}

export async function domainExists(db: DbOrTx, slug: string): Promise<boolean> {
  const rows = await db.select({ slug: domains.slug }).from(domains).where(eq(domains.slug, slug)).limit(1);
  return rows.length > 0;
}
