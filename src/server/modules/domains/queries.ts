import { asc } from "drizzle-orm";
import type { Domain } from "../../../shared/api/collections";
import type { DbOrTx } from "../../db/client";
import { domains } from "../../db/schema";

/** Every domain, by order (then name, so ties are stable). */
export async function listDomains(db: DbOrTx): Promise<Domain[]> {
  return db
    .select({ id: domains.id, name: domains.name, slug: domains.slug, description: domains.description, color: domains.color, order: domains.order })
    .from(domains)
    .orderBy(asc(domains.order), asc(domains.name));
}
