import {
  GENERATE_ALL_COUNT, GENERATION_TIMEOUT_MINUTES, JOB_TIMEOUT_MESSAGE, type CreateGenerationRequest, type GenerationItem,
  type GenerationItemDetail, type GenerationQueueResponse, type GenerationSections, type LibraryImportRequest,
} from "../../../shared/api/generation";
import { chapterLabel } from "../../../shared/books/chapter-label";
import { sortSections } from "../../../shared/study/sort-sections";
import { TALMUD_PAGES, tractatesOfOrder } from "../../../shared/texts/mishnah-orders";
import type { Job } from "../../../shared/api/jobs";
import { parseTextReference } from "../../../shared/texts/parse-text-reference";
import type { Db } from "../../db/client";
import type { JobQueue } from "../../jobs/job-types";
import { conflict, invalid, notFound } from "../../lib/domain-error";
import { LIBRARY_IMPORT_JOB } from "./import-from-library";
import {
  deleteAllItems, deleteItem, failStartedBefore, findItem, hasActiveRunner, insertItems, listItems, queueCounts, restartFailedItems,
  type NewItem,
} from "./queries";
import { GENERATION_QUEUE_JOB } from "./run-queue";
import { bookChapters, collectionWordIndex, findBookByTitle, findTargetCollection, listSharedCollections } from "./source-queries";

export const SERVER_STOPPED_ITEM = "The server stopped while this request was running. Use Restart Failed to run it again.";
const NO_ITEM = "There is no such generation request.";

export interface QueueDeps { db: Db; jobs: JobQueue; now: () => Date; llmConfigured: boolean }

/**
 * Spec 001 §4: items in progress for more than 10 minutes fail; one whose runner is gone (its
 * server stopped) fails at once; then, when none is in progress and some are pending, a runner
 * starts for the user (on whichever server takes the job).
 */
async function tend(deps: QueueDeps, userId: string): Promise<boolean> {
  await failStartedBefore(deps.db, new Date(deps.now().getTime() - GENERATION_TIMEOUT_MINUTES * 60_000), JOB_TIMEOUT_MESSAGE, userId);
  const counts = await queueCounts(deps.db, userId);
  if (counts.inProgress === 0 && counts.pending === 0) return false;
  if (await hasActiveRunner(deps.db, userId, GENERATION_QUEUE_JOB)) return false;
  if (counts.inProgress > 0) {
    await failStartedBefore(deps.db, new Date(deps.now().getTime() + 60_000), SERVER_STOPPED_ITEM, userId);
    if (counts.pending === 0) return false;
  }
  await deps.jobs.enqueue(GENERATION_QUEUE_JOB, {}, userId);
  return true;
}

export async function getQueue(deps: QueueDeps, userId: string): Promise<GenerationQueueResponse> {
  await tend(deps, userId);
  return { items: await listItems(deps.db, userId), provider: deps.llmConfigured ? "llm" : "offline" };
}

export async function getItem(db: Db, userId: string, id: string): Promise<GenerationItemDetail> {
  const item = await findItem(db, userId, id);
  if (!item) throw notFound(NO_ITEM);
  return item;
}

/** One item per chosen section (or one for the whole collection); 'Generate All Collections': one per shared collection. */
export async function createRequest(deps: QueueDeps, userId: string, request: CreateGenerationRequest): Promise<{ items: GenerationItem[] }> {
  let items: NewItem[];
  if ("all" in request) {
    const collections = await listSharedCollections(deps.db);
    if (collections.length === 0) throw invalid("There are no collections to generate words for.");
    items = collections.map((c) => ({ collectionId: c.id, collectionName: c.name, section: null, requestedCount: GENERATE_ALL_COUNT }));
  } else {
    const collection = await findTargetCollection(deps.db, request.collectionId, userId);
    if (!collection) throw notFound("There is no such collection.");
    const sections = [...new Set(request.sections ?? [])];
    items = (sections.length ? sections : [null]).map((section) => ({
      collectionId: collection.id, collectionName: collection.name, section, requestedCount: request.count,
    }));
  }
  const created = await insertItems(deps.db, userId, items, deps.now());
  await tend(deps, userId);
  return { items: created };
}

/** 'Continue': starts the runner when items wait and none runs; a second Continue while one runs is refused. */
export async function continueQueue(deps: QueueDeps, userId: string): Promise<{ started: boolean; pending: number }> {
  const counts = await queueCounts(deps.db, userId);
  if (counts.inProgress > 0 && (await hasActiveRunner(deps.db, userId, GENERATION_QUEUE_JOB))) {
    throw conflict("The queue is already running: a request is in progress.");
  }
  if (counts.pending === 0 && counts.inProgress === 0) throw conflict("There are no pending requests to continue.");
  const started = await tend(deps, userId);
  if (!started && (await hasActiveRunner(deps.db, userId, GENERATION_QUEUE_JOB))) throw conflict("The queue is already running.");
  return { started, pending: (await queueCounts(deps.db, userId)).pending };
}

export async function restartFailed(deps: QueueDeps, userId: string): Promise<{ restarted: number }> {
  const restarted = await restartFailedItems(deps.db, userId);
  if (restarted > 0) await tend(deps, userId);
  return { restarted };
}

export async function removeItem(db: Db, userId: string, id: string): Promise<void> {
  const result = await deleteItem(db, userId, id);
  if (result === "missing") throw notFound(NO_ITEM);
  if (result === "in_progress") throw conflict("A request in progress cannot be deleted: wait until it completes or fails.");
}

export const removeAll = async (db: Db, userId: string): Promise<{ deleted: number }> => ({ deleted: await deleteAllItems(db, userId) });

/** Import from a Jewish texts library: the reference is checked here, the words are taken in a background job. */
export async function startLibraryImport(deps: QueueDeps, userId: string, request: LibraryImportRequest): Promise<Job> {
  const ref = parseTextReference(request.reference);
  if ("error" in ref) throw invalid(ref.error);
  const collection = await findTargetCollection(deps.db, request.collectionId, userId);
  if (!collection) throw notFound("There is no such collection.");
  return deps.jobs.enqueue(LIBRARY_IMPORT_JOB, request, userId);
}

/** The sections offered for a collection: pages 2a–120b (Talmud), the order's tractates (Mishna), or chapters. */
export async function sectionsFor(db: Db, userId: string, collectionId: string): Promise<GenerationSections> {
  const collection = await findTargetCollection(db, collectionId, userId);
  if (!collection) throw notFound("There is no such collection.");
  const existing = (await collectionWordIndex(db, collection.id)).sections;
  if (collection.domain === "mishna") {
    const tractates = tractatesOfOrder(collection.name);
    const imported: string[] = [];
    for (const t of tractates) if (await findBookByTitle(db, [`Mishnah ${t}`])) imported.push(t);
    return { kind: "tractates", sections: [...new Set([...tractates, ...existing])], imported };
  }
  const book = await findBookByTitle(db, [collection.name]);
  const bookSections = book ? (await bookChapters(db, book.id)).map((c) => chapterLabel(c, book.addressType)) : [];
  if (collection.domain === "aramaic") return { kind: "pages", sections: [...TALMUD_PAGES], imported: bookSections };
  return { kind: "chapters", sections: sortSections([...new Set([...bookSections, ...existing])]), imported: bookSections };
}

/** The item as the page follows it: "progress" on every change, then "words" (data.words) or "error" (data.error). */
export async function followItem(db: Db, userId: string, id: string, send: (event: string, data: unknown) => Promise<void>, signal: AbortSignal): Promise<void> {
  let last = "";
  while (!signal.aborted) {
    const item = await getItem(db, userId, id);
    const { words, ...state } = item;
    const seen = JSON.stringify(state);
    if (seen !== last) {
      last = seen;
      await send("progress", state);
    }
    if (item.status === "completed") return send("words", { words });
    if (item.status === "failed") return send("error", { error: item.errorMessage ?? "Generation failed" });
    await new Promise((resolve) => setTimeout(resolve, FOLLOW_INTERVAL_MS));
  }
}
const FOLLOW_INTERVAL_MS = 500;
