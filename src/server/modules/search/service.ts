import type { SearchResult, StudyWord } from "../../../shared/api/collections";
import { GLOBAL_SEARCH_LIMIT } from "../../../shared/domain";
import { plainHebrew } from "../../../shared/hebrew/strip-niqqud";
import type { Deps } from "../../deps";
import { badRequest } from "../../http/errors";
import type { Actor } from "../../http/route";
import type { WordWithProgressRow } from "../collections/queries";
import { searchWords } from "./queries";

function toStudyWord(r: WordWithProgressRow): StudyWord {
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
 * Global search (spec 000 §4, §5, §7): the term loses its niqqud and cantillation (plainHebrew,
 * the same rule as the hebrew_plain column) and is matched anywhere in the plain Hebrew, the
 * English or the transliteration, case-insensitively, across every visible collection.
 */
export async function searchAllWords(deps: Deps, actor: Actor, q: string): Promise<SearchResult> {
  const term = plainHebrew(q);
  if (!term) throw badRequest("Enter a search term");
  const rows = await searchWords(deps.db, actor.userId, term, GLOBAL_SEARCH_LIMIT);
  return {
    words: rows.map((r) => ({ ...toStudyWord(r), collectionSlug: r.collectionSlug, collectionDomain: r.collectionDomain, collectionName: r.collectionName })),
    limit: GLOBAL_SEARCH_LIMIT,
  };
}
