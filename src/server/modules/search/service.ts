import { GLOBAL_SEARCH_LIMIT } from "../../../shared/domain";
import { plainHebrew } from "../../../shared/hebrew/strip-niqqud";
import type { Deps } from "../../deps";
import { badRequest } from "../../http/errors";
import type { Actor } from "../../http/route";
import { searchWordsJson } from "./queries";

/**
 * Global search (spec 000 §4, §5, §7) as SearchResultSchema JSON text: the term loses its niqqud
 * and cantillation (plainHebrew, the same rule as the hebrew_plain column) and is matched
 * anywhere in the plain Hebrew, the English or the transliteration, case-insensitively, across
 * every visible collection; at most GLOBAL_SEARCH_LIMIT results.
 */
export async function searchAllWordsJson(deps: Deps, actor: Actor, q: string): Promise<string> {
  const term = plainHebrew(q);
  if (!term) throw badRequest("Enter a search term");
  const words = await searchWordsJson(deps.db, actor.userId, term, GLOBAL_SEARCH_LIMIT);
  return `{"words":${words},"limit":${GLOBAL_SEARCH_LIMIT}}`;
}
