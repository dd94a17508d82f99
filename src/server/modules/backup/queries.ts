import { asc, eq, inArray, isNull, or, sql } from "drizzle-orm";
import type { DbOrTx } from "../../db/client";
import { collections, progress, settings, user, words } from "../../db/schema";

const iso = (d: Date | null) => (d ? d.toISOString() : null);
const CHUNK = 5000;

/** The collections a backup holds: the user's own private ones, and (admins) every shared one. */
export async function collectionsForBackup(db: DbOrTx, userId: string, includeShared: boolean) {
  const rows = await db
    .select()
    .from(collections)
    .where(includeShared ? or(isNull(collections.ownerId), eq(collections.ownerId, userId)) : eq(collections.ownerId, userId))
    .orderBy(asc(collections.domain), asc(collections.order), asc(collections.slug));
  return rows.map((c) => ({
    id: c.id, domain: c.domain, name: c.name, slug: c.slug, description: c.description, subcategory: c.subcategory,
    order: c.order, metadata: c.metadata, owner_id: c.ownerId, created_at: iso(c.createdAt),
  }));
}

/** How many words the collections hold (a backup's size, counted before any word is read). */
export async function countWordsForBackup(db: DbOrTx, collectionIds: string[]): Promise<number> {
  let n = 0;
  for (let i = 0; i < collectionIds.length; i += CHUNK) {
    const [row] = await db.select({ n: sql<number>`count(*)::int` }).from(words).where(inArray(words.collectionId, collectionIds.slice(i, i + CHUNK)));
    n += Number(row?.n ?? 0);
  }
  return n;
}

export async function wordsForBackup(db: DbOrTx, collectionIds: string[]) {
  const out = [];
  for (let i = 0; i < collectionIds.length; i += CHUNK) {
    const rows = await db
      .select()
      .from(words)
      .where(inArray(words.collectionId, collectionIds.slice(i, i + CHUNK)))
      .orderBy(asc(words.collectionId), sql`${words.freqRank} asc nulls last`, asc(words.id));
    for (const w of rows) {
      out.push({
        id: w.id, collection_id: w.collectionId, hebrew: w.hebrew, english: w.english, spanish: w.spanish, portuguese: w.portuguese,
        french: w.french, italian: w.italian, translit: w.translit, pos: w.pos, freq_rank: w.freqRank, subcategory: w.subcategory,
        section: w.section, context_ref: w.contextRef, context_text: w.contextText, lemma: w.lemma, created_at: iso(w.createdAt),
      });
    }
  }
  return out;
}

/** The user's progress rows, each with a reference to its word that survives a move to another instance. */
export async function progressForBackup(db: DbOrTx, userId: string) {
  const rows = await db
    .select({
      p: progress,
      hebrew: words.hebrew, freqRank: words.freqRank, domain: collections.domain, slug: collections.slug, ownerId: collections.ownerId,
    })
    .from(progress)
    .innerJoin(words, eq(words.id, progress.wordId))
    .innerJoin(collections, eq(collections.id, words.collectionId))
    .where(eq(progress.userId, userId))
    .orderBy(asc(progress.wordId));
  return rows.map(({ p, ...ref }) => ({
    id: p.id, user_id: p.userId, collection_id: p.collectionId, word_id: p.wordId, status: p.status, times_seen: p.timesSeen,
    times_known: p.timesKnown, srs_ease: p.srsEase, srs_interval: p.srsInterval, last_seen_at: iso(p.lastSeenAt),
    known_at: iso(p.knownAt), updated_at: iso(p.updatedAt),
    word_ref: { domain: ref.domain, slug: ref.slug, shared: ref.ownerId === null, hebrew: ref.hebrew, freq_rank: ref.freqRank },
  }));
}

/** The user's settings row (created with defaults when missing), with the e-mail that identifies its owner. */
export async function settingsForBackup(db: DbOrTx, userId: string) {
  await db.insert(settings).values({ userId }).onConflictDoNothing({ target: settings.userId });
  const rows = await db
    .select({ s: settings, email: user.email })
    .from(settings)
    .innerJoin(user, eq(user.id, settings.userId))
    .where(eq(settings.userId, userId));
  return rows.map(({ s, email }) => ({
    id: s.id, user_id: s.userId, user_email: email, dark_mode: s.darkMode, daily_goal: s.dailyGoal, shuffle: s.shuffle,
    filter: s.filter, reader: s.reader, fsrs_weights: s.fsrsWeights, desired_retention: s.desiredRetention,
    interface_language: s.interfaceLanguage, updated_at: iso(s.updatedAt),
  }));
}
