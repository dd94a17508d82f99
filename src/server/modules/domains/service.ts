import type { ServerMessageKey } from "../../../shared/i18n/server-messages";
import type { Domain } from "../../../shared/api/collections";
import { DOMAIN_MESSAGES, type Subcategory } from "../../../shared/api/domains";
import type { Db } from "../../db/client";
import { isUniqueViolation, pgErrorCode } from "../../db/pg-error-code";
import { conflict, invalid, notFound } from "../../lib/domain-error";
import {
  countDomainCollections, deleteDomain, deleteSubcategory, findDomain, insertDomain, insertSubcategory, listDomains,
  listSubcategories, updateDomain, updateSubcategory, type DomainValues, type SubcategoryValues,
} from "./queries";

/** The study domains, in their order, for the tabs of the shell. */
export async function getDomains(db: Db): Promise<{ domains: Domain[] }> {
  return { domains: await listDomains(db) };
}

/** A taken slug (or subcategory name) is a 409 with the card's message, whichever request won. */
async function saving<T>(write: () => Promise<T>, taken: ServerMessageKey): Promise<T> {
  try {
    return await write();
  } catch (e) {
    if (isUniqueViolation(e)) throw conflict(taken);
    if (pgErrorCode(e) === "23503") throw invalid(DOMAIN_MESSAGES.unknownDomain);
    throw e;
  }
}

export const createDomain = (db: Db, v: DomainValues): Promise<Domain> => saving(() => insertDomain(db, v), DOMAIN_MESSAGES.slugTaken);

export async function editDomain(db: Db, id: string, v: Partial<DomainValues>): Promise<Domain> {
  const row = await saving(() => updateDomain(db, id, v), DOMAIN_MESSAGES.slugTaken);
  if (!row) throw notFound(DOMAIN_MESSAGES.notFound);
  return row;
}

/** A domain that still holds collections stays (deleting it would affect them: the confirmation's warning, enforced). */
export async function removeDomain(db: Db, id: string): Promise<void> {
  await db.transaction(async (tx) => {
    const held = await countDomainCollections(tx, id);
    if (held === null) throw notFound(DOMAIN_MESSAGES.notFound);
    if (held > 0) throw conflict(held === 1 ? "domain_in_use_one" : "domain_in_use_many", { count: held });
    await deleteDomain(tx, id);
  });
}

export async function getSubcategories(db: Db): Promise<{ subcategories: Subcategory[] }> {
  return { subcategories: await listSubcategories(db) };
}

async function checkDomain(db: Db, domainId: string | null | undefined) {
  if (domainId && !(await findDomain(db, domainId))) throw invalid(DOMAIN_MESSAGES.unknownDomain);
}

export async function createSubcategory(db: Db, v: SubcategoryValues): Promise<Subcategory> {
  await checkDomain(db, v.domainId);
  return saving(() => insertSubcategory(db, v), DOMAIN_MESSAGES.subcategoryTaken);
}

export async function editSubcategory(db: Db, id: string, v: Partial<SubcategoryValues>): Promise<Subcategory> {
  await checkDomain(db, v.domainId);
  const row = await saving(() => updateSubcategory(db, id, v), DOMAIN_MESSAGES.subcategoryTaken);
  if (!row) throw notFound(DOMAIN_MESSAGES.subcategoryNotFound);
  return row;
}

export async function removeSubcategory(db: Db, id: string): Promise<void> {
  if (!(await deleteSubcategory(db, id))) throw notFound(DOMAIN_MESSAGES.subcategoryNotFound);
}
