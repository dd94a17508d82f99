import { checkOwnCollectionsCap, checkRoomForOwnCollection } from "../../db/own-collections";
import type { ExportFormat, ImportCollectionRequest, ImportCollectionResult } from "../../../shared/api/collection-transfer";
import { isUniqueViolation } from "../../db/pg-error-code";
import type { CollectionFile } from "../../../shared/collection-transfer/collection-file";
import { wordsToCsv } from "../../../shared/collection-transfer/collection-to-csv";
import { exportFileName, slugStem, suggestFreeSlug } from "../../../shared/collection-transfer/file-name";
import { ImportFileError, parseImportFile } from "../../../shared/collection-transfer/parse-import-file";
import { IMPORT_MAX_BYTES, IMPORT_MAX_MB, toTransferWord } from "../../../shared/collection-transfer/transfer-word";
import { settleWrittenWords } from "../../db/search-indexes";
import type { Deps } from "../../deps";
import { conflict, DomainError, forbidden, invalid, notFound } from "../../lib/domain-error";
import type { Actor } from "../../auth/actor";
import {
  domainExists, findVisibleCollection, insertCollectionWithWords, listWordsForExport, nextOrder, slugsInUse,
} from "./queries";
import { exportAnkiPackage } from "./anki-service";

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

export interface ExportedFile {
  fileName: string;
  contentType: string;
  body: string | Uint8Array<ArrayBuffer>;
}

/** A collection the caller can see, with its words, as a JSON or CSV file, or an Anki package. */
export async function exportCollection(deps: Deps, actor: Actor, id: string, format: ExportFormat): Promise<ExportedFile> {
  const collection = UUID.test(id) ? await findVisibleCollection(deps.db, id, actor.userId) : null;
  if (!collection) throw notFound("transfer_collection_not_found");
  if (format === "apkg") {
    const body = await exportAnkiPackage(deps, actor, collection);
    return { fileName: exportFileName(collection.domain, collection.slug, format), contentType: "application/apkg", body };
  }
  const list = (await listWordsForExport(deps.db, collection.id)).map(toTransferWord);
  const fileName = exportFileName(collection.domain, collection.slug, format);
  if (format === "csv") return { fileName, contentType: "text/csv; charset=utf-8", body: wordsToCsv(list) };
  const file: CollectionFile = {
    version: 1,
    exportedAt: deps.now().toISOString(),
    collection: {
      domain: collection.domain, name: collection.name, slug: collection.slug, description: collection.description,
      subcategory: collection.subcategory, order: collection.order, metadata: collection.metadata,
    },
    words: list,
  };
  return { fileName, contentType: "application/json; charset=utf-8", body: `${JSON.stringify(file, null, 2)}\n` };
}

async function slugClash(deps: Deps, domain: string, ownerId: string | null, slug: string): Promise<DomainError> {
  const taken = await slugsInUse(deps.db, domain, ownerId, slugStem(slug));
  taken.add(slug);
  const suggestedSlug = suggestFreeSlug(slug, taken);
  return conflict("transfer_slug_clash", { slug, domain, suggestedSlug }, { suggestedSlug });
}

/**
 * Validates the whole file first, then writes the collection and its words in one transaction.
 * A learner's import is private (owner_id = the learner); an admin may import it as shared.
 */
export async function importCollection(deps: Deps, actor: Actor, req: ImportCollectionRequest): Promise<ImportCollectionResult> {
  if (Buffer.byteLength(req.content, "utf8") > IMPORT_MAX_BYTES) {
    throw new DomainError("too_large", "transfer_too_large", { mb: IMPORT_MAX_MB });
  }
  if (req.shared && !(await actor.isAdmin())) throw forbidden("transfer_admin_only");
  const ownerId = req.shared ? null : actor.userId;
  const limit = deps.config.PRIVATE_COLLECTIONS_PER_USER;
  if (ownerId) await checkRoomForOwnCollection(deps.db, ownerId, limit);

  let parsed;
  try {
    parsed = parseImportFile({
      content: req.content,
      fileName: req.fileName,
      format: req.format,
      overrides: { name: req.name, slug: req.slug, domain: req.domain, description: req.description, subcategory: req.subcategory },
    });
  } catch (e) {
    if (e instanceof ImportFileError) throw invalid(e.key, e.params);
    throw e;
  }
  const { collection, words: list, ignoredColumns } = parsed;
  if (!(await domainExists(deps.db, collection.domain))) throw invalid("transfer_unknown_domain", { domain: collection.domain });
  if ((await slugsInUse(deps.db, collection.domain, ownerId, collection.slug)).has(collection.slug)) {
    throw await slugClash(deps, collection.domain, ownerId, collection.slug);
  }
  if (parsed.format === "csv") collection.order = await nextOrder(deps.db, collection.domain, ownerId);

  let created;
  try {
    created = await deps.db.transaction(async (tx) => {
      deps.log.debug({ words: list.length }, "Collection import: writing the collection in one transaction");
      const inserted = await insertCollectionWithWords(tx, collection, ownerId, list);
      await checkOwnCollectionsCap(tx, [ownerId], limit);
      return inserted;
    });
  } catch (e) {
    // Another import took the slug between the check and the insert.
    if (isUniqueViolation(e)) throw await slugClash(deps, collection.domain, ownerId, collection.slug);
    throw e;
  }
  // The words in the search indexes at once, and a large collection known to the planner (db/search-indexes.ts).
  await settleWrittenWords(deps.db, list.length, deps.log);
  return { collection: created, wordsImported: list.length, ignoredColumns };
}
