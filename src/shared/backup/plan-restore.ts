import type { RestoreCounts, RestoreResult } from "../api/backup";
import type { Locale } from "../i18n/locales";
import type { KeyedServerMessage } from "../i18n/server-message-key";
import type { BackupCollection, BackupFile, BackupProgress, BackupReviewCard, BackupSettings, BackupWord } from "./backup-file";
import { parsingRestoreReads, planParsingRestore, type ExistingBook, type PlannedParsingCard } from "./plan-parsing-restore";

/**
 * What a restore does, decided without I/O (like the timer machine): `planRestore(file, actor,
 * existing)` answers the rows to write and the reason for every row it skips. The server reads
 * `existing` (what the file may match on this instance: `restoreReads` names it), plans, and writes
 * the plan in the same transaction (modules/backup/restore-backup.ts).
 *
 * - Progress and settings are restored for the caller only. Rows of the caller are those with the
 *   caller's user id or, from another instance, whose settings row carries the caller's e-mail.
 *   Other users' rows are skipped (otherUsers).
 * - Private collections (with their words) are restored as the caller's when they were the caller's.
 * - Shared collections and words are restored only by an admin; a learner's restore skips them
 *   (sharedContent).
 * - Collections: same id (same kind), else same domain/slug (shared, or the caller's own), else new.
 * - Words of restored collections: same id in the same collection, else same hebrew + freq_rank,
 *   else new (each existing word used once).
 * - A progress row re-links to its word by id (file or instance) or by its word_ref; otherwise it
 *   is skipped (unmatchedWords). Several rows for one word: the last wins (the others: duplicate).
 *   Its word's review card and review log come back with it.
 * - Parsing cards (with their answers) are the caller's only, each on its book by id or source
 *   (plan-parsing-restore.ts); a card whose book is not here is skipped (unmatchedBooks).
 */

export interface RestoreActor { userId: string; email: string; isAdmin: boolean }

export interface ExistingCollection { id: string; domain: string; slug: string; ownerId: string | null }
export interface ExistingWord { id: string; collectionId: string; hebrew: string; freqRank: number | null }

/** What the instance holds that the file may match (read in the restore's transaction). */
export interface RestoreExisting {
  /** Which of the file's collection domains exist here. */
  domains: ReadonlySet<string>;
  /** Every collection the caller can see (shared and their own). */
  collections: readonly ExistingCollection[];
  /** Which of the file's collection ids are used here by a collection the caller cannot see. */
  takenCollectionIds: ReadonlySet<string>;
  /** The words of the visible collections in `restoreReads(...).wordsOfCollections`. */
  wordsOfCollections: readonly ExistingWord[];
  /** The words here with an id in `restoreReads(...).wordIds`, wherever they are, with their collection's owner. */
  wordsWithIds: readonly { id: string; collectionId: string; ownerId: string | null }[];
  /** The books here that the file's parsing cards name (`restoreReads(...).bookIds` and `.bookSourceRefs`). */
  books: readonly ExistingBook[];
  /** A new id (a uuid), for rows that cannot keep the file's. */
  newId: () => string;
}

type Status = BackupProgress["status"];
export interface PlannedCollection {
  id: string; domain: string; name: string; slug: string; order: number; description: string | null; subcategory: string | null;
  metadata: BackupCollection["metadata"]; ownerId: string | null; createdAt?: Date;
}
export interface PlannedWord {
  id: string; collectionId: string; hebrew: string; english: string; spanish: string | null; portuguese: string | null;
  french: string | null; italian: string | null; translit: string | null; pos: string | null; freqRank: number | null;
  subcategory: string | null; section: string | null; contextRef: string | null; contextText: string | null; lemma: string | null; createdAt?: Date;
}
export interface PlannedProgress {
  userId: string; collectionId: string; wordId: string; status: Status; timesSeen: number; timesKnown: number; srsEase: number;
  srsInterval: number; lastSeenAt: Date | null; knownAt: Date | null; updatedAt: Date;
}
export interface PlannedCard { userId: string; wordId: string; status: Status; card: BackupReviewCard }
export interface PlannedSettings {
  userId: string; darkMode: boolean | null; dailyGoal: number; shuffle: boolean; filter: BackupSettings["filter"]; reader: BackupSettings["reader"];
  fsrsWeights: number[] | null; desiredRetention: number; updatedAt: Date;
  /** The interface language to set (null: the browser's languages); undefined (an older file): left as it is. */
  interfaceLanguage?: Locale | null;
}

export type SkipReason = keyof RestoreResult["reasons"] | "duplicate";
export interface RestoreSkip { what: keyof RestoreCounts; id: string; reason: SkipReason }

export type RestorePlan =
  | { ok: false; error: KeyedServerMessage }
  | {
    ok: true;
    collections: PlannedCollection[]; words: PlannedWord[]; progress: PlannedProgress[]; cards: PlannedCard[];
    parsingCards: PlannedParsingCard[];
    settings: PlannedSettings | null;
    /** Every row left out, with its reason. */
    skips: RestoreSkip[];
    /** The answer's counts (restored, skipped, reasons), from the rows above. */
    result: RestoreResult;
  };

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
export const isUuid = (s: string) => UUID.test(s);
const toDate = (s: string | null) => (s ? new Date(s) : null);
const collKey = (domain: string, slug: string) => `${domain}/${slug}`;
const norm = (hebrew: string) => hebrew.normalize("NFC").trim();
const wordKey = (collectionId: string, hebrew: string, rank: number | null) => `${collectionId}\u0000${norm(hebrew)}\u0000${rank ?? ""}`;

/** Looks words up by (collection, hebrew, freq_rank), then by (collection, hebrew); each existing word is used once. */
class WordMatcher {
  private readonly byKey = new Map<string, ExistingWord[]>();
  private readonly byHebrew = new Map<string, ExistingWord[]>();
  readonly byId = new Map<string, ExistingWord>();
  private readonly used = new Set<string>();

  constructor(rows: Iterable<ExistingWord>) {
    for (const r of rows) {
      this.byId.set(r.id, r);
      const k = wordKey(r.collectionId, r.hebrew, r.freqRank);
      (this.byKey.get(k) ?? this.byKey.set(k, []).get(k)!).push(r);
      const h = `${r.collectionId}\u0000${norm(r.hebrew)}`;
      (this.byHebrew.get(h) ?? this.byHebrew.set(h, []).get(h)!).push(r);
    }
  }

  private take(id: string): boolean {
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
  find(collectionId: string, hebrew: string, rank: number | null): ExistingWord | undefined {
    return this.byKey.get(wordKey(collectionId, hebrew, rank))?.[0] ?? this.byHebrew.get(`${collectionId}\u0000${norm(hebrew)}`)?.[0];
  }
}

/** The caller's user ids in the file: their own, and those whose settings carry their e-mail. */
function ownUserIds(file: BackupFile, actor: RestoreActor): Set<string> {
  const email = actor.email.toLowerCase();
  const own = new Set([actor.userId]);
  for (const s of file.data.settings) if (s.user_email && s.user_email.toLowerCase() === email) own.add(s.user_id);
  return own;
}

/** What `existing` must hold for this file: which domains, which visible collections' words, which word ids. */
export function restoreReads(file: BackupFile, actor: RestoreActor, collections: readonly ExistingCollection[]) {
  const named = new Set<string>();
  for (const c of file.data.collections) named.add(collKey(c.domain, c.slug));
  const own = ownUserIds(file, actor);
  for (const p of file.data.progress) if (own.has(p.user_id) && p.word_ref) named.add(collKey(p.word_ref.domain, p.word_ref.slug));
  const fileIds = new Set(file.data.collections.map((c) => c.id));
  const visibleIds = new Set(collections.map((c) => c.id));
  const books = parsingRestoreReads(file);
  return {
    domains: [...new Set(file.data.collections.map((c) => c.domain))],
    collectionIds: [...fileIds].filter((id) => isUuid(id) && !visibleIds.has(id)),
    wordsOfCollections: collections.filter((c) => fileIds.has(c.id) || named.has(collKey(c.domain, c.slug))).map((c) => c.id),
    wordIds: [...new Set([...file.data.words.map((w) => w.id), ...file.data.progress.map((p) => p.word_id)])].filter(isUuid),
    bookIds: books.bookIds,
    bookSourceRefs: books.sourceRefs,
  };
}

const zero = (): RestoreCounts => ({ collections: 0, words: 0, progress: 0, settings: 0, parsingCards: 0 });

export function planRestore(file: BackupFile, actor: RestoreActor, existing: RestoreExisting): RestorePlan {
  const { data, timestamp } = file;
  const skips: RestoreSkip[] = [];
  const own = ownUserIds(file, actor);

  // What the caller may restore.
  const restorable: BackupCollection[] = [];
  const skippedCollections = new Map<string, SkipReason>();
  for (const c of data.collections) {
    const reason: SkipReason | null = c.owner_id === null ? (actor.isAdmin ? null : "sharedContent") : own.has(c.owner_id) ? null : "otherUsers";
    if (reason) {
      skippedCollections.set(c.id, reason);
      skips.push({ what: "collections", id: c.id, reason });
    } else restorable.push(c);
  }
  const fileWords: BackupWord[] = [];
  for (const w of data.words) {
    const reason = skippedCollections.get(w.collection_id);
    if (reason) skips.push({ what: "words", id: w.id, reason });
    else fileWords.push(w);
  }
  const progressRows: BackupProgress[] = [];
  for (const p of data.progress) {
    if (own.has(p.user_id)) progressRows.push(p);
    else skips.push({ what: "progress", id: p.word_id, reason: "otherUsers" });
  }
  const ownSettings: BackupSettings[] = [];
  for (const s of data.settings) {
    if (own.has(s.user_id)) ownSettings.push(s);
    else skips.push({ what: "settings", id: s.user_id, reason: "otherUsers" });
  }
  const chosenSettings = ownSettings.find((s) => s.user_id === actor.userId) ?? ownSettings.at(-1);
  for (const s of ownSettings) if (s !== chosenSettings) skips.push({ what: "settings", id: s.user_id, reason: "duplicate" });

  const missing = restorable.find((c) => !existing.domains.has(c.domain));
  if (missing) return { ok: false, error: { key: "restore_unknown_domain", params: { domain: missing.domain, slug: missing.slug } } };
  const fallbackTime = timestamp ?? new Date(0).toISOString();

  // 1. Collections.
  const byId = new Map(existing.collections.map((c) => [c.id, c]));
  const sharedByKey = new Map<string, ExistingCollection>();
  const ownByKey = new Map<string, ExistingCollection>();
  for (const c of existing.collections) (c.ownerId === null ? sharedByKey : ownByKey).set(collKey(c.domain, c.slug), c);
  const usedCollections = new Set<string>();
  const collectionMap = new Map<string, string>();
  const collections: PlannedCollection[] = [];
  for (const c of restorable) {
    const shared = c.owner_id === null;
    const keyed = shared ? sharedByKey : ownByKey;
    const sameId = byId.get(c.id);
    let target = sameId && (sameId.ownerId === null) === shared && !usedCollections.has(sameId.id) ? sameId.id : undefined;
    if (!target) {
      const k = keyed.get(collKey(c.domain, c.slug));
      if (k && !usedCollections.has(k.id)) target = k.id;
    }
    if (!target) target = isUuid(c.id) && !byId.has(c.id) && !existing.takenCollectionIds.has(c.id) && !usedCollections.has(c.id) ? c.id : existing.newId();
    usedCollections.add(target);
    collectionMap.set(c.id, target);
    const ownerId = shared ? null : actor.userId;
    keyed.set(collKey(c.domain, c.slug), { id: target, domain: c.domain, slug: c.slug, ownerId });
    collections.push({
      id: target, domain: c.domain, name: c.name, slug: c.slug, order: c.order, description: c.description,
      subcategory: c.subcategory, metadata: c.metadata, ownerId, ...(c.created_at ? { createdAt: new Date(c.created_at) } : {}),
    });
  }

  // 2. Words of restored collections.
  const targets = new Set(collectionMap.values());
  const inTargets = new WordMatcher(existing.wordsOfCollections.filter((w) => targets.has(w.collectionId)));
  const anywhere = new Map(existing.wordsWithIds.map((w) => [w.id, w]));
  const wordMap = new Map<string, { id: string; collectionId: string }>();
  const words: PlannedWord[] = [];
  const newIds = new Set<string>();
  for (const w of fileWords) {
    const collectionId = collectionMap.get(w.collection_id)!;
    let target = inTargets.matchForWord(w, collectionId);
    if (!target) {
      target = isUuid(w.id) && !inTargets.byId.has(w.id) && !anywhere.has(w.id) && !newIds.has(w.id) ? w.id : existing.newId();
      newIds.add(target);
    }
    wordMap.set(w.id, { id: target, collectionId });
    words.push({
      id: target, collectionId, hebrew: w.hebrew, english: w.english, spanish: w.spanish, portuguese: w.portuguese, french: w.french,
      italian: w.italian, translit: w.translit, pos: w.pos, freqRank: w.freq_rank, subcategory: w.subcategory, section: w.section,
      contextRef: w.context_ref, contextText: w.context_text, lemma: w.lemma, ...(w.created_at ? { createdAt: new Date(w.created_at) } : {}),
    });
  }

  // 3. Progress: re-link each row to a word the caller can see (by id, else by word_ref among the
  // words here and those just planned, written first), one row per word.
  const planned = new Set(words.map((w) => w.id));
  const byRef = new WordMatcher([
    ...existing.wordsOfCollections.filter((w) => !planned.has(w.id)),
    ...words.map((w) => ({ id: w.id, collectionId: w.collectionId, hebrew: w.hebrew, freqRank: w.freqRank })),
  ]);
  const byWord = new Map<string, PlannedProgress>();
  const cards = new Map<string, PlannedCard>();
  for (const p of progressRows) {
    let word = wordMap.get(p.word_id);
    const here = anywhere.get(p.word_id);
    if (!word && here && (here.ownerId === null || here.ownerId === actor.userId)) word = { id: here.id, collectionId: here.collectionId };
    if (!word && p.word_ref) {
      const c = (p.word_ref.shared ? sharedByKey : ownByKey).get(collKey(p.word_ref.domain, p.word_ref.slug));
      const found = c ? byRef.find(c.id, p.word_ref.hebrew, p.word_ref.freq_rank) : undefined;
      if (found) word = { id: found.id, collectionId: found.collectionId };
    }
    if (!word) {
      skips.push({ what: "progress", id: p.word_id, reason: "unmatchedWords" });
      continue;
    }
    if (byWord.has(word.id)) skips.push({ what: "progress", id: p.word_id, reason: "duplicate" });
    byWord.set(word.id, {
      userId: actor.userId, collectionId: word.collectionId, wordId: word.id, status: p.status, timesSeen: p.times_seen,
      timesKnown: p.times_known, srsEase: p.srs_ease, srsInterval: p.srs_interval, lastSeenAt: toDate(p.last_seen_at),
      knownAt: toDate(p.known_at), updatedAt: new Date(p.updated_at ?? fallbackTime),
    });
    if (p.review_card) cards.set(word.id, { userId: actor.userId, wordId: word.id, status: p.status, card: p.review_card });
    else cards.delete(word.id);
  }

  // 4. Settings.
  const settings: PlannedSettings | null = chosenSettings ? {
    userId: actor.userId, darkMode: chosenSettings.dark_mode, dailyGoal: chosenSettings.daily_goal, shuffle: chosenSettings.shuffle,
    filter: chosenSettings.filter, reader: chosenSettings.reader, fsrsWeights: chosenSettings.fsrs_weights,
    desiredRetention: chosenSettings.desired_retention, updatedAt: new Date(chosenSettings.updated_at ?? fallbackTime),
    ...(chosenSettings.interface_language !== undefined ? { interfaceLanguage: chosenSettings.interface_language } : {}),
  } : null;

  // 5. Parsing cards.
  const parsing = planParsingRestore(file, actor.userId, own, existing.books);
  for (const s of parsing.skips) skips.push({ what: "parsingCards", ...s });

  const skipped = zero();
  const reasons: RestoreResult["reasons"] = { otherUsers: 0, sharedContent: 0, unmatchedWords: 0, unmatchedBooks: 0 };
  for (const s of skips) {
    skipped[s.what] += 1;
    if (s.reason !== "duplicate") reasons[s.reason] += 1;
  }
  const restored: RestoreCounts = {
    collections: collections.length, words: words.length, progress: byWord.size, settings: settings ? 1 : 0, parsingCards: parsing.cards.length,
  };
  return {
    ok: true, collections, words, progress: [...byWord.values()], cards: [...cards.values()], parsingCards: parsing.cards, settings, skips,
    result: { restored, skipped, reasons },
  };
}
