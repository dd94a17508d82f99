import type { CollectionPage, CollectionSummary, Word, WordProgress } from "../../../shared/api/collections";
import type { Db, DbOrTx } from "../../db/client";
import { notFound } from "../../lib/domain-error";
import { JsonText, jsonObjectText } from "../../lib/json-text";
import type { Versioned, VersionedCache } from "../../lib/versioned-cache";
import { domainExists, findCollectionHead, listVisibleCollections, progressInCollection, readWordList, type CollectionHead } from "./queries";

/** Each collection's words, the same for every learner, by words_version (see VersionedCache). */
export type WordLists = VersionedCache<readonly Word[]>;

export async function listCollections(db: Db, userId: string, domain?: string): Promise<{ collections: CollectionSummary[] }> {
  return { collections: await listVisibleCollections(db, userId, domain) };
}

interface PageParts {
  head: CollectionHead;
  tabs: CollectionSummary[];
  progress: Map<string, WordProgress>;
  words: readonly Word[];
}

/** Rough memory of a word list: UTF-16 text plus per-object overhead. */
const sizeOf = (words: readonly Word[]) => words.reduce((n, w) => n + 2 * (w.hebrew.length + w.english.length + (w.translit?.length ?? 0) + (w.contextText?.length ?? 0)) + 600, 0);

async function loadWordList(db: DbOrTx, collectionId: string): Promise<Versioned<readonly Word[]> | null> {
  const list = await readWordList(db, collectionId);
  return list ? { key: collectionId, version: list.version, value: list.words, bytes: sizeOf(list.words) } : null;
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
 * Each cached word list's words as JSON, each without its closing brace (`{"id":…,"english":…`), written
 * once per list (the list's object is its words_version's: a new version is a new list, and its texts
 * go with it when the cache lets it go). A page then only appends each word's progress: encoding 5,000
 * words for every request held the event loop ~50 ms a page (JSON.stringify, then the string
 * scanned and encoded again as the response), so one learner's burst of large pages made everyone
 * else's requests wait behind it (bench fairness).
 */
const wordTexts = new WeakMap<readonly Word[], readonly string[]>();

function openWordTexts(words: readonly Word[]): readonly string[] {
  let texts = wordTexts.get(words);
  if (!texts) {
    texts = words.map((w) => JSON.stringify(w).slice(0, -1));
    wordTexts.set(words, texts);
  }
  return texts;
}

/**
 * The collection page (CollectionPageSchema): the collection, its domain and tabs, its words (the
 * same for everyone, cached, and their JSON with them) each with the learner's progress
 * (StudyWordSchema's shape: the word's fields, then `progress`), the status counts
 * (no record counts as learning) and, for admins only, the statistics (null for everyone else). As
 * JSON text: the cached words' text joined to the learner's parts without encoding the words again.
 */
export async function getCollectionPage(db: Db, wordLists: WordLists, userId: string, domain: string, slug: string): Promise<JsonText<CollectionPage>> {
  const page = await readPage(db, wordLists, userId, domain, slug);
  if (!page) {
    if (!(await domainExists(db, domain))) throw notFound("collections_no_domain", { domain });
    throw notFound("collections_no_collection_in", { slug, domain });
  }
  const { head, tabs, progress } = page;
  const texts = openWordTexts(page.words);
  let known = 0;
  let unknown = 0;
  let seen = 0;
  const words = page.words.map((word, i) => {
    const p = progress.get(word.id) ?? null;
    if (p) {
      seen++;
      if (p.status === "known") known++;
      else if (p.status === "unknown") unknown++;
    }
    return `${texts[i]!},"progress":${p ? JSON.stringify(p) : "null"}}`;
  });
  const total = words.length;
  return jsonObjectText<CollectionPage>({
    collection: head.collection,
    domain: head.domain,
    collections: tabs,
    words: new JsonText(`[${words.join(",")}]`),
    counts: { known, learning: total - known - unknown, unknown, total },
    stats: head.isAdmin ? { seenWords: seen, knownWords: known, unknownWords: unknown, totalWords: total } : null,
  });
}
