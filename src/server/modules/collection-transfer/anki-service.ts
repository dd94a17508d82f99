import { ANKI_MAX_BYTES, ANKI_MAX_MB } from "../../../shared/anki/anki-limits";
import { ankiFieldHtml } from "../../../shared/anki/note-fields";
import { milimCardToAnki, milimReviewsToAnki } from "../../../shared/anki/review-history";
import {
  AnkiMappingsSchema, type AnkiImportResult, type AnkiMappings, type AnkiPreview,
} from "../../../shared/api/collection-transfer";
import { slugify, slugStem, suggestFreeSlug } from "../../../shared/collection-transfer/file-name";
import { CARD_STATE } from "../../../shared/review/schedule-review";
import { settleWrittenWords } from "../../db/search-indexes";
import { isUniqueViolation } from "../../db/pg-error-code";
import type { Deps } from "../../deps";
import type { Actor } from "../../auth/actor";
import { conflict, DomainError, invalid } from "../../lib/domain-error";
import type { DbOrTx } from "../../db/client";
import {
  findOwnWords, insertAnkiCollection, insertImportedHistory, listHistoryForCollection, listWordsForAnki, mergeImportedHistory, pickOwnWords, readReviewParameters,
  type ImportedHistory, type OwnWord,
} from "./anki-queries";
import type { AnkiExportNote } from "./build-anki-package";
import { buildAnkiPackageOnThread, planAnkiImportOnThread, tableAnkiPackageOnThread } from "./anki-thread";
import { domainExists, nextOrder, slugsInUse } from "./queries";
import { checkOwnCollectionsCap, checkRoomForOwnCollection, lockOwnCollections } from "../../db/own-collections";

/**
 * Anki in and out. Export: a collection the caller can see as an .apkg, with the
 * caller's own cards and review log on its words. Import: an .apkg read whole in memory (at most
 * ANKI_MAX_MB, two at a time), previewed without writing, then written as one transaction: a
 * private collection, its words, and the review log as the learner's FSRS history. Words the learner
 * already has in collections of their own are counted in the preview and, when they ask, skipped by
 * the import (decided in its transaction), their Anki history merged into the learner's word.
 */

const DAY_MS = 86_400_000;

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

// ---------------------------------------------------------------------------------------------
// Export

/** A collection the caller can see (read by the caller) as an .apkg with the caller's history; built on the Anki thread (anki-thread.ts). */
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
  return buildAnkiPackageOnThread({ key: collection.id, name: collection.name, description: collection.description ?? "", crt, nowMs, notes });
}

// ---------------------------------------------------------------------------------------------
// Preview

/**
 * The learner's own collections holding any of `keys` (those holding most first) and, by key, the
 * indexes of those holding it.
 */
async function ownedWords(db: DbOrTx, ownerId: string, keys: readonly string[]) {
  const found = await findOwnWords(db, ownerId, keys);
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

/**
 * What the package holds, and its table of notes (every field of every note as a word: the learner
 * may take any field as the Hebrew) against the learner's words, from which the form counts, for the
 * mapping chosen, exactly what the import will do (countAnkiImport). The package is read and its
 * table, the guessed mappings and their review counts worked out on the Anki thread
 * (table-anki-notes.ts); here only the learner's words are looked up. Nothing is written.
 */
export async function previewAnkiPackage(deps: Deps, actor: Actor, bytes: Uint8Array): Promise<AnkiPreview> {
  const read = await tableAnkiPackageOnThread(bytes);
  if ("refused" in read) throw invalid(read.refused.key, read.refused.params);
  const { table } = read;
  const keyIndex = new Map(table.keys.map((key, index) => [key, index]));
  const notes = table.notes;
  const owned = await ownedWords(deps.db, actor.userId, table.keys);
  const ownedList = [...owned.byKey].flatMap(([key, collections]) => {
    const word = keyIndex.get(key);
    return word === undefined ? [] : [{ word, collections }];
  });
  return {
    deckName: table.deckName,
    noteCount: table.noteCount,
    noteTypes: table.types,
    reviewCount: table.reviewCount,
    notesWithReviews: table.notesWithReviews,
    mediaFiles: table.mediaFiles,
    ownedCollections: owned.collections,
    notes,
    ownedWords: ownedList,
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

/**
 * Writes an Anki package as a new private collection of the learner's, in one transaction. The words
 * are the notes pickWordNotes picks (the rule the preview counts with). With skipOwned, a word the
 * learner already has is not written again: its Anki history (reviews and card) is merged into the
 * learner's word instead (mergeImportedHistory says how; a second import of the package adds
 * nothing). When every word is the learner's, no collection is made (collection null), unless
 * there is no history to merge either: then 400.
 */
export async function importAnkiPackage(deps: Deps, actor: Actor, options: AnkiImportOptions, bytes: Uint8Array): Promise<AnkiImportResult> {
  const ownerId = actor.userId;
  const mappings = parseMappings(options.mapping);
  const limit = deps.config.PRIVATE_COLLECTIONS_PER_USER;
  // Refused before the work when the import surely makes a collection; with skipOwned it may only
  // merge history into the learner's own words (no collection), which the cap does not stop: the
  // check in the transaction refuses it if a collection is made after all.
  if (options.skipOwned !== "true") await checkRoomForOwnCollection(deps.db, ownerId, limit);
  if (!(await domainExists(deps.db, options.domain))) throw invalid("transfer_unknown_domain", { domain: options.domain });
  // The package read, and every note's word and history worked out, on the Anki thread (plan-anki-words.ts).
  const planned = await planAnkiImportOnThread({ bytes, mappings, parameters: await readReviewParameters(deps.db, ownerId) });
  if ("refused" in planned) throw invalid(planned.refused.key, planned.refused.params);
  const { list, histories, ...pkg } = planned.plan;

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
      const own = options.skipOwned === "true" ? await pickOwnWords(tx, ownerId, list.map((w) => w.key)) : new Map<string, OwnWord>();
      const kept = list.map((_, index) => index).filter((index) => !own.has(list[index]!.key));
      const merged = list.flatMap((w, index) => {
        const target = own.get(w.key);
        const h = histories.get(index);
        return target && h ? [{ ...h, ...target }] : [];
      });
      if (kept.length === 0 && merged.length === 0) throw invalid("anki_all_owned");
      let created: Awaited<ReturnType<typeof insertAnkiCollection>>["created"] | null = null;
      let rows: ImportedHistory[] = [];
      let reviewsImported = 0;
      if (kept.length > 0) {
        const inserted = await insertAnkiCollection(tx, collection, ownerId, kept.map((index) => list[index]!));
        created = inserted.created;
        rows = kept.flatMap((index, k) => {
          const h = histories.get(index);
          return h ? [{ ...h, wordId: inserted.ids[k]! }] : [];
        });
        reviewsImported = await insertImportedHistory(tx, ownerId, created.id, rows);
      }
      const { reviewsAdded, wordsUpdated } = await mergeImportedHistory(tx, ownerId, merged);
      await checkOwnCollectionsCap(tx, [ownerId], limit);
      return { created, reviewsImported: reviewsImported + reviewsAdded, wordsImported: kept.length, wordsWithHistory: rows.length + wordsUpdated, ownedUpdated: wordsUpdated };
    });
  } catch (e) {
    if (isUniqueViolation(e)) throw conflict("anki_name_taken_meanwhile");
    throw e;
  }
  if (result.created) await settleWrittenWords(deps.db, result.wordsImported, deps.log);
  return {
    collection: result.created, wordsImported: result.wordsImported, duplicatesSkipped: pkg.duplicates, ownedSkipped: list.length - result.wordsImported,
    ownedUpdated: result.ownedUpdated, emptySkipped: pkg.empty, reviewsImported: result.reviewsImported, wordsWithHistory: result.wordsWithHistory,
    mediaIgnored: pkg.mediaFiles,
  };
}
