import {
  GENERATE_ALL_COUNT, type CreateGenerationRequest, type GenerationItem, type GenerationItemDetail, type GenerationQueueResponse,
  type GenerationSections, type LibraryImportRequest,
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
import { bookChapters, findBookByTitle } from "../../db/library-texts";
import { GENERATE_WORDS_JOB, type GenerateWordsPayload } from "./generate-words-job";
import { deleteAllItems, deleteItem, findItem, itemsById, listItems, queueCounts, restartFailedItems } from "./queries";
import { collectionWordIndex, findTargetCollection, listSharedCollections } from "./source-queries";

const NO_ITEM = "generation_no_request";

export interface QueueDeps { db: Db; jobs: JobQueue; llmConfigured: boolean }

/** The user's generation requests (their generate-words jobs), newest first; reading changes nothing. */
export async function getQueue(deps: QueueDeps, userId: string): Promise<GenerationQueueResponse> {
  return { items: await listItems(deps.db, userId), provider: deps.llmConfigured ? "llm" : "offline" };
}

export async function getItem(db: Db, userId: string, id: string): Promise<GenerationItemDetail> {
  const item = await findItem(db, userId, id);
  if (!item) throw notFound(NO_ITEM);
  return item;
}

/** One item per chosen section (or one for the whole collection); 'Generate All Collections': one per shared collection. */
export async function createRequest(deps: QueueDeps, userId: string, request: CreateGenerationRequest): Promise<{ items: GenerationItem[] }> {
  let items: GenerateWordsPayload[];
  if ("all" in request) {
    const collections = await listSharedCollections(deps.db);
    if (collections.length === 0) throw invalid("generation_no_collections");
    items = collections.map((c) => ({ collectionId: c.id, collectionName: c.name, section: null, requestedCount: GENERATE_ALL_COUNT }));
  } else {
    const collection = await findTargetCollection(deps.db, request.collectionId, userId);
    if (!collection) throw notFound("collections_no_collection");
    const sections = [...new Set(request.sections ?? [])];
    items = (sections.length ? sections : [null]).map((section) => ({
      collectionId: collection.id, collectionName: collection.name, section, requestedCount: request.count,
    }));
  }
  const payloads: GenerateWordsPayload[] = items;
  const created = await deps.jobs.enqueueMany(GENERATE_WORDS_JOB, payloads, userId);
  return { items: await itemsById(deps.db, userId, created.map((job) => job.id)) };
}

/** 'Continue': hands the oldest pending request to a worker when none runs; refused while one runs or none waits. */
export async function continueQueue(deps: QueueDeps, userId: string): Promise<{ started: boolean; pending: number }> {
  const counts = await queueCounts(deps.db, userId);
  if (counts.inProgress > 0) throw conflict("generation_queue_running");
  if (counts.pending === 0) throw conflict("generation_none_pending");
  const started = await deps.jobs.resume(GENERATE_WORDS_JOB, userId);
  return { started, pending: counts.pending };
}

export async function restartFailed(deps: QueueDeps, userId: string): Promise<{ restarted: number }> {
  const restarted = await restartFailedItems(deps.db, userId);
  if (restarted > 0) await deps.jobs.resume(GENERATE_WORDS_JOB, userId);
  return { restarted };
}

export async function removeItem(db: Db, userId: string, id: string): Promise<void> {
  const result = await deleteItem(db, userId, id);
  if (result === "missing") throw notFound(NO_ITEM);
  if (result === "in_progress") throw conflict("generation_request_running");
}

export const removeAll = async (db: Db, userId: string): Promise<{ deleted: number }> => ({ deleted: await deleteAllItems(db, userId) });

/** Import from a Jewish texts library: the reference is checked here, the words are taken in a background job. */
export async function startLibraryImport(deps: QueueDeps, userId: string, request: LibraryImportRequest): Promise<Job> {
  const ref = parseTextReference(request.reference);
  if ("error" in ref) throw invalid(ref.error.key, ref.error.params);
  const collection = await findTargetCollection(deps.db, request.collectionId, userId);
  if (!collection) throw notFound("collections_no_collection");
  return deps.jobs.enqueue(LIBRARY_IMPORT_JOB, request, userId);
}

/** The sections offered for a collection: pages 2a–120b (Talmud), the order's tractates (Mishna), or chapters. */
export async function sectionsFor(db: Db, userId: string, collectionId: string): Promise<GenerationSections> {
  const collection = await findTargetCollection(db, collectionId, userId);
  if (!collection) throw notFound("collections_no_collection");
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
