import crypto from "node:crypto";
import { pgErrorCode } from "../../db/pg-error-code";
import type { RestoreCounts, RestoreResult } from "../../../shared/api/backup";
import type { BackupFile, BackupProgress, BackupWord } from "../../../shared/backup/backup-file";
import { parseBackupFileInSlices } from "../../../shared/backup/parse-backup-file";
import { mergeSearchIndexPending } from "../../db/search-indexes";
import type { Deps } from "../../deps";
import { conflict, invalid } from "../../lib/domain-error";
import type { Actor } from "../../auth/actor";
import {
  existingDomains, takenCollectionIds, upsertCollections, upsertProgress, upsertSettings, upsertWords, visibleCollections,
  wordsByIds, wordsOfCollections, type CollectionKeyRow, type CollectionRow, type ProgressRow, type WordKeyRow, type WordRow,
} from "./restore-queries";
import { upsertReviewCards, type RestoredCard } from "./review-queries";

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
const isUuid = (s: string) => UUID.test(s);
const toDate = (s: string | null) => (s ? new Date(s) : null);
const collKey = (domain: string, slug: string) => `${domain}/${slug}`;
const norm = (hebrew: string) => hebrew.normalize("NFC").trim();
const wordKey = (collectionId: string, hebrew: string, rank: number | null) => `${collectionId}\u0000${norm(hebrew)}\u0000${rank ?? ""}`;

type SkipReason = keyof RestoreResult["reasons"];
const zero = (): RestoreCounts => ({ collections: 0, words: 0, progress: 0, settings: 0 });

/** Looks words up by (collection, hebrew, freq_rank), then by (collection, hebrew); each existing word is used once. */
class WordMatcher {
  private readonly byKey = new Map<string, WordKeyRow[]>();
  private readonly byHebrew = new Map<string, WordKeyRow[]>();
  readonly byId = new Map<string, WordKeyRow>();
  private readonly used = new Set<string>();

  constructor(rows: WordKeyRow[]) {
    for (const r of rows) {
      this.byId.set(r.id, r);
      const k = wordKey(r.collectionId, r.hebrew, r.freqRank);
      (this.byKey.get(k) ?? this.byKey.set(k, []).get(k)!).push(r);
      const h = `${r.collectionId}\u0000${norm(r.hebrew)}`;
      (this.byHebrew.get(h) ?? this.byHebrew.set(h, []).get(h)!).push(r);
    }
  }

  take(id: string): boolean {
    if (this.used.has(id)) return false;
    this.used.add(id);
    return true;
  }

  /** Same id in the same collection, else the first unused word with the same hebrew and rank. */
  matchForWord(w: { id: string; hebrew: string; freq_rank: number | null }, collectionId: string): string | undefined {
    const same = this.byId.get(w.id);
    if (same && same.collectionId === collectionId && this.take(same.id)) return same.id;
    return this.byKey.get(wordKey(collectionId, w.hebrew, w.freq_rank))?.find((r) => this.take(r.id))?.id;
  }

  /** For progress (no "used" bookkeeping): hebrew + rank, else hebrew alone. */
  find(collectionId: string, hebrew: string, rank: number | null): WordKeyRow | undefined {
    return this.byKey.get(wordKey(collectionId, hebrew, rank))?.[0] ?? this.byHebrew.get(`${collectionId}\u0000${norm(hebrew)}`)?.[0];
  }
}

/**
 * Restores a backup file for the caller. The whole file is validated first; then everything is
 * written in one transaction with upserts keyed on ids or natural keys (collection domain/slug, word
 * hebrew + freq_rank, progress user + word, settings user) and values set from the file, so a second
 * restore of the same file changes nothing.
 *
 * - Progress and settings are restored for the caller only. Rows of the caller are those with the
 *   caller's user id or, from another instance, whose settings row carries the caller's e-mail.
 *   Other users' rows are skipped (reason otherUsers).
 * - Private collections (with their words) are restored as the caller's when they were the caller's.
 * - Shared collections and words are restored only by an admin; a learner's restore skips them.
 * - A progress row re-links to its word by id (file or database) or by its word_ref; otherwise it is
 *   skipped (unmatchedWords). Its word's review card and review log come back with it.
 */
export async function restoreBackup(deps: Deps, actor: Actor, body: unknown): Promise<RestoreResult> {
  const parsed = await parseBackupFileInSlices(body);
  if (!parsed.ok) throw invalid(parsed.message);
  const { data, timestamp } = parsed.file;
  const isAdmin = await actor.isAdmin();

  const restored = zero();
  const skipped = zero();
  const reasons: RestoreResult["reasons"] = { otherUsers: 0, sharedContent: 0, unmatchedWords: 0 };
  const skip = (what: keyof RestoreCounts, reason: SkipReason, n = 1) => {
    skipped[what] += n;
    reasons[reason] += n;
  };

  const email = actor.email.toLowerCase();
  const ownIds = new Set([actor.userId]);
  for (const s of data.settings) if (s.user_email && s.user_email.toLowerCase() === email) ownIds.add(s.user_id);

  // What the caller may restore.
  const restorable: BackupFile["data"]["collections"] = [];
  const skippedCollections = new Map<string, SkipReason>();
  for (const c of data.collections) {
    const reason: SkipReason | null = c.owner_id === null ? (isAdmin ? null : "sharedContent") : ownIds.has(c.owner_id) ? null : "otherUsers";
    if (reason) {
      skippedCollections.set(c.id, reason);
      skip("collections", reason);
    } else restorable.push(c);
  }
  const words: BackupWord[] = [];
  for (const w of data.words) {
    const reason = skippedCollections.get(w.collection_id);
    if (reason) skip("words", reason);
    else words.push(w);
  }
  const progressRows: BackupProgress[] = [];
  for (const p of data.progress) {
    if (ownIds.has(p.user_id)) progressRows.push(p);
    else skip("progress", "otherUsers");
  }
  const ownSettings = data.settings.filter((s) => ownIds.has(s.user_id));
  skip("settings", "otherUsers", data.settings.length - ownSettings.length);
  const chosenSettings = ownSettings.find((s) => s.user_id === actor.userId) ?? ownSettings.at(-1);
  skipped.settings += Math.max(0, ownSettings.length - 1);

  const neededDomains = [...new Set(restorable.map((c) => c.domain))];
  const present = await existingDomains(deps.db, neededDomains);
  const missing = restorable.find((c) => !present.has(c.domain));
  if (missing) throw invalid(`Restore failed: the domain '${missing.domain}' of collection '${missing.slug}' does not exist on this site.`);

  const fallbackTime = timestamp ?? new Date(0).toISOString();

  try {
    await deps.db.transaction(async (tx) => {
      deps.log.debug({ collections: restorable.length }, "Restore: writing the backup in one transaction");
      // 1. Collections: same id (same kind), else same domain/slug (shared, or the caller's own), else new.
      const visible = await visibleCollections(tx, actor.userId);
      const byId = new Map(visible.map((c) => [c.id, c]));
      const sharedByKey = new Map<string, CollectionKeyRow>();
      const ownByKey = new Map<string, CollectionKeyRow>();
      for (const c of visible) (c.ownerId === null ? sharedByKey : ownByKey).set(collKey(c.domain, c.slug), c);
      const taken = await takenCollectionIds(tx, restorable.map((c) => c.id).filter((id) => isUuid(id) && !byId.has(id)));
      const usedCollections = new Set<string>();
      const collectionMap = new Map<string, string>();
      const collectionRows: CollectionRow[] = [];
      for (const c of restorable) {
        const shared = c.owner_id === null;
        const keyed = shared ? sharedByKey : ownByKey;
        const sameId = byId.get(c.id);
        let target = sameId && (sameId.ownerId === null) === shared && !usedCollections.has(sameId.id) ? sameId.id : undefined;
        if (!target) {
          const k = keyed.get(collKey(c.domain, c.slug));
          if (k && !usedCollections.has(k.id)) target = k.id;
        }
        if (!target) target = isUuid(c.id) && !byId.has(c.id) && !taken.has(c.id) && !usedCollections.has(c.id) ? c.id : crypto.randomUUID();
        usedCollections.add(target);
        collectionMap.set(c.id, target);
        const ownerId = shared ? null : actor.userId;
        keyed.set(collKey(c.domain, c.slug), { id: target, domain: c.domain, slug: c.slug, ownerId });
        collectionRows.push({
          id: target, domain: c.domain, name: c.name, slug: c.slug, order: c.order, description: c.description,
          subcategory: c.subcategory, metadata: c.metadata, ownerId, ...(c.created_at ? { createdAt: new Date(c.created_at) } : {}),
        });
      }
      await upsertCollections(tx, collectionRows);
      restored.collections = collectionRows.length;

      // 2. Words of restored collections: same id in the same collection, else same hebrew + freq_rank, else new.
      const existing = new WordMatcher(await wordsOfCollections(tx, [...new Set(collectionMap.values())]));
      const elsewhere = new Set((await wordsByIds(tx, words.map((w) => w.id).filter((id) => isUuid(id) && !existing.byId.has(id)))).map((w) => w.id));
      const wordMap = new Map<string, { id: string; collectionId: string }>();
      const wordRows: WordRow[] = [];
      const newIds = new Set<string>();
      for (const w of words) {
        const collectionId = collectionMap.get(w.collection_id)!;
        let target = existing.matchForWord(w, collectionId);
        if (!target) {
          target = isUuid(w.id) && !existing.byId.has(w.id) && !elsewhere.has(w.id) && !newIds.has(w.id) ? w.id : crypto.randomUUID();
          newIds.add(target);
        }
        wordMap.set(w.id, { id: target, collectionId });
        wordRows.push({
          id: target, collectionId, hebrew: w.hebrew, english: w.english, spanish: w.spanish, portuguese: w.portuguese, french: w.french,
          italian: w.italian, translit: w.translit, pos: w.pos, freqRank: w.freq_rank, subcategory: w.subcategory, section: w.section,
          contextRef: w.context_ref, contextText: w.context_text,
          ...(w.created_at ? { createdAt: new Date(w.created_at) } : {}),
        });
      }
      await upsertWords(tx, wordRows);
      restored.words = wordRows.length;

      // 3. Progress: re-link each row to a word the caller can see, then upsert on (user, word).
      const unresolved = progressRows.filter((p) => !wordMap.has(p.word_id));
      const visibleById = new Map<string, string>();
      for (const w of await wordsByIds(tx, unresolved.map((p) => p.word_id).filter(isUuid))) {
        if (w.ownerId === null || w.ownerId === actor.userId) visibleById.set(w.id, w.collectionId);
      }
      const refCollections = new Set<string>();
      for (const p of unresolved) {
        if (visibleById.has(p.word_id) || !p.word_ref) continue;
        const c = (p.word_ref.shared ? sharedByKey : ownByKey).get(collKey(p.word_ref.domain, p.word_ref.slug));
        if (c) refCollections.add(c.id);
      }
      const byRef = new WordMatcher(await wordsOfCollections(tx, [...refCollections]));
      const byWord = new Map<string, ProgressRow>();
      const cards = new Map<string, RestoredCard>();
      let unmatched = 0;
      for (const p of progressRows) {
        let word = wordMap.get(p.word_id);
        if (!word && visibleById.has(p.word_id)) word = { id: p.word_id, collectionId: visibleById.get(p.word_id)! };
        if (!word && p.word_ref) {
          const c = (p.word_ref.shared ? sharedByKey : ownByKey).get(collKey(p.word_ref.domain, p.word_ref.slug));
          const found = c ? byRef.find(c.id, p.word_ref.hebrew, p.word_ref.freq_rank) : undefined;
          if (found) word = { id: found.id, collectionId: found.collectionId };
        }
        if (!word) {
          skip("progress", "unmatchedWords");
          unmatched++;
          continue;
        }
        byWord.set(word.id, {
          userId: actor.userId, collectionId: word.collectionId, wordId: word.id, status: p.status, timesSeen: p.times_seen,
          timesKnown: p.times_known, srsEase: p.srs_ease, srsInterval: p.srs_interval, lastSeenAt: toDate(p.last_seen_at),
          knownAt: toDate(p.known_at), updatedAt: new Date(p.updated_at ?? fallbackTime),
        });
        if (p.review_card) cards.set(word.id, { userId: actor.userId, wordId: word.id, status: p.status, card: p.review_card });
        else cards.delete(word.id);
      }
      await upsertProgress(tx, [...byWord.values()]);
      // The words' review cards and logs ride on their progress rows.
      await upsertReviewCards(tx, [...cards.values()]);
      restored.progress = byWord.size;
      // Several rows for one word: the last one wins, the others count as skipped.
      skipped.progress += progressRows.length - unmatched - byWord.size;

      // 4. Settings.
      if (chosenSettings) {
        await upsertSettings(tx, {
          userId: actor.userId, darkMode: chosenSettings.dark_mode, dailyGoal: chosenSettings.daily_goal, shuffle: chosenSettings.shuffle,
          filter: chosenSettings.filter, reader: chosenSettings.reader, fsrsWeights: chosenSettings.fsrs_weights,
          desiredRetention: chosenSettings.desired_retention, updatedAt: new Date(chosenSettings.updated_at ?? fallbackTime),
        });
        restored.settings = 1;
      }
    });
  } catch (e) {
    const code = pgErrorCode(e);
    if (code === "23505") throw conflict("Restore failed: a collection in the file has the same domain and slug as another one here. Nothing was restored.");
    if (code === "23503") throw conflict("Restore failed: the file refers to something that does not exist here. Nothing was restored.");
    throw e;
  }
  if (restored.words > 0) await mergeSearchIndexPending(deps.db, "words");
  return { restored, skipped, reasons };
}
