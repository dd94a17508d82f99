import { and, eq, lt, sql } from "drizzle-orm";
import type { DictionaryImportRun, DictionarySource } from "../../../shared/api/dictionary";
import type { DbOrTx } from "../../db/client";
import { excluded } from "../../db/excluded";
import { dictionaryEntries, dictionaryImportProgress } from "../../db/schema";

export type EntryRow = Omit<typeof dictionaryEntries.$inferInsert, "id" | "createdAt" | "updatedAt">;

/** Upserts entries by (source, source id): a re-import updates them in place, never copies them. */
export async function upsertEntries(db: DbOrTx, rows: EntryRow[]): Promise<void> {
  if (rows.length === 0) return;
  await db.insert(dictionaryEntries).values(rows).onConflictDoUpdate({
    target: [dictionaryEntries.source, dictionaryEntries.sourceId],
    set: {
      word: excluded("word"), transliteration: excluded("transliteration"), pronunciation: excluded("pronunciation"),
      partOfSpeech: excluded("part_of_speech"), language: excluded("language"), definitions: excluded("definitions"),
      root: excluded("root"), isProperName: excluded("is_proper_name"), referenceTo: excluded("reference_to"),
      crossRefs: excluded("cross_refs"), updatedAt: sql`now()`,
    },
  });
}

/**
 * Sets each entry's linked_id to the other lexicon's id of the same word (BDB ↔ Strong's, from
 * LexicalIndex.xml), for whichever of the two are imported; one statement. Returns the rows changed.
 */
export async function linkEntries(db: DbOrTx, links: { bdbId: string; strongId: string }[]): Promise<number> {
  if (links.length === 0) return 0;
  const pairs = JSON.stringify(links.flatMap((l) => [
    { source: "bdb", source_id: l.bdbId, other: l.strongId },
    { source: "strongs", source_id: l.strongId, other: l.bdbId },
  ]));
  const result = await db.execute(sql`
    update dictionary_entries d set linked_id = v.other
    from (select distinct on (source, source_id) * from json_to_recordset(${pairs}::json) as x(source text, source_id text, other text)) v
    where d.source = v.source and d.source_id = v.source_id and d.linked_id is distinct from v.other`);
  return (result as unknown as { rowCount?: number; affectedRows?: number }).rowCount ?? (result as unknown as { affectedRows?: number }).affectedRows ?? 0;
}

type RunRow = typeof dictionaryImportProgress.$inferSelect;
export const presentRun = (r: RunRow): DictionaryImportRun => ({
  id: r.id, source: r.source, language: r.language, status: r.status, importedWords: r.importedWords, totalWords: r.totalWords,
  error: r.error, jobId: r.jobId, startedAt: r.startedAt.toISOString(), updatedAt: r.updatedAt.toISOString(), completedAt: r.completedAt?.toISOString() ?? null,
});

export async function startRun(db: DbOrTx, run: { source: DictionarySource; language: "hebrew" | "aramaic"; jobId: string; totalWords: number | null }): Promise<string> {
  const [row] = await db.insert(dictionaryImportProgress).values(run).returning({ id: dictionaryImportProgress.id });
  return row!.id;
}

export async function updateRun(db: DbOrTx, id: string, importedWords: number): Promise<void> {
  await db.update(dictionaryImportProgress).set({ importedWords, updatedAt: sql`now()` })
    .where(and(eq(dictionaryImportProgress.id, id), eq(dictionaryImportProgress.status, "running")));
}

export async function finishRun(db: DbOrTx, id: string, outcome: { status: "completed"; importedWords: number } | { status: "failed"; error: string }): Promise<void> {
  await db.update(dictionaryImportProgress)
    .set({ ...outcome, updatedAt: sql`now()`, completedAt: sql`now()`, ...(outcome.status === "completed" ? { totalWords: outcome.importedWords } : {}) })
    .where(eq(dictionaryImportProgress.id, id));
}

export const STALE_IMPORT_MESSAGE = "Import failed or incomplete";

/** Runs still 'running' after `minutes` are marked failed (spec 001 §4), with updated_at and completed_at set. */
export async function failStaleRuns(db: DbOrTx, minutes: number): Promise<number> {
  const rows = await db.update(dictionaryImportProgress)
    .set({ status: "failed", error: STALE_IMPORT_MESSAGE, updatedAt: sql`now()`, completedAt: sql`now()` })
    .where(and(eq(dictionaryImportProgress.status, "running"), lt(dictionaryImportProgress.updatedAt, sql`now() - make_interval(mins => ${minutes})`)))
    .returning({ id: dictionaryImportProgress.id });
  return rows.length;
}

/** The latest run of each source. */
export async function latestRuns(db: DbOrTx): Promise<DictionaryImportRun[]> {
  const rows = await db.selectDistinctOn([dictionaryImportProgress.source]).from(dictionaryImportProgress)
    .orderBy(dictionaryImportProgress.source, sql`${dictionaryImportProgress.startedAt} desc`);
  return rows.map(presentRun);
}
