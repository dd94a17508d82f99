import { and, asc, desc, eq, inArray, isNull, sql } from "drizzle-orm";
import { DICTIONARY_SOURCES, type DictionarySource } from "../../../shared/api/dictionary";
import type { GettingStartedCounts, GettingStartedStepId } from "../../../shared/api/getting-started";
import type { Job } from "../../../shared/api/jobs";
import type { DbOrTx } from "../../db/client";
import { books, collections, dictionaryEntries, gettingStartedDismissals, jobs } from "../../db/schema";
import { presentJob } from "../../jobs/queries";

/**
 * Everything the checklist is decided from, in one statement: books with verses, entries per
 * lexicon, built-in collections per domain with how many hold more than `samplesMax` words (each
 * collection's words counted only up to that + 1), accounts without the admin role, and the
 * dismissed steps.
 */
export async function readGettingStarted(db: DbOrTx, samplesMax: number): Promise<{ counts: GettingStartedCounts; dismissed: GettingStartedStepId[] }> {
  const sources = sql.join(DICTIONARY_SOURCES.map((s) => sql`(${s})`), sql`, `);
  const result = await db.execute(sql`
    select
      (select count(*)::int from books b where exists (select 1 from book_verses v where v.book_id = b.id)) as books,
      (select json_agg(json_build_object('source', s.source, 'entries',
          (select count(*)::int from dictionary_entries e where e.source = s.source)) order by s.ord)
         from (select column1 as source, row_number() over () as ord from (values ${sources}) v) s) as lexicons,
      (select json_agg(json_build_object('domain', d.slug, 'total', c.total, 'filled', c.filled) order by d."order", d.slug)
         from domains d
         join lateral (
           select count(*)::int as total,
                  count(*) filter (where (select count(*) from (select 1 from words w where w.collection_id = c.id limit ${samplesMax + 1}) x) > ${samplesMax})::int as filled
           from collections c where c.domain = d.slug and c.owner_id is null
         ) c on c.total > 0) as collections,
      (select count(*)::int from "user" u where not exists (select 1 from user_roles r where r.user_id = u.id and r.role = 'admin')) as learners,
      (select coalesce(array_agg(step order by step), '{}') from getting_started_dismissals) as dismissed
  `);
  const row = (result as unknown as { rows: Row[] }).rows[0]!;
  return {
    counts: { booksWithText: Number(row.books), lexicons: row.lexicons, collections: row.collections ?? [], learners: Number(row.learners) },
    dismissed: row.dismissed,
  };
}

interface Row {
  books: number;
  lexicons: GettingStartedCounts["lexicons"];
  collections: GettingStartedCounts["collections"] | null;
  learners: number;
  dismissed: GettingStartedStepId[];
}

export async function saveDismissal(db: DbOrTx, step: GettingStartedStepId, dismissed: boolean, by: string): Promise<void> {
  if (dismissed) await db.insert(gettingStartedDismissals).values({ step, dismissedBy: by }).onConflictDoNothing();
  else await db.delete(gettingStartedDismissals).where(sql`${gettingStartedDismissals.step} = ${step}`);
}

/** The latest job of `kind` (any administrator's): the checklist shows the last set-up's outcome. */
export async function latestJobOfKind(db: DbOrTx, kind: string): Promise<Job | null> {
  const [row] = await db.select().from(jobs).where(eq(jobs.kind, kind)).orderBy(desc(jobs.createdAt)).limit(1);
  return row ? presentJob(row) : null;
}

/** Whether the lexicon holds any entry. */
export async function lexiconHasEntries(db: DbOrTx, source: DictionarySource): Promise<boolean> {
  const [row] = await db.select({ one: sql<number>`1` }).from(dictionaryEntries).where(eq(dictionaryEntries.source, source)).limit(1);
  return row !== undefined;
}

/** Titles of `titles` that are books with at least one verse. */
export async function titlesWithText(db: DbOrTx, titles: string[]): Promise<Set<string>> {
  if (titles.length === 0) return new Set();
  const rows = await db.select({ title: books.title }).from(books)
    .where(and(inArray(books.title, titles), sql`exists (select 1 from book_verses v where v.book_id = ${books.id})`));
  return new Set(rows.map((r) => r.title));
}

export interface BuiltInCollection { id: string; name: string; domain: string; subcategory: string | null; words: number }

/** The built-in (shared) collections of `domains`, in order, with their words counted up to `cap`. */
export async function builtInCollections(db: DbOrTx, domains: readonly string[], cap: number): Promise<BuiltInCollection[]> {
  return db.select({
    id: collections.id, name: collections.name, domain: collections.domain, subcategory: collections.subcategory,
    words: sql<number>`(select count(*)::int from (select 1 from words w where w.collection_id = "collections"."id" limit ${cap}) x)`,
  }).from(collections)
    .where(and(isNull(collections.ownerId), inArray(collections.domain, [...domains])))
    .orderBy(asc(collections.order), asc(collections.name));
}
