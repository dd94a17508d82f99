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
  findLoggedHistories, findOwnWords, findOwnWordsById, insertAnkiCollection, insertImportedHistory, insertImportedStatuses, listHistoryForCollection,
  listWordsForAnki, mergeImportedHistory, mergeImportedStatuses, pickOwnWords, pickOwnWordsById, readReviewParameters,
  type ImportedHistory, type OwnCollection, type OwnWord,
} from "./anki-queries";
import type { AnkiExportNote } from "./build-anki-package";
import { buildAnkiPackageOnThread, planAnkiImportOnThread, tableAnkiPackageOnThread } from "./anki-thread";
import { wordGuid } from "./milim-note";
import { domainExists, nextOrder, slugsInUse } from "./queries";
import { checkOwnCollectionsCap, checkRoomForOwnCollection, lockOwnCollections } from "../../db/own-collections";

/**
 * Anki in and out. Export: a collection the caller can see as an .apkg, with the
 * caller's own cards and review log on its words. Import: an .apkg read whole in memory (at most
 * ANKI_MAX_MB, two at a time), previewed without writing, then written as one transaction: a
 * private collection, its words (with their ranks and the statuses the notes carry), and the review
 * log as the learner's FSRS history. Words the learner already has (in collections of their own or
 * shared ones they study) are counted in the preview and, when they ask, skipped by the import
 * (decided in its transaction), their Anki history merged into the learner's word; their reviews are
 * never written a second time.
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
  const { cards, reviews, statuses } = await listHistoryForCollection(deps.db, actor.userId, collection.id);
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
      guid: wordGuid(w.id),
      fields,
      status: statuses.get(w.id) ?? null,
      rank: w.freqRank,
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
 * The learner's collections (their own, and the shared ones they study) holding any of the package's
 * words: by key (`keys`, every field of every note as a word) or by the word a note says it is
 * (`noteWords`: notes of Milim's export, by their index in the table). Those holding most first; by
 * key and by note, the indexes of those holding it.
 */
async function ownedWords(db: DbOrTx, ownerId: string, keys: readonly string[], noteWords: readonly { note: number; wordId: string }[]) {
  const byKeyFound = await findOwnWords(db, ownerId, keys);
  const byIdFound = await findOwnWordsById(db, ownerId, [...new Set(noteWords.map((n) => n.wordId))]);
  const found = new Map<string, OwnCollection & { keys: string[]; notes: number[] }>();
  for (const { keys: held, ...c } of byKeyFound) found.set(c.id, { ...c, keys: held, notes: [] });
  const collectionOf = new Map(byIdFound.map((w) => [w.wordId, w]));
  for (const { note, wordId } of noteWords) {
    const w = collectionOf.get(wordId);
    if (!w) continue;
    const c = found.get(w.id) ?? { id: w.id, name: w.name, domain: w.domain, slug: w.slug, keys: [], notes: [] };
    c.notes.push(note);
    found.set(c.id, c);
  }
  const size = (c: { keys: string[]; notes: number[] }) => Math.max(c.keys.length, c.notes.length);
  const list = [...found.values()].sort((a, b) => size(b) - size(a) || a.name.localeCompare(b.name));
  const byKey = new Map<string, number[]>();
  const byNote = new Map<number, number[]>();
  const add = <K>(map: Map<K, number[]>, key: K, index: number) => {
    const where = map.get(key);
    if (where) where.push(index);
    else map.set(key, [index]);
  };
  list.forEach((c, index) => {
    for (const key of c.keys) add(byKey, key, index);
    for (const note of c.notes) add(byNote, note, index);
  });
  return { collections: list.map(({ id, name, domain, slug }) => ({ id, name, domain, slug })), byKey, byNote };
}

/**
 * What the package holds, and its table of notes (every field of every note as a word: the learner
 * may take any field as the Hebrew) against the learner's words, from which the form counts, for the
 * mapping chosen, exactly what the import will do (countAnkiImport). The learner's words are those of
 * their own collections and of the shared collections they study, found by the Hebrew, and, for a
 * note of Milim's export, by the word it says it is (its guid). The package is read and its table,
 * the guessed mappings and their review counts worked out on the Anki thread (table-anki-notes.ts);
 * here only the learner's words are looked up. Nothing is written.
 */
export async function previewAnkiPackage(deps: Deps, actor: Actor, bytes: Uint8Array): Promise<AnkiPreview> {
  const read = await tableAnkiPackageOnThread(bytes);
  if ("refused" in read) throw invalid(read.refused.key, read.refused.params);
  const { table } = read;
  const keyIndex = new Map(table.keys.map((key, index) => [key, index]));
  const notes = table.notes;
  const owned = await ownedWords(deps.db, actor.userId, table.keys, table.noteWords);
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
    ownedNotes: [...owned.byNote].map(([note, collections]) => ({ note, collections })),
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
 * are the notes pickWordNotes picks (the rule the preview counts with), each with its rank and the
 * status its note carries (milim-note.ts). A word the learner already has is one of their own
 * collections or of a shared collection they study, the word its note names (guid) or else of its
 * Hebrew. With skipOwned, such a word is not written again: its Anki history (reviews and card) is
 * merged into the learner's word instead (mergeImportedHistory says how; a second import of the
 * package adds nothing), or without a history, the status its note carries (mergeImportedStatuses).
 * Without it the words are all written (a copy), but a history already in the learner's log, even in
 * part, is merged into their word rather than copied: no review is ever written twice. When every
 * word is the learner's, no collection is made (collection null), unless there is nothing to merge
 * either: then 400.
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
      // import at the same moment waits for this one and skips what it wrote. A note's word is the
      // one it says it is (its guid, where that word is the learner's), else the one of its Hebrew.
      await lockOwnCollections(tx, ownerId);
      const skip = options.skipOwned === "true";
      const byId = await pickOwnWordsById(tx, ownerId, [...new Set(list.flatMap((w) => (w.wordId ? [w.wordId] : [])))]);
      const byKey = await pickOwnWords(tx, ownerId, list.map((w) => w.key));
      const targets: (OwnWord | undefined)[] = list.map((w) => (w.wordId ? byId.get(w.wordId) : undefined) ?? byKey.get(w.key));
      const indexes = list.map((_, index) => index);
      const kept = indexes.filter((index) => !(skip && targets[index]));
      // A copy (skip off) of words the learner has: a history whose reviews are, even in part, in
      // their word's log already stays with that word (its other reviews merged there) and the copy
      // starts without one, so no review is ever in the learner's log twice.
      const logged = skip ? new Set<number>() : await findLoggedHistories(tx, ownerId, kept.flatMap((index) => {
        const target = targets[index];
        const h = histories.get(index);
        return target && h ? [{ index, wordId: target.wordId, reviewedAt: h.reviews.map((r) => r.reviewedAt) }] : [];
      }));
      const merged = indexes.flatMap((index) => {
        const target = targets[index];
        const h = histories.get(index);
        return target && h && (skip || logged.has(index)) ? [{ ...h, ...target }] : [];
      });
      // The status a note carries on a skipped word without a history (with one, mergeImportedHistory says).
      const statuses = skip ? indexes.flatMap((index) => {
        const target = targets[index];
        const status = list[index]!.status;
        return target && status && !histories.has(index) ? [{ ...target, status }] : [];
      }) : [];
      if (kept.length === 0 && merged.length === 0 && statuses.length === 0) throw invalid("anki_all_owned");
      let created: Awaited<ReturnType<typeof insertAnkiCollection>>["created"] | null = null;
      let rows: ImportedHistory[] = [];
      let reviewsImported = 0;
      if (kept.length > 0) {
        const inserted = await insertAnkiCollection(tx, collection, ownerId, kept.map((index) => list[index]!));
        created = inserted.created;
        rows = kept.flatMap((index, k) => {
          const h = histories.get(index);
          return h && !logged.has(index) ? [{ ...h, wordId: inserted.ids[k]! }] : [];
        });
        reviewsImported = await insertImportedHistory(tx, ownerId, created.id, rows);
        // The new words without a history of their own keep the status their note carries (or, a
        // copy whose history stayed with the learner's word, the status that history gives).
        await insertImportedStatuses(tx, ownerId, created.id, kept.flatMap((index, k) => {
          const h = histories.get(index);
          const status = h ? (logged.has(index) ? h.status : null) : list[index]!.status;
          return status ? [{ wordId: inserted.ids[k]!, status }] : [];
        }));
      }
      const { reviewsAdded, wordsUpdated } = await mergeImportedHistory(tx, ownerId, merged);
      const statusesUpdated = await mergeImportedStatuses(tx, ownerId, statuses);
      await checkOwnCollectionsCap(tx, [ownerId], limit);
      return {
        created, reviewsImported: reviewsImported + reviewsAdded, wordsImported: kept.length, wordsWithHistory: rows.length + wordsUpdated,
        ownedUpdated: wordsUpdated + statusesUpdated,
      };
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
