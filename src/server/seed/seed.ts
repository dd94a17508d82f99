import { and, eq, isNull, sql } from "drizzle-orm";
import type { Db } from "../db/client";
import { collections, domains, subcategories, words } from "../db/schema";
import type { Logger } from "../lib/logger";
import { SEED_DOMAINS, SEED_SUBCATEGORIES, seedCollections } from "./catalog";
import { SAMPLE_WORDS } from "./sample-words";

/**
 * Seeds the built-in domains and subcategories (when missing) and, when no collections exist,
 * the built-in collections and sample words — all in one transaction.
 */
export async function seedDatabase(db: Db, log?: Logger): Promise<{ seeded: boolean }> {
  return db.transaction(async (tx) => {
    await tx.execute(sql`select pg_advisory_xact_lock(4242)`);
    await tx.insert(domains).values(SEED_DOMAINS.map((d) => ({ ...d }))).onConflictDoNothing({ target: domains.slug });
    const domainRows = await tx.select({ id: domains.id, slug: domains.slug }).from(domains);
    const domainId = new Map(domainRows.map((d) => [d.slug, d.id]));
    for (const s of SEED_SUBCATEGORIES) {
      const id = domainId.get(s.domain);
      if (!id) continue;
      const exists = await tx.select({ id: subcategories.id }).from(subcategories)
        .where(and(eq(subcategories.name, s.name), eq(subcategories.domainId, id))).limit(1);
      if (!exists.length) await tx.insert(subcategories).values({ name: s.name, description: s.description, domainId: id, order: s.order });
    }

    const [{ n } = { n: 0 }] = await tx.select({ n: sql<number>`count(*)::int` }).from(collections).where(isNull(collections.ownerId));
    if (n > 0) return { seeded: false };

    const inserted = await tx.insert(collections).values(seedCollections()).returning({ id: collections.id, domain: collections.domain, slug: collections.slug });
    const idOf = new Map(inserted.map((c) => [`${c.domain}/${c.slug}`, c.id]));
    const rows = Object.entries(SAMPLE_WORDS).flatMap(([key, list]) => {
      const collectionId = idOf.get(key);
      if (!collectionId) throw new Error(`Sample words for unknown collection ${key}`);
      return list.map((word) => ({ ...word, collectionId, section: word.section ?? null }));
    });
    await tx.insert(words).values(rows);
    log?.info({ collections: inserted.length, words: rows.length }, "Seeded the built-in collections and sample words");
    return { seeded: true };
  });
}
