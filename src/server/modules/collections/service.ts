import type { CollectionPage, CollectionSummary, StudyWord } from "../../../shared/api/collections";
import { collectionStats } from "../../../shared/study/collection-stats";
import { countStatuses } from "../../../shared/study/count-statuses";
import type { Deps } from "../../deps";
import { notFound } from "../../http/errors";
import type { Actor } from "../../http/route";
import { domainExists, findCollectionPageHead, listVisibleCollections, listWordsWithProgress, type WordWithProgressRow } from "./queries";

export async function listCollections(deps: Deps, actor: Actor, domain?: string): Promise<{ collections: CollectionSummary[] }> {
  return { collections: await listVisibleCollections(deps.db, actor.userId, domain) };
}

export function toStudyWord(r: WordWithProgressRow): StudyWord {
  return {
    id: r.id, collectionId: r.collectionId, hebrew: r.hebrew, english: r.english, spanish: r.spanish, portuguese: r.portuguese,
    french: r.french, italian: r.italian, translit: r.translit, pos: r.pos, freqRank: r.freqRank, subcategory: r.subcategory,
    section: r.section,
    progress: r.status === null
      ? null
      : { status: r.status, timesSeen: r.timesSeen ?? 0, timesKnown: r.timesKnown ?? 0, lastSeenAt: r.lastSeenAt },
  };
}

/**
 * Everything the collection page needs, in two SQL statements: the head (collection, domain,
 * tabs, admin flag) and the words LEFT JOINed with the caller's progress. Counts and the admin
 * statistics are computed from those rows; `stats` is null for everyone but admins.
 */
export async function getCollectionPage(deps: Deps, actor: Actor, domain: string, slug: string): Promise<CollectionPage> {
  const head = await findCollectionPageHead(deps.db, actor.userId, domain, slug);
  if (!head) {
    if (!(await domainExists(deps.db, domain))) throw notFound(`There is no domain "${domain}".`);
    throw notFound(`There is no collection "${slug}" in the ${domain} domain.`);
  }
  const rows = await listWordsWithProgress(deps.db, head.collection.id, actor.userId);
  const words = rows.map(toStudyWord);
  return {
    collection: head.collection,
    domain: head.domain,
    collections: head.tabs,
    words,
    counts: countStatuses(words),
    stats: head.isAdmin ? collectionStats(words) : null,
  };
}
