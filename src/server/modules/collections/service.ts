import type { CollectionPage, CollectionSummary } from "../../../shared/api/collections";
import type { Db, DbOrTx } from "../../db/client";
import { notFound } from "../../lib/domain-error";
import { JsonBytes } from "../../lib/json-bytes";
import type { Versioned, VersionedCache } from "../../lib/versioned-cache";
import { encodedSize, encodeWordList, placeProgress, wordsWithProgress, writeWords, type EncodedWordList } from "../../lib/encode-word-list";
import { domainExists, findCollectionHead, listVisibleCollections, progressInCollection, readProgressText, readWordList, type CollectionHead, type ProgressText } from "./queries";

/** Each collection's words, the same for every learner, encoded by words_version (see VersionedCache). */
export type WordLists = VersionedCache<EncodedWordList>;

export async function listCollections(db: Db, userId: string, domain?: string): Promise<{ collections: CollectionSummary[] }> {
  return { collections: await listVisibleCollections(db, userId, domain) };
}

interface PageParts {
  head: CollectionHead;
  tabs: CollectionSummary[];
  progress: Map<string, ProgressText>;
  words: EncodedWordList;
}

async function loadWordList(db: DbOrTx, collectionId: string): Promise<Versioned<EncodedWordList> | null> {
  const list = await readWordList(db, collectionId);
  if (!list) return null;
  const encoded = encodeWordList(list.words);
  return { key: collectionId, version: list.version, value: encoded, bytes: encodedSize(encoded) };
}

/**
 * The page's parts. The head carries the collection's words_version; the word list cached at that
 * version is current. Otherwise the list is read (one read shared by concurrent requests) and used
 * if it is at that version. Only when the words changed between the two reads are all parts read
 * again in one repeatable-read transaction (one snapshot, so progress, counts and words agree).
 */
async function readPage(db: Db, wordLists: WordLists, userId: string, domain: string, slug: string): Promise<PageParts | null> {
  const head = await findCollectionHead(db, userId, domain, slug);
  if (!head) return null;
  const [tabs, progress, list] = await Promise.all([
    listVisibleCollections(db, userId, head.collection.domain),
    progressInCollection(db, userId, head.collection.id),
    wordLists.getOrLoad(head.collection.id, head.wordsVersion, () => loadWordList(db, head.collection.id)),
  ]);
  if (list) return { head, tabs, progress, words: list.value };
  return db.transaction(async (tx) => {
    const fresh = await findCollectionHead(tx, userId, domain, slug);
    if (!fresh) return null;
    const again = await loadWordList(tx, fresh.collection.id);
    if (!again || again.version !== fresh.wordsVersion) throw new Error(`collection ${fresh.collection.id}: word list version ${again?.version} in a snapshot at ${fresh.wordsVersion}`);
    wordLists.set(again);
    return {
      head: fresh,
      tabs: await listVisibleCollections(tx, userId, fresh.collection.domain),
      progress: await progressInCollection(tx, userId, fresh.collection.id),
      words: again.value,
    };
  }, { isolationLevel: "repeatable read", accessMode: "read only" });
}

/**
 * The collection page (CollectionPageSchema): the collection, its domain and tabs, its words (the
 * same for everyone, cached already encoded) each with the learner's progress written in (null
 * where there is none), the status counts (no record counts as learning) and, for admins only, the
 * statistics (null for everyone else). As bytes: the learner's parts and progress joined to views
 * of the cached list, so a page costs the learner's progress, not the collection's size.
 */
export async function getCollectionPage(db: Db, wordLists: WordLists, userId: string, domain: string, slug: string): Promise<JsonBytes<CollectionPage>> {
  const page = await readPage(db, wordLists, userId, domain, slug);
  if (!page) {
    if (!(await domainExists(db, domain))) throw notFound("collections_no_domain", { domain });
    throw notFound("collections_no_collection_in", { slug, domain });
  }
  const { head, tabs } = page;
  const placed = placeProgress(page.words, page.progress);
  const known = placed.progress.filter((p) => p.status === "known").length;
  const unknown = placed.progress.filter((p) => p.status === "unknown").length;
  const total = page.words.count;
  const counts = { known, learning: total - known - unknown, unknown, total };
  const stats = head.isAdmin ? { seenWords: placed.progress.length, knownWords: known, unknownWords: unknown, totalWords: total } : null;
  // The fields in CollectionPageSchema's order, the words between the learner's parts.
  const before = `{"collection":${JSON.stringify(head.collection)},"domain":${JSON.stringify(head.domain)},"collections":${JSON.stringify(tabs)},"words":`;
  const after = `,"counts":${JSON.stringify(counts)},"stats":${JSON.stringify(stats)}}`;
  // The page drawn on the server reads it as a value too (its render): the learner's parts parsed
  // (small), the words as objects from the list's parsed copy.
  const value = (): CollectionPage => ({ ...(JSON.parse(`${before}null${after}`) as CollectionPage), words: wordsWithProgress(page.words, placed, readProgressText) });
  return new JsonBytes<CollectionPage>(writeWords(page.words, placed, before, after), value);
}
