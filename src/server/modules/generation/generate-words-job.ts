import { z } from "zod";
import { GENERATION_TIMEOUT_MINUTES, JOB_TIMEOUT_MESSAGE, MAX_GENERATED_WORDS, SECTION_PAUSE_MS } from "../../../shared/api/generation";
import type { Db } from "../../db/client";
import type { WordGenerator } from "../../integrations/word-generators/word-generator";
import { jobMessage, type JobDefinition } from "../../jobs/job-types";
import { DomainError } from "../../lib/domain-error";
import type { Logger } from "../../lib/logger";
import { collectionWordIndex, findTargetCollection, insertWords } from "./source-queries";

export const GENERATE_WORDS_JOB = "generate-words";
export const GENERATION_FAILED = "job_generation_failed";
export const GENERATION_QUEUED_MESSAGE = "job_generation_waiting";

/** One generation request (a queue item): what the queue page lists. */
export const GenerateWordsPayloadSchema = z.object({
  collectionId: z.string().uuid().nullable(),
  collectionName: z.string(),
  section: z.string().nullable(),
  requestedCount: z.number().int().min(0).max(MAX_GENERATED_WORDS),
}).strict();
export type GenerateWordsPayload = z.infer<typeof GenerateWordsPayloadSchema>;

export interface GenerationDeps {
  db: Db;
  log: Logger;
  /** The language model when LLM_BASE_URL is set, otherwise the offline generator. */
  generator: WordGenerator;
  /** The pause between two requests of a user (2 s). */
  pauseMs?: number;
}

class Gone extends Error {}

/**
 * A generation request as a job of the job layer: each user's requests run one at a time, oldest
 * first, 2 s apart (serial "per-user"); one running longer than 10 minutes fails with 'Job timed
 * out after 10 minutes'. It generates, flags duplicates, and inserts the new words with the job's
 * completion in one transaction; its result holds the words, their count and the generator.
 */
export function generateWordsJob(deps: GenerationDeps): JobDefinition<GenerateWordsPayload> {
  const { db, log, generator } = deps;
  return {
    kind: GENERATE_WORDS_JOB,
    payload: GenerateWordsPayloadSchema,
    queuedMessage: GENERATION_QUEUED_MESSAGE,
    // Aborted by a stopping server, it leaves nothing behind (one transaction at the end, or resumable): another server starts it again.
    onServerStop: "hand-over",
    failureMessage: GENERATION_FAILED,
    concurrency: 2,
    serial: { scope: "per-user", pauseMs: deps.pauseMs ?? SECTION_PAUSE_MS },
    timeout: { ms: GENERATION_TIMEOUT_MINUTES * 60_000, message: jobMessage(JOB_TIMEOUT_MESSAGE) },
    async run(item, ctx) {
      const collection = item.collectionId && ctx.userId ? await findTargetCollection(db, item.collectionId, ctx.userId) : null;
      if (!collection) throw new DomainError("not_found", "generation_collection_gone");
      const index = await collectionWordIndex(db, collection.id);
      const label = `${collection.name}${item.section ? ` ${item.section}` : ""}`;
      await ctx.report({ key: "job_generation_generating", params: { count: item.requestedCount, label }, counts: { requested: item.requestedCount } });
      const words = await generator.generate({ collection, section: item.section, count: item.requestedCount, existing: index.plains, existingLemmas: index.lemmas, existingForms: index.formPlains }, {
        signal: ctx.signal,
        onProgress: (n) => void ctx.report({ key: "job_generation_receiving", params: { label, count: n }, counts: { requested: item.requestedCount, received: n } }).catch(() => undefined),
      });
      ctx.signal.throwIfAborted();
      const fresh = words.filter((w) => !w.isDuplicate);
      // The job's result lists the words as the queue shows them (GeneratedWord).
      const listed = words.map(({ lemma: _l, contextRef: _r, contextText: _t, ...w }) => w);
      const result = { completedCount: fresh.length, provider: generator.name, words: listed, message: jobMessage("job_generation_added", { count: fresh.length, collection: collection.name }) };
      const isMishna = collection.domain === "mishna";
      try {
        await db.transaction(async (tx) => {
          await insertWords(tx, collection.id, fresh.map((w, i) => ({
            hebrew: w.hebrew, english: w.english, translit: w.translit, pos: w.pos, lemma: w.lemma ?? null, contextRef: w.contextRef ?? null, contextText: w.contextText ?? null,
            freqRank: index.maxRank + i + 1, section: w.section, subcategory: isMishna ? w.section : null,
          })));
          if (!(await ctx.completeIn(tx, result))) throw new Gone();
        });
      } catch (e) {
        if (e instanceof Gone) return result; // deleted, or failed by its time limit meanwhile: nothing written
        log.error({ err: e, jobId: ctx.jobId }, "generated words could not be inserted");
        throw new DomainError("invalid", "generation_insert_failed", { error: (e instanceof Error ? e.message.split("\n")[0] : String(e)) ?? "" });
      }
      return result;
    },
  };
}
