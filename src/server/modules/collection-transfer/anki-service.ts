import { randomUUID } from "node:crypto";
import { ANKI_MAX_BYTES, ANKI_MAX_MB } from "../../../shared/anki/anki-limits";
import { ankiFieldHtml, ankiFieldText, duplicateKey, guessFieldMapping, noteToWord, type FieldMapping } from "../../../shared/anki/note-fields";
import { ankiReviewsToMilim, milimCardToAnki, milimReviewsToAnki } from "../../../shared/anki/review-history";
import {
  AnkiMappingsSchema, type AnkiImportResult, type AnkiMappings, type AnkiPreview,
} from "../../../shared/api/collection-transfer";
import { slugify, slugStem, suggestFreeSlug } from "../../../shared/collection-transfer/file-name";
import { CARD_STATE, schedulerFor } from "../../../shared/review/schedule-review";
import { mergeSearchIndexPending } from "../../db/search-indexes";
import { isUniqueViolation } from "../../db/pg-error-code";
import type { Deps } from "../../deps";
import type { Actor } from "../../auth/actor";
import { conflict, DomainError, invalid } from "../../lib/domain-error";
import { noteKeys, ownedByField } from "../../../shared/anki/owned-words";
import type { DbOrTx } from "../../db/client";
import {
  findOwnWords, insertAnkiCollection, insertImportedHistory, listHistoryForCollection, listWordsForAnki, readReviewParameters, type AnkiWordRow, type ImportedHistory,
} from "./anki-queries";
import { buildAnkiPackage, type AnkiExportNote } from "./build-anki-package";
import { domainExists, nextOrder, slugsInUse } from "./queries";
import { checkOwnCollectionsCap, checkRoomForOwnCollection, lockOwnCollections } from "../../db/own-collections";
import { AnkiPackageError, readAnkiPackage, type AnkiPackage } from "./read-anki-package";

/**
 * Anki in and out. Export: a collection the caller can see as an .apkg, with the
 * caller's own cards and review log on its words. Import: an .apkg read whole in memory (at most
 * ANKI_MAX_MB, two at a time), previewed without writing, then written as one transaction: a
 * private collection, its words, and the review log as the learner's FSRS history. Words the learner
 * already has in collections of their own are counted in the preview and, when they ask, skipped by
 * the import (decided in its transaction).
 */

const DAY_MS = 86_400_000;
/** A card Anki would call mature (interval of three weeks or more) counts as known. */
const KNOWN_AFTER_DAYS = 21;

/** The request's body, read whole; refused past the limit while it streams. */
export async function readPackageBody(body: ReadableStream<Uint8Array>): Promise<Uint8Array> {
  const chunks: Uint8Array[] = [];
  let size = 0;
  const reader = body.getReader();
  try {
    for (;;) {
      const { done, value } = await reader.read();
      if (done) break;
      size += value.byteLength;
      if (size > ANKI_MAX_BYTES) throw packageTooLarge();
      chunks.push(value);
    }
  } catch (e) {
    if (e instanceof DomainError) throw e;
    if ((e as { status?: number }).status === 413) throw packageTooLarge();
    throw e;
  } finally {
    reader.releaseLock();
  }
  if (size === 0) throw invalid("anki_choose_file");
  return new Uint8Array(Buffer.concat(chunks));
}

export const packageTooLarge = () => new DomainError("too_large", "anki_too_large", { mb: ANKI_MAX_MB });

async function readPackage(bytes: Uint8Array): Promise<AnkiPackage> {
  try {
    return await readAnkiPackage(bytes);
  } catch (e) {
    if (e instanceof AnkiPackageError) throw invalid(e.key, e.params);
    throw e;
  }
}

// ---------------------------------------------------------------------------------------------
// Export

/** A collection the caller can see (read by the caller) as an .apkg with the caller's history. */
export async function exportAnkiPackage(deps: Deps, actor: Actor, collection: { id: string; name: string; description: string | null }): Promise<Uint8Array<ArrayBuffer>> {
  const list = await listWordsForAnki(deps.db, collection.id);
  const { cards, reviews } = await listHistoryForCollection(deps.db, actor.userId, collection.id);
  const nowMs = deps.now().getTime();
  let earliest = nowMs;
  for (const r of reviews.values()) earliest = Math.min(earliest, r[0]?.reviewedAt.getTime() ?? nowMs);
  // The package's collection starts on the day of the first review (so no due day is negative).
  const crt = Math.floor(earliest / DAY_MS) * (DAY_MS / 1000);
  const usedIds = new Set<number>();
  const notes: AnkiExportNote[] = list.map((w, i) => {
    const card = cards.get(w.id) ?? null;
    // In ANKI_NOTE_FIELDS order: Hebrew, Transliteration, Meaning, Example, Reference.
    const fields = [w.hebrew, w.translit, w.english, w.contextText, w.contextRef].map(ankiFieldHtml);
    return {
      guid: w.id.replace(/-/g, ""),
      fields,
      card: milimCardToAnki(card, i + 1, crt),
      memory: card && card.state !== CARD_STATE.new ? { s: card.stability, d: card.difficulty, lrt: card.lastReview ? Math.floor(card.lastReview.getTime() / 1000) : null } : null,
      revlog: milimReviewsToAnki(reviews.get(w.id) ?? [], card, usedIds),
    };
  });
  return buildAnkiPackage({ key: collection.id, name: collection.name, description: collection.description ?? "", crt, nowMs, notes });
}

// ---------------------------------------------------------------------------------------------
// Preview

const SAMPLE_NOTES = 3;
const SAMPLE_CHARS = 200;

/**
 * The learner's own collections holding any of `keys` (those holding most first) and, by key, the
 * indexes of those holding it. Read with `db`: the preview's connection or the import's transaction.
 */
async function ownedWords(db: DbOrTx, ownerId: string, keys: Iterable<string>) {
  const found = await findOwnWords(db, ownerId, [...new Set(keys)]);
  const list = found.sort((a, b) => b.keys.length - a.keys.length || a.name.localeCompare(b.name));
  const byKey = new Map<string, number[]>();
  list.forEach((c, index) => {
    for (const key of c.keys) {
      const where = byKey.get(key);
      if (where) where.push(index);
      else byKey.set(key, [index]);
    }
  });
  return { collections: list.map(({ id, name, domain, slug }) => ({ id, name, domain, slug })), byKey };
}

export async function previewAnkiPackage(deps: Deps, actor: Actor, bytes: Uint8Array): Promise<AnkiPreview> {
  const pkg = await readPackage(bytes);
  // Every field of every note as a key: the learner may take any field as the Hebrew.
  const keysByType = new Map<string, (string | null)[][]>();
  const allKeys = new Set<string>();
  for (const n of pkg.notes) {
    const keys = noteKeys(n.fields);
    for (const k of keys) if (k) allKeys.add(k);
    const list = keysByType.get(n.noteTypeId) ?? [];
    list.push(keys);
    keysByType.set(n.noteTypeId, list);
  }
  const owned = await ownedWords(deps.db, actor.userId, allKeys);
  const counts = new Map<string, number>();
  const samples = new Map<string, string[][]>();
  for (const n of pkg.notes) {
    counts.set(n.noteTypeId, (counts.get(n.noteTypeId) ?? 0) + 1);
    const s = samples.get(n.noteTypeId) ?? [];
    if (s.length < SAMPLE_NOTES) s.push(n.fields.map((f) => ankiFieldText(f).slice(0, SAMPLE_CHARS)));
    samples.set(n.noteTypeId, s);
  }
  let reviewCount = 0;
  let notesWithReviews = 0;
  for (const c of pkg.cards.values()) {
    const rated = c.revlog.filter((e) => e.ease >= 1 && e.ease <= 4 && e.type <= 3).length;
    reviewCount += rated;
    if (rated > 0) notesWithReviews++;
  }
  return {
    deckName: pkg.deckName,
    noteCount: pkg.notes.length,
    noteTypes: pkg.noteTypes.filter((t) => counts.has(t.id)).map((t) => ({
      id: t.id, name: t.name, fields: t.fields, noteCount: counts.get(t.id)!, samples: samples.get(t.id)!,
      mapping: guessFieldMapping(t.fields, samples.get(t.id)!),
      owned: ownedByField(keysByType.get(t.id) ?? [], t.fields.length, owned.byKey),
    })),
    reviewCount,
    notesWithReviews,
    mediaFiles: pkg.mediaFiles,
    ownedCollections: owned.collections,
  };
}

// ---------------------------------------------------------------------------------------------
// Import

export interface AnkiImportOptions { name: string; domain: string; mapping?: string; skipOwned?: "true" | "false" }

function parseMappings(text: string | undefined): AnkiMappings {
  if (!text) return {};
  let json: unknown;
  try {
    json = JSON.parse(text);
  } catch {
    throw invalid("anki_mapping_not_json");
  }
  const r = AnkiMappingsSchema.safeParse(json);
  if (!r.success) throw invalid("anki_mapping_invalid");
  return r.data;
}

function checkMapping(m: FieldMapping, fieldCount: number, typeName: string): void {
  for (const i of [m.hebrew, m.meaning, m.translit, m.example]) {
    if (i !== null && i >= fieldCount) throw invalid("anki_mapping_missing_field", { name: typeName });
  }
}

export async function importAnkiPackage(deps: Deps, actor: Actor, options: AnkiImportOptions, bytes: Uint8Array): Promise<AnkiImportResult> {
  const ownerId = actor.userId;
  const mappings = parseMappings(options.mapping);
  const limit = deps.config.PRIVATE_COLLECTIONS_PER_USER;
  await checkRoomForOwnCollection(deps.db, ownerId, limit);
  if (!(await domainExists(deps.db, options.domain))) throw invalid("transfer_unknown_domain", { domain: options.domain });
  const pkg = await readPackage(bytes);

  // Each note type's mapping: the learner's, else the guessed one.
  const typeMappings = new Map<string, FieldMapping>();
  for (const t of pkg.noteTypes) {
    const samples = pkg.notes.filter((n) => n.noteTypeId === t.id).slice(0, SAMPLE_NOTES).map((n) => n.fields.map(ankiFieldText));
    const m = mappings[t.id] ?? guessFieldMapping(t.fields, samples);
    checkMapping(m, t.fields.length, t.name);
    typeMappings.set(t.id, m);
  }

  const seen = new Set<string>();
  const list: (AnkiWordRow & { noteId: number })[] = [];
  let duplicatesSkipped = 0;
  let emptySkipped = 0;
  for (const n of pkg.notes) {
    const m = typeMappings.get(n.noteTypeId);
    const word = m ? noteToWord(n.fields, m) : null;
    if (!word) { emptySkipped++; continue; }
    const key = duplicateKey(word.hebrew);
    if (seen.has(key)) { duplicatesSkipped++; continue; }
    seen.add(key);
    list.push({ noteId: n.id, hebrew: word.hebrew, english: word.meaning, translit: word.translit, contextText: word.example, contextRef: null });
  }
  if (list.length === 0) throw invalid("anki_no_hebrew");

  const scheduler = schedulerFor(await readReviewParameters(deps.db, ownerId));
  const histories = new Map<number, Omit<ImportedHistory, "wordId">>();
  list.forEach((w, index) => {
    const c = pkg.cards.get(w.noteId);
    if (!c) return;
    const { reviews, card } = ankiReviewsToMilim(c.revlog, scheduler, c.row, pkg.crt);
    if (!card || reviews.length === 0) return;
    const status = card.state === CARD_STATE.review && card.scheduledDays >= KNOWN_AFTER_DAYS ? "known" : "learning";
    histories.set(index, { card, status, reviews: reviews.map((r) => ({ ...r, id: randomUUID() })) });
  });

  const name = options.name.normalize("NFC").trim();
  const stem = slugify(name, "anki");
  const slug = suggestFreeSlug(stem, await slugsInUse(deps.db, options.domain, ownerId, slugStem(stem)));
  const collection = {
    domain: options.domain, name, slug, description: `Imported from an Anki package (${pkg.deckName}).`.slice(0, 2000),
    subcategory: null, order: await nextOrder(deps.db, options.domain, ownerId), metadata: { source: "anki" },
  };
  let result;
  try {
    result = await deps.db.transaction(async (tx) => {
      // The words the learner already has are read under the lock on their collections: a second
      // import at the same moment waits for this one and skips what it wrote.
      await lockOwnCollections(tx, ownerId);
      const owned = options.skipOwned === "true" ? (await ownedWords(tx, ownerId, list.map((w) => duplicateKey(w.hebrew)))).byKey : new Map<string, number[]>();
      const kept = list.map((_, index) => index).filter((index) => !owned.has(duplicateKey(list[index]!.hebrew)));
      if (kept.length === 0) throw invalid("anki_all_owned");
      const { created, ids } = await insertAnkiCollection(tx, collection, ownerId, kept.map((index) => list[index]!));
      const rows = kept.flatMap((index, k) => {
        const h = histories.get(index);
        return h ? [{ ...h, wordId: ids[k]! }] : [];
      });
      const reviewsImported = await insertImportedHistory(tx, ownerId, created.id, rows);
      await checkOwnCollectionsCap(tx, [ownerId], limit);
      return { created, reviewsImported, wordsImported: kept.length, wordsWithHistory: rows.length };
    });
  } catch (e) {
    if (isUniqueViolation(e)) throw conflict("anki_name_taken_meanwhile");
    throw e;
  }
  await mergeSearchIndexPending(deps.db, "words");
  return {
    collection: result.created, wordsImported: result.wordsImported, duplicatesSkipped, ownedSkipped: list.length - result.wordsImported,
    emptySkipped, reviewsImported: result.reviewsImported, wordsWithHistory: result.wordsWithHistory, mediaIgnored: pkg.mediaFiles,
  };
}
