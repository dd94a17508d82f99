import { z } from "zod";
import { GENERATION_TIMEOUT_MINUTES, JOB_TIMEOUT_MESSAGE, SECTION_PAUSE_MS, type GeneratedWord } from "../../../shared/api/generation";
import type { Db } from "../../db/client";
import type { LlmWordGenerator } from "../../integrations/llm/generate-words";
import type { JobContext, JobDefinition } from "../../jobs/job-types";
import { DomainError } from "../../lib/domain-error";
import type { Logger } from "../../lib/logger";
import { flagDuplicates, generateOffline } from "./generate-offline";
import { claimNextItem, completeItem, failItem, failStartedBefore, queueCounts } from "./queries";
import { collectionWordIndex, findTargetCollection, insertWords } from "./source-queries";

export const GENERATION_QUEUE_JOB = "generation-queue";
export const GENERATION_FAILED = "Generation failed";

export interface GenerationDeps {
  db: Db;
  log: Logger;
  /** The language model when LLM_BASE_URL is set; otherwise the offline generator runs. */
  llm: LlmWordGenerator | null;
  /** The clock (tests move it on). */
  now: () => Date;
  /** The pause between two items (spec 001 §4: 2 s). */
  pauseMs?: number;
}

const timeoutCutoff = (now: Date) => new Date(now.getTime() - GENERATION_TIMEOUT_MINUTES * 60_000);

class Deleted extends Error {}

/** Runs one claimed item: generate, flag duplicates, insert the new words and complete it in one transaction. */
async function runItem(deps: GenerationDeps, item: { id: string; userId: string; collectionId: string | null; section: string | null; requestedCount: number }, ctx: JobContext): Promise<void> {
  const provider = deps.llm ? "llm" : "offline";
  const timeout = AbortSignal.timeout(GENERATION_TIMEOUT_MINUTES * 60_000);
  const signal = AbortSignal.any([ctx.signal, timeout]);
  try {
    const collection = item.collectionId ? await findTargetCollection(deps.db, item.collectionId, item.userId) : null;
    if (!collection) throw new DomainError("not_found", "The collection no longer exists.");
    const index = await collectionWordIndex(deps.db, collection.id);
    const label = `${collection.name}${item.section ? ` ${item.section}` : ""}`;
    await ctx.report({ message: `Generating ${item.requestedCount} words for ${label}…`, counts: { requested: item.requestedCount } });
    const words: GeneratedWord[] = deps.llm
      ? flagDuplicates(await deps.llm.generate({
        collection: collection.name, domain: collection.domain, subcategory: collection.subcategory, section: item.section,
        count: item.requestedCount, existingWords: [...index.plains],
      }, { signal, onProgress: (n) => void ctx.report({ message: `Receiving words for ${label}: ${n}…`, counts: { received: n } }).catch(() => undefined) }), index.plains)
      : await generateOffline(deps.db, { collection, section: item.section, count: item.requestedCount, existing: index.plains });
    signal.throwIfAborted();
    const fresh = words.filter((w) => !w.isDuplicate);
    const isMishna = collection.domain === "mishna";
    try {
      await deps.db.transaction(async (tx) => {
        await insertWords(tx, collection.id, fresh.map((w, i) => ({
          hebrew: w.hebrew, english: w.english, translit: w.translit, pos: w.pos,
          freqRank: index.maxRank + i + 1, section: w.section, subcategory: isMishna ? w.section : null,
        })));
        if (!(await completeItem(tx, item.id, { completedCount: fresh.length, words, provider }))) throw new Deleted();
      });
    } catch (e) {
      if (e instanceof Deleted) return;
      deps.log.error({ err: e, itemId: item.id }, "generated words could not be inserted");
      throw new DomainError("invalid", `Failed to insert words: ${e instanceof Error ? e.message.split("\n")[0] : String(e)}`);
    }
  } catch (e) {
    if (ctx.signal.aborted && !timeout.aborted) throw e; // the server stops: the job layer records it
    const message = timeout.aborted ? JOB_TIMEOUT_MESSAGE : e instanceof DomainError ? e.message : GENERATION_FAILED;
    if (!(e instanceof DomainError) && !timeout.aborted) deps.log.error({ err: e, itemId: item.id }, "generation failed");
    await failItem(deps.db, item.id, message, provider);
  }
}

const sleep = (ms: number, signal: AbortSignal) => new Promise<void>((resolve, reject) => {
  const t = setTimeout(resolve, ms);
  signal.addEventListener("abort", () => { clearTimeout(t); reject(signal.reason as Error); }, { once: true });
});

/**
 * The queue runner: one job per user that takes their pending items oldest first, one at a time
 * (the database allows one in progress per user), with a 2-second pause between items, until
 * none is pending. Items in progress for more than 10 minutes fail with 'Job timed out after 10
 * minutes'. An item's words go in with its completion, in one transaction.
 */
export function generationQueueJob(deps: GenerationDeps): JobDefinition<Record<string, never>> {
  return {
    kind: GENERATION_QUEUE_JOB,
    payload: z.object({}).strict() as z.ZodType<Record<string, never>>,
    queuedMessage: "Waiting to generate…",
    failureMessage: GENERATION_FAILED,
    concurrency: 2,
    async run(_payload, ctx) {
      const userId = ctx.userId;
      if (!userId) return { items: 0 };
      let done = 0;
      for (;;) {
        ctx.signal.throwIfAborted();
        await failStartedBefore(deps.db, timeoutCutoff(deps.now()), JOB_TIMEOUT_MESSAGE, userId);
        if (done > 0) {
          if ((await queueCounts(deps.db, userId)).pending === 0) break;
          await sleep(deps.pauseMs ?? SECTION_PAUSE_MS, ctx.signal);
        }
        const item = await claimNextItem(deps.db, userId, deps.now());
        if (!item) break;
        await runItem(deps, item, ctx);
        done++;
      }
      return { items: done, message: `Processed ${done} generation request${done === 1 ? "" : "s"}` };
    },
  };
}
