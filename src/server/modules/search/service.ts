import type { SearchResult } from "../../../shared/api/collections";
import { GLOBAL_SEARCH_LIMIT } from "../../../shared/domain";
import { plainHebrew } from "../../../shared/hebrew/strip-niqqud";
import type { Db } from "../../db/client";
import { invalid } from "../../lib/domain-error";
import type { JsonText } from "../../lib/json-text";
import { searchWords } from "./queries";

/**
 * Global search: the term loses its niqqud and cantillation (plainHebrew,
 * the same rule as the hebrew_plain column) and is matched anywhere in the plain Hebrew, the
 * English or the transliteration, case-insensitively, across every visible collection; at most
 * GLOBAL_SEARCH_LIMIT results. The answer comes as the JSON the database wrote, sent unparsed.
 */
export async function searchAllWords(db: Db, userId: string, q: string): Promise<JsonText<SearchResult>> {
  const term = plainHebrew(q);
  if (!term) throw invalid("search_enter_term");
  return searchWords(db, userId, term, GLOBAL_SEARCH_LIMIT);
}
