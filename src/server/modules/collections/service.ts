import type { CollectionSummary } from "../../../shared/api/collections";
import type { DbOrTx } from "../../db/client";
import type { Deps } from "../../deps";
import { notFound } from "../../http/errors";
import type { Actor } from "../../http/route";
import { collectionPageParts, collectionWordFragments, domainExists, listVisibleCollections, type CollectionPageParts } from "./queries";
import { parseWordList, type WordList } from "./word-list-cache";

export async function listCollections(deps: Deps, actor: Actor, domain?: string): Promise<{ collections: CollectionSummary[] }> {
  return { collections: await listVisibleCollections(deps.db, actor.userId, domain) };
}

/**
 * The page's parts and the word list they belong to. The parts carry the collection's
 * words_version; the word list cached at that version is current. Otherwise the list is read
 * (one read shared by concurrent requests) and used if it is at that version. Only when the words
 * changed between the two statements are both read again in one repeatable-read transaction (one
 * snapshot, so the progress, the counts and the words agree).
 */
async function readPage(deps: Deps, userId: string, domain: string, slug: string): Promise<{ parts: CollectionPageParts; list: WordList } | null> {
  const parts = await collectionPageParts(deps.db, userId, domain, slug);
  if (!parts) return null;
  const list = await deps.wordLists.getOrLoad(parts.collectionId, parts.wordsVersion, () => readWordList(deps.db, parts.collectionId));
  if (list) return { parts, list };
  return deps.db.transaction(async (tx: DbOrTx) => {
    const fresh = await collectionPageParts(tx, userId, domain, slug);
    if (!fresh) return null;
    const again = await readWordList(tx, fresh.collectionId);
    if (!again || again.version !== fresh.wordsVersion) throw new Error(`collection ${fresh.collectionId}: word list version ${again?.version} in a snapshot at ${fresh.wordsVersion}`);
    deps.wordLists.set(again);
    return { parts: fresh, list: again };
  }, { isolationLevel: "repeatable read", accessMode: "read only" });
}

async function readWordList(db: DbOrTx, collectionId: string): Promise<WordList | null> {
  const fragments = await collectionWordFragments(db, collectionId);
  return fragments ? parseWordList(collectionId, fragments.version, fragments.text) : null;
}

/**
 * The collection page (CollectionPageSchema) as JSON text: the parts the database made as JSON for
 * this learner, and the collection's words (the same for everyone, cached) each followed by the
 * learner's progress. A 5,000-word page is ~2 MB; no row objects are made and re-encoded.
 * `stats` is sent to admins only, null for everyone else. A second statement runs only for the
 * 404, to say whether the domain or the slug is unknown.
 */
export async function getCollectionPageJson(deps: Deps, actor: Actor, domain: string, slug: string): Promise<string> {
  const page = await readPage(deps, actor.userId, domain, slug);
  if (!page) {
    if (!(await domainExists(deps.db, domain))) throw notFound(`There is no domain "${domain}".`);
    throw notFound(`There is no collection "${slug}" in the ${domain} domain.`);
  }
  const { parts, list } = page;
  const words = new Array<string>(list.fragments.length);
  for (let i = 0; i < words.length; i++) words[i] = `${list.fragments[i]}${parts.progress.get(list.ids[i]!) ?? "null"}}`;
  const learning = parts.total - parts.known - parts.unknown;
  const counts = `{"known":${parts.known},"learning":${learning},"unknown":${parts.unknown},"total":${parts.total}}`;
  const stats = parts.isAdmin
    ? `{"seenWords":${parts.seen},"knownWords":${parts.known},"unknownWords":${parts.unknown},"totalWords":${parts.total}}`
    : "null";
  return `{"collection":${parts.collection},"domain":${parts.domain},"collections":${parts.collections},"words":[${words.join(",")}],`
    + `"counts":${counts},"stats":${stats}}`;
}
