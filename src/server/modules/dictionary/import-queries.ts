import { and, eq, inArray, lt, sql } from "drizzle-orm";
import type { DictionaryImportRun, DictionarySource } from "../../../shared/api/dictionary";
import { importOutdated } from "../../../shared/dictionary/lexicon-rules";
import { linkedIdsByEntry, type LexicalLinkRow } from "../../../shared/dictionary/lexical-links";
import type { DbOrTx } from "../../db/client";
import { dictionaryEntries, dictionaryImportProgress, dictionaryImportStaging, jobs } from "../../db/schema";
import { STAGED_JSON_COLUMNS } from "./entry-batch";

export type EntryRow = Omit<typeof dictionaryEntries.$inferInsert, "id" | "createdAt" | "updatedAt">;

const STAGED_NAMES = sql.raw(STAGED_JSON_COLUMNS.map(([name]) => name).join(", "));
const STAGED_RECORD = sql.raw(STAGED_JSON_COLUMNS.map(([name, type]) => `${name} ${type}`).join(", "));

/**
 * Adds a batch of a run's entries to its staging rows (dictionary_entries is not touched yet): one
 * statement whose one parameter is the batch's JSON (entry-batch.ts), read by the database.
 */
export async function stageEntryBatch(db: DbOrTx, runId: string, json: string): Promise<void> {
  await db.execute(sql`insert into dictionary_import_staging (run_id, ${STAGED_NAMES})
    select ${runId}::uuid, ${STAGED_NAMES} from json_to_recordset(${json}::json) as x(${STAGED_RECORD})`);
}

const ENTRY_COLUMNS = sql.raw("source, source_id, word, transliteration, pronunciation, part_of_speech, language, definitions, root, is_proper_name, reference_to, reference_also, cross_refs, forms, details");

/**
 * The upsert by (source, source id) that writes entries into dictionary_entries: a re-import
 * updates in place, and an entry the source did not change is left as it is (a re-import of the
 * same file rewrites no row and none of the lookup's GIN and trigram indexes). `keptTarget`: an
 * entry that is only a reference (`details.see`) keeps the targets it has (`reference_to`,
 * `reference_also`), the run setting each reference's resolved ones at its end (setEntryReferences):
 * a re-import rewrites no reference whose targets stay.
 */
const upsertEntries = (keptTarget: boolean) => {
  const kept = (column: string) => keptTarget
    ? sql.raw(`case when excluded.details ? 'see' then dictionary_entries.${column} else excluded.${column} end`)
    : sql.raw(`excluded.${column}`);
  const [target, also] = [kept("reference_to"), kept("reference_also")];
  return sql`
    on conflict (source, source_id) do update set
      word = excluded.word, transliteration = excluded.transliteration, pronunciation = excluded.pronunciation,
      part_of_speech = excluded.part_of_speech, language = excluded.language, definitions = excluded.definitions,
      root = excluded.root, is_proper_name = excluded.is_proper_name, reference_to = ${target}, reference_also = ${also},
      cross_refs = excluded.cross_refs, forms = excluded.forms, details = excluded.details, updated_at = now()
    where (dictionary_entries.word, dictionary_entries.transliteration, dictionary_entries.pronunciation, dictionary_entries.part_of_speech,
           dictionary_entries.language, dictionary_entries.definitions, dictionary_entries.root, dictionary_entries.is_proper_name,
           dictionary_entries.reference_to, dictionary_entries.reference_also, dictionary_entries.cross_refs, dictionary_entries.forms, dictionary_entries.details)
      is distinct from (excluded.word, excluded.transliteration, excluded.pronunciation, excluded.part_of_speech, excluded.language,
           excluded.definitions, excluded.root, excluded.is_proper_name, ${target}, ${also}, excluded.cross_refs, excluded.forms, excluded.details)`;
};

/**
 * Writes a batch of entries (entry-batch.ts: one JSON text, read by the database) straight into
 * dictionary_entries, upserted by (source, source id) (the batch's last entry of an id wins), a
 * reference keeping its target (upsertEntries). For a run that is one transaction (PostgreSQL):
 * each entry is written once, not staged first; the batch's ids are noted in the same statement in
 * the transaction's list of the run's ids (startRunIds), from which removeStaleEntries tells the
 * entries the run no longer brings. Returns the entries written.
 */
export async function upsertEntryBatch(tx: DbOrTx, json: string): Promise<number> {
  const result = await tx.execute(sql`
    with x as materialized (select * from rows from (json_to_recordset(${json}::json) as (${STAGED_RECORD})) with ordinality as r(${STAGED_NAMES}, n)),
    seen as (insert into ${RUN_IDS} (source_id) select distinct source_id from x on conflict do nothing)
    insert into dictionary_entries (${ENTRY_COLUMNS})
    select distinct on (source, source_id) ${ENTRY_COLUMNS}
    from x
    order by source, source_id, n desc
    ${upsertEntries(true)}`);
  return affectedRows(result);
}

/** The ids of a run written straight into dictionary_entries (PostgreSQL's one transaction): a temporary table of the transaction's own. */
const RUN_IDS = sql.raw("dictionary_import_run_ids");

/**
 * Begins the list of the ids a run brings, in its transaction (dropped at its commit or rollback):
 * upsertEntryBatch adds each batch's.
 */
export async function startRunIds(tx: DbOrTx): Promise<void> {
  await tx.execute(sql`create temporary table ${RUN_IDS} (source_id text primary key) on commit drop`);
}

/**
 * What a run's entries replace of their source's: `source`, every entry (a whole import: what the
 * run does not bring is removed); `letters`, the entries whose id begins with a letter one of the
 * run's ids begins with (an upload of some of Jastrow's letter files: each file's ids begin with
 * its own letter, A for א … V for ת, and the letters not uploaded are left alone).
 */
export type ReplacedEntries = "source" | "letters";

/**
 * Removes the entries of `source` that the run replaces (`replaces`) and does not bring: a renamed,
 * merged or dropped entry, an id the lexicon changed. The run's ids are its staged rows (`runId`,
 * PGlite: before mergeStagedEntries clears them) or, without it, the transaction's list
 * (startRunIds, PostgreSQL). Nothing else refers to an entry's row: learners' words keep their own
 * copy of a gloss, and entries name each other by source id (a removed one is shown by its id, and
 * its page says it is not imported). Run it in the transaction that completes the run. Returns the
 * entries removed.
 */
export async function removeStaleEntries(tx: DbOrTx, source: DictionarySource, replaces: ReplacedEntries, runId?: string): Promise<number> {
  const ids = runId === undefined ? sql`select source_id from ${RUN_IDS}` : sql`select source_id from dictionary_import_staging where run_id = ${runId}`;
  const letters = replaces === "letters" ? sql`and left(d.source_id, 1) in (select left(r.source_id, 1) from (${ids}) r)` : sql``;
  const result = await tx.execute(sql`
    delete from dictionary_entries d
    where d.source = ${source} ${letters}
      and not exists (select 1 from (${ids}) r where r.source_id = d.source_id)`);
  return affectedRows(result);
}

/**
 * Sets the resolved targets (`reference_to`, and `reference_also` after it) of a source's references:
 * `targets`, JSON `[{ id, target, also }]` (resolve-references.ts), each found by the unique (source,
 * source id) index; a row whose targets are already those is not written. Returns the rows changed.
 */
export async function setEntryReferences(tx: DbOrTx, source: DictionarySource, targets: string): Promise<number> {
  const result = await tx.execute(sql`
    update dictionary_entries d set reference_to = x.target, reference_also = coalesce(x.also, '{}')
    from json_to_recordset(${targets}::json) as x(id text, target text, also text[])
    where d.source = ${source} and d.source_id = x.id and (d.reference_to, d.reference_also) is distinct from (x.target, coalesce(x.also, '{}'))`);
  return affectedRows(result);
}

/**
 * Which of a run's staged entries mergeStagedEntries moves: all of them, or those that are not only a
 * reference (`entries`) or those that are (`references`, `details.see`: the ones `targets` names), so that
 * the entries reach the dictionary while the references' targets are still being resolved.
 */
export type StagedPart = "all" | "entries" | "references";

/**
 * Moves a run's staged entries (`part` of them, StagedPart) into dictionary_entries in one statement,
 * upserted as upsertEntryBatch does: the last staged row of an id wins (`last`: the run's ids and
 * sequence numbers sorted, not its rows), and is the one `part` is told by; each reference with its
 * targets from `targets` (JSON `[{ id, target, also }]`, resolve-references.ts), read once into one
 * object by id (`t`) that each row looks its id up in: never a join the planner could repeat the
 * JSON's reading in (a nested loop over the JSON's rows, with the staging table's rows misestimated:
 * 28 s for Jastrow's 12,000 references). Run it in the transaction that completes the run, then
 * clearStagedEntries. Returns the entries written.
 */
export async function mergeStagedEntries(tx: DbOrTx, runId: string, { part = "all", targets = "[]" }: { part?: StagedPart; targets?: string } = {}): Promise<number> {
  const kept = part === "all" ? sql`` : part === "references" ? sql`and (s.details ? 'see') is true` : sql`and (s.details ? 'see') is not true`;
  const result = await tx.execute(sql`
    with last as materialized (
      select distinct on (source, source_id) seq from dictionary_import_staging where run_id = ${runId} order by source, source_id, seq desc),
    t as materialized (
      select coalesce(jsonb_object_agg(x.id, jsonb_build_object('target', x.target, 'also', coalesce(x.also, '{}'))), '{}') as m
      from json_to_recordset(${targets}::json) as x(id text, target text, also text[]))
    insert into dictionary_entries (${ENTRY_COLUMNS})
    select s.source, s.source_id, s.word, s.transliteration, s.pronunciation, s.part_of_speech, s.language,
      s.definitions, s.root, s.is_proper_name, case when t.m ? s.source_id then t.m -> s.source_id ->> 'target' else s.reference_to end,
      case when t.m ? s.source_id then array(select jsonb_array_elements_text(t.m -> s.source_id -> 'also')) else s.reference_also end,
      s.cross_refs, s.forms, s.details
    from last join dictionary_import_staging s on s.seq = last.seq cross join t
    where true ${kept}
    ${upsertEntries(false)}`);
  return affectedRows(result);
}

/** Clears a run's staging rows once mergeStagedEntries has moved them, in the same transaction. */
export async function clearStagedEntries(tx: DbOrTx, runId: string): Promise<void> {
  await tx.delete(dictionaryImportStaging).where(eq(dictionaryImportStaging.runId, runId));
}

/** Drops the staged entries of runs that are not running (failed, or completed and merged). */
export async function discardStagedEntries(db: DbOrTx): Promise<void> {
  await db.execute(sql`delete from dictionary_import_staging s using dictionary_import_progress p where p.id = s.run_id and p.status <> 'running'`);
}

const affectedRows = (result: unknown) =>
  (result as { rowCount?: number; affectedRows?: number }).rowCount ?? (result as { affectedRows?: number }).affectedRows ?? 0;

/**
 * Sets each entry's links to the other lexicon (BDB ↔ Strong's, from LexicalIndex.xml), for whichever
 * of the two are imported, in one statement: linked_ids, every id it is linked to (in the file's
 * order, a number's homonyms by their augment letter: shared/dictionary/lexical-links), linked_augs,
 * each one's letter, and linked_id, the first of them. Returns the rows changed.
 */
export async function linkEntries(db: DbOrTx, links: LexicalLinkRow[]): Promise<number> {
  if (links.length === 0) return 0;
  const rows = JSON.stringify([...linkedIdsByEntry(links)].map(([key, { ids, augs }]) => {
    const [source, sourceId] = key.split("\t");
    return { source, source_id: sourceId, ids, augs };
  }));
  const result = await db.execute(sql`
    update dictionary_entries d set linked_id = v.ids[1], linked_ids = v.ids, linked_augs = v.augs
    from (select x.source, x.source_id, array(select json_array_elements_text(x.ids)) as ids, array(select json_array_elements_text(x.augs)) as augs
          from json_to_recordset(${rows}::json) as x(source text, source_id text, ids json, augs json)) v
    where d.source = v.source and d.source_id = v.source_id
      and (d.linked_id is distinct from v.ids[1] or d.linked_ids is distinct from v.ids or d.linked_augs is distinct from v.augs)`);
  return affectedRows(result);
}

type RunRow = typeof dictionaryImportProgress.$inferSelect;
/**
 * A run as the API gives it; from its job's result, `rulesVersion`: the rules it read the entries by,
 * `removed`: the entries it removed (null: not said).
 */
export const presentRun = (r: RunRow, { rulesVersion = null, removed = null }: { rulesVersion?: number | null; removed?: number | null } = {}): DictionaryImportRun => ({
  id: r.id, source: r.source, language: r.language, status: r.status, importedWords: r.importedWords, totalWords: r.totalWords,
  error: r.error, errorKey: r.errorKey, errorParams: r.errorParams, jobId: r.jobId, startedAt: r.startedAt.toISOString(), updatedAt: r.updatedAt.toISOString(), completedAt: r.completedAt?.toISOString() ?? null,
  outdated: r.status === "completed" && importOutdated(r.source, rulesVersion),
  removed: r.status === "completed" ? removed : null,
});

export async function startRun(db: DbOrTx, run: { source: DictionarySource; language: "hebrew" | "aramaic"; jobId: string; totalWords: number | null }): Promise<string> {
  const [row] = await db.insert(dictionaryImportProgress).values(run).returning({ id: dictionaryImportProgress.id });
  return row!.id;
}

export async function updateRun(db: DbOrTx, id: string, importedWords: number): Promise<void> {
  await db.update(dictionaryImportProgress).set({ importedWords, updatedAt: sql`now()` })
    .where(and(eq(dictionaryImportProgress.id, id), eq(dictionaryImportProgress.status, "running")));
}

export async function finishRun(
  db: DbOrTx, id: string,
  outcome: { status: "completed"; importedWords: number } | { status: "failed"; error: string; errorKey: string | null; errorParams: Record<string, string | number> | null },
): Promise<void> {
  await db.update(dictionaryImportProgress)
    .set({ ...outcome, updatedAt: sql`now()`, completedAt: sql`now()`, ...(outcome.status === "completed" ? { totalWords: outcome.importedWords } : {}) })
    .where(eq(dictionaryImportProgress.id, id));
}

export const STALE_IMPORT_MESSAGE = "Import failed or incomplete";

/**
 * A run follows its job: one whose job ended without finishing the run (failed by the restart
 * rule after a kill, or by any server's stale-heartbeat sweep) is failed with the job's error at
 * once; then runs still 'running' after `minutes` (a run without a job) are marked failed
 * with updated_at and completed_at set. Returns how many runs were failed.
 */
export async function failStaleRuns(db: DbOrTx, minutes: number): Promise<number> {
  const orphaned = await db.update(dictionaryImportProgress)
    .set({
      status: "failed", error: sql`coalesce(${jobs.error}, ${STALE_IMPORT_MESSAGE})`, errorKey: sql`${jobs.errorKey}`, errorParams: sql`${jobs.errorParams}`,
      updatedAt: sql`now()`, completedAt: sql`now()`,
    })
    .from(jobs)
    .where(and(eq(dictionaryImportProgress.status, "running"), eq(jobs.id, dictionaryImportProgress.jobId), inArray(jobs.status, ["completed", "failed"])))
    .returning({ id: dictionaryImportProgress.id });
  const rows = await db.update(dictionaryImportProgress)
    .set({ status: "failed", error: STALE_IMPORT_MESSAGE, errorKey: null, errorParams: null, updatedAt: sql`now()`, completedAt: sql`now()` })
    .where(and(eq(dictionaryImportProgress.status, "running"), lt(dictionaryImportProgress.updatedAt, sql`now() - make_interval(mins => ${minutes})`)))
    .returning({ id: dictionaryImportProgress.id });
  await discardStagedEntries(db);
  return orphaned.length + rows.length;
}

/**
 * The latest run of each source, its status read through its job: a run left 'running' by a job
 * that has ended (its server was killed) shows failed with the job's error, whether or not a
 * cleanup has written that yet. The rules a run read its entries by are its job's `rulesVersion`,
 * or, for a lexicon 'Set up the library' imported, that set-up's part's (set-up-library-job.ts).
 */
export async function latestRuns(db: DbOrTx): Promise<DictionaryImportRun[]> {
  const rows = await db.selectDistinctOn([dictionaryImportProgress.source], {
    run: dictionaryImportProgress, jobStatus: jobs.status, jobError: jobs.error, jobErrorKey: jobs.errorKey, jobErrorParams: jobs.errorParams, rulesVersion: sql<number | null>`coalesce((${jobs.result}->>'rulesVersion')::int,
      (select (p->>'rulesVersion')::int from jsonb_array_elements(case when jsonb_typeof(${jobs.result}->'parts') = 'array' then ${jobs.result}->'parts' else '[]'::jsonb end) p
       where p->>'part' = 'lexicon' and p->>'name' = ${dictionaryImportProgress.source} limit 1))`,
    removed: sql<number | null>`(${jobs.result}->>'removed')::int`,
  })
    .from(dictionaryImportProgress)
    .leftJoin(jobs, eq(jobs.id, dictionaryImportProgress.jobId))
    .orderBy(dictionaryImportProgress.source, sql`${dictionaryImportProgress.startedAt} desc`);
  return rows.map(({ run, jobStatus, jobError, jobErrorKey, jobErrorParams, rulesVersion, removed }) => presentRun(run.status === "running" && (jobStatus === "failed" || jobStatus === "completed")
    ? {
      ...run, status: "failed", error: jobError ?? STALE_IMPORT_MESSAGE, errorKey: jobError ? jobErrorKey : null, errorParams: jobError ? jobErrorParams : null,
      completedAt: run.completedAt ?? run.updatedAt,
    }
    : run, { rulesVersion, removed }));
}
