import { and, eq, inArray, sql } from "drizzle-orm";
import type { TranslationCounts } from "../../../shared/api/translation";
import type { DbOrTx } from "../../db/client";
import { jobs, words } from "../../db/schema";

/** Counts all words and those with all four translations (spanish, portuguese, french, italian) present, in one scan. */
export async function getTranslationStatus(db: DbOrTx): Promise<TranslationCounts> {
  const [row] = await db
    .select({
      total: sql<number>`count(*)::int`,
      translated: sql<number>`(count(*) filter (where ${words.spanish} is not null and ${words.portuguese} is not null and ${words.french} is not null and ${words.italian} is not null))::int`,
    })
    .from(words);
  const total = Number(row?.total ?? 0);
  const translated = Number(row?.translated ?? 0);
  return { total, translated, missing: total - translated };
}

export interface UntranslatedWord { id: string; english: string; spanish: string | null; portuguese: string | null; french: string | null; italian: string | null }

/** The next words (by id, after `afterId`) with an English gloss and at least one translation missing. */
export async function untranslatedWords(db: DbOrTx, afterId: string | null, limit: number): Promise<UntranslatedWord[]> {
  return db
    .select({ id: words.id, english: words.english, spanish: words.spanish, portuguese: words.portuguese, french: words.french, italian: words.italian })
    .from(words)
    .where(sql`(${words.spanish} is null or ${words.portuguese} is null or ${words.french} is null or ${words.italian} is null)
      and btrim(${words.english}) <> '' ${afterId ? sql`and ${words.id} > ${afterId}::uuid` : sql``}`)
    .orderBy(words.id)
    .limit(limit);
}

export interface FoundTranslations { id: string; spanish: string | null; portuguese: string | null; french: string | null; italian: string | null }

/** Writes the translations found, in one statement; a translation already there is never overwritten. Returns how many words gained one. */
export async function fillTranslations(db: DbOrTx, found: FoundTranslations[]): Promise<number> {
  if (found.length === 0) return 0;
  const col = (k: keyof FoundTranslations) => sql.join(found.map((f) => sql`${f[k]}`), sql`, `);
  const r = await db.execute(sql`
    update words w set
      spanish = coalesce(w.spanish, v.es), portuguese = coalesce(w.portuguese, v.pt),
      french = coalesce(w.french, v.fr), italian = coalesce(w.italian, v.it)
    from unnest(array[${col("id")}]::uuid[], array[${col("spanish")}]::text[], array[${col("portuguese")}]::text[],
                array[${col("french")}]::text[], array[${col("italian")}]::text[]) as v(id, es, pt, fr, it)
    where w.id = v.id and (
      (w.spanish is null and v.es is not null) or (w.portuguese is null and v.pt is not null) or
      (w.french is null and v.fr is not null) or (w.italian is null and v.it is not null))`);
  return Number((r as unknown as { affectedRows?: number; rowCount?: number }).affectedRows ?? (r as unknown as { rowCount?: number }).rowCount ?? 0);
}

/** The translation run queued or running (at most one: a unique index), if any. */
export async function activeTranslationJob(db: DbOrTx, kind: string): Promise<string | null> {
  const [row] = await db.select({ id: jobs.id }).from(jobs).where(and(eq(jobs.kind, kind), inArray(jobs.status, ["queued", "running"]))).limit(1);
  return row?.id ?? null;
}
