import { COLLECTION_MESSAGES, type AdminCollection } from "../../../shared/api/admin-collections";
import type { Db } from "../../db/client";
import { isUniqueViolation, pgErrorCode } from "../../db/pg-error-code";
import { conflict, invalid, notFound } from "../../lib/domain-error";
import {
  deleteSharedCollection, insertSharedCollection, listSharedCollections, sharedCollectionDomain, subcategoryFits,
  updateSharedCollection, type CollectionValues,
} from "./manage-queries";
import { domainExists } from "./queries";

/** The Admin Panel's shared collections. Learners' private collections are theirs, never listed here. */
export async function listManagedCollections(db: Db): Promise<{ collections: AdminCollection[] }> {
  return { collections: await listSharedCollections(db) };
}

async function checkPlacement(db: Db, domain: string, subcategory: string | null | undefined) {
  if (!(await domainExists(db, domain))) throw invalid(COLLECTION_MESSAGES.unknownDomain);
  if (subcategory && !(await subcategoryFits(db, subcategory, domain))) throw invalid(COLLECTION_MESSAGES.subcategoryNotInDomain);
}

async function writing<T>(write: () => Promise<T>): Promise<T> {
  try {
    return await write();
  } catch (e) {
    if (isUniqueViolation(e)) throw conflict(COLLECTION_MESSAGES.slugTaken);
    if (pgErrorCode(e) === "23503") throw invalid(COLLECTION_MESSAGES.unknownDomain);
    throw e;
  }
}

async function one(db: Db, id: string): Promise<AdminCollection> {
  const [row] = await listSharedCollections(db, id);
  if (!row) throw notFound(COLLECTION_MESSAGES.notFound);
  return row;
}

export async function createCollection(db: Db, v: CollectionValues): Promise<AdminCollection> {
  await checkPlacement(db, v.domain, v.subcategory);
  const id = await writing(() => insertSharedCollection(db, v));
  return one(db, id);
}

export async function editCollection(db: Db, id: string, v: Partial<CollectionValues>): Promise<AdminCollection> {
  const current = await sharedCollectionDomain(db, id);
  if (current === null) throw notFound(COLLECTION_MESSAGES.notFound);
  if (v.domain !== undefined || v.subcategory) await checkPlacement(db, v.domain ?? current, v.subcategory);
  if (!(await writing(() => updateSharedCollection(db, id, v)))) throw notFound(COLLECTION_MESSAGES.notFound);
  return one(db, id);
}

/** Deletes the collection with its words and their progress (one statement, so one transaction). */
export async function removeCollection(db: Db, id: string): Promise<void> {
  if (!(await deleteSharedCollection(db, id))) throw notFound(COLLECTION_MESSAGES.notFound);
}
