import { asc, eq, sql } from "drizzle-orm";
import type { Domain } from "../../../shared/api/collections";
import type { Subcategory } from "../../../shared/api/domains";
import type { DbOrTx } from "../../db/client";
import { collections, domains, subcategories } from "../../db/schema";

const domainColumns = { id: domains.id, name: domains.name, slug: domains.slug, description: domains.description, color: domains.color, order: domains.order };
const subcategoryColumns = { id: subcategories.id, name: subcategories.name, description: subcategories.description, domainId: subcategories.domainId, order: subcategories.order };

/** Every domain, by order (then name, so ties are stable). */
export async function listDomains(db: DbOrTx): Promise<Domain[]> {
  return db.select(domainColumns).from(domains).orderBy(asc(domains.order), asc(domains.name));
}

export async function findDomain(db: DbOrTx, id: string): Promise<Domain | null> {
  const [row] = await db.select(domainColumns).from(domains).where(eq(domains.id, id)).limit(1);
  return row ?? null;
}

export interface DomainValues { name: string; slug: string; description: string | null; color: string; order: number }

export async function insertDomain(db: DbOrTx, v: DomainValues): Promise<Domain> {
  const [row] = await db.insert(domains).values(v).returning(domainColumns);
  return row!;
}

/** A slug change follows into the domain's collections (the foreign key cascades). */
export async function updateDomain(db: DbOrTx, id: string, v: Partial<DomainValues>): Promise<Domain | null> {
  if (Object.keys(v).length === 0) return findDomain(db, id);
  const [row] = await db.update(domains).set(v).where(eq(domains.id, id)).returning(domainColumns);
  return row ?? null;
}

/** Collections (shared and private) in the domain, the domain's row locked until the transaction ends. */
export async function countDomainCollections(tx: DbOrTx, id: string): Promise<number | null> {
  const [d] = await tx.select({ slug: domains.slug }).from(domains).where(eq(domains.id, id)).for("update");
  if (!d) return null;
  const [n] = await tx.select({ n: sql<number>`count(*)::int` }).from(collections).where(eq(collections.domain, d.slug));
  return n?.n ?? 0;
}

export async function deleteDomain(tx: DbOrTx, id: string): Promise<void> {
  await tx.delete(domains).where(eq(domains.id, id));
}

export async function listSubcategories(db: DbOrTx): Promise<Subcategory[]> {
  return db.select(subcategoryColumns).from(subcategories).orderBy(asc(subcategories.order), asc(subcategories.name));
}

export interface SubcategoryValues { name: string; description: string | null; domainId: string | null; order: number }

export async function insertSubcategory(db: DbOrTx, v: SubcategoryValues): Promise<Subcategory> {
  const [row] = await db.insert(subcategories).values(v).returning(subcategoryColumns);
  return row!;
}

export async function updateSubcategory(db: DbOrTx, id: string, v: Partial<SubcategoryValues>): Promise<Subcategory | null> {
  if (Object.keys(v).length === 0) {
    const [row] = await db.select(subcategoryColumns).from(subcategories).where(eq(subcategories.id, id));
    return row ?? null;
  }
  const [row] = await db.update(subcategories).set(v).where(eq(subcategories.id, id)).returning(subcategoryColumns);
  return row ?? null;
}

export async function deleteSubcategory(db: DbOrTx, id: string): Promise<boolean> {
  return (await db.delete(subcategories).where(eq(subcategories.id, id)).returning({ id: subcategories.id })).length > 0;
}
