import { queryOptions, useQuery } from "@tanstack/react-query";
import { DictionaryStatsSchema } from "@/shared/api/dictionary";
import { api } from "@/client/lib/api-client";
import { DICTIONARY_STATS_KEY } from "@/client/lib/query-keys";

/** GET /api/dictionary/stats: entries per language. */
export const getDictionaryStats = (signal?: AbortSignal) => api("/dictionary/stats", { schema: DictionaryStatsSchema, signal });
export const getDictionaryStatsQueryOptions = () =>
  queryOptions({ queryKey: DICTIONARY_STATS_KEY, queryFn: ({ signal }) => getDictionaryStats(signal) });
export const useDictionaryStats = () => useQuery(getDictionaryStatsQueryOptions());
