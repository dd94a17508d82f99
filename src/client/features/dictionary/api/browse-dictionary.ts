import { keepPreviousData, queryOptions, useQuery } from "@tanstack/react-query";
import { DictionaryPageSchema } from "@/shared/api/dictionary";
import { api } from "@/client/lib/api-client";
import { dictionaryBrowseKey } from "@/client/lib/query-keys";

export interface BrowseFilter { language?: "hebrew" | "aramaic"; letter?: string; page: number }

/** GET /api/dictionary/entries: one page, filtered and paged on the server. */
export const browseDictionary = (f: BrowseFilter, signal?: AbortSignal) =>
  api("/dictionary/entries", { query: { language: f.language, letter: f.letter, page: f.page }, schema: DictionaryPageSchema, signal });
export const browseDictionaryQueryOptions = (f: BrowseFilter) =>
  queryOptions({ queryKey: dictionaryBrowseKey(f), queryFn: ({ signal }) => browseDictionary(f, signal) });
export const useBrowseDictionary = (f: BrowseFilter) =>
  useQuery({ ...browseDictionaryQueryOptions(f), placeholderData: keepPreviousData });
