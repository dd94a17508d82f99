import { and, asc, eq, isNull, or } from "drizzle-orm";
import type { DbOrTx } from "../../db/client";
import { collections, words } from "../../db/schema";
import type { TargetCollection } from "../../integrations/word-generators/word-generator";

// The collections generation fills and the one write of generated words (the library's books and
// lexicons are read through db/library-texts.ts).

/** A collection an administrator may fill: a shared one, or their own. */
export async function findTargetCollection(db: DbOrTx, id: string, userId: string): Promise<TargetCollection | null> {
  const [row] = await db.select({ id: collections.id, name: collections.name, domain: collections.domain, subcategory: collections.subcategory })
    .from(collections).where(and(eq(collections.id, id), or(isNull(collections.ownerId), eq(collections.ownerId, userId))));
  return row ?? null;
}

export async function listSharedCollections(db: DbOrTx): Promise<TargetCollection[]> {
  return db.select({ id: collections.id, name: collections.name, domain: collections.domain, subcategory: collections.subcategory })
    .from(collections).where(isNull(collections.ownerId)).orderBy(asc(collections.domain), asc(collections.order), asc(collections.name));
}

/**
 * The collection's words as compared for duplicates: their niqqud-stripped forms (all, and those of
 * the words without a lemma), their lemmas (lemma keys: Strong's number and homonym letter), and its highest freq_rank.
 */
export async function collectionWordIndex(db: DbOrTx, collectionId: string): Promise<{ plains: Set<string>; lemmas: Set<string>; formPlains: Set<string>; maxRank: number; sections: string[] }> {
  const rows = await db.select({ plain: words.hebrewPlain, lemma: words.lemma, rank: words.freqRank, section: words.section })
    .from(words).where(eq(words.collectionId, collectionId));
  let maxRank = 0;
  const sections = new Set<string>();
  for (const r of rows) {
    if (r.rank !== null && r.rank > maxRank) maxRank = r.rank;
    if (r.section) sections.add(r.section);
  }
  return {
    plains: new Set(rows.map((r) => r.plain ?? "")), lemmas: new Set(rows.flatMap((r) => (r.lemma ? [r.lemma] : []))),
    formPlains: new Set(rows.filter((r) => !r.lemma).map((r) => r.plain ?? "")), maxRank, sections: [...sections],
  };
}

export interface NewWord {
  hebrew: string; english: string; translit: string | null; pos: string | null; freqRank: number; section: string | null; subcategory: string | null;
  /** A word counted by its lemma: its lemma key (Strong's number and homonym letter, lemmaKey) and the verse it is first met in. */
  lemma?: string | null; contextRef?: string | null; contextText?: string | null;
}

export async function insertWords(db: DbOrTx, collectionId: string, rows: NewWord[]): Promise<number> {
  if (rows.length === 0) return 0;
  const inserted = await db.insert(words).values(rows.map((w) => ({ ...w, collectionId }))).returning({ id: words.id });
  return inserted.length;
}

