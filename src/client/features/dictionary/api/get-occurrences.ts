import { keepPreviousData, useQuery } from "@tanstack/react-query";
import { OccurrencesSchema } from "@/shared/api/bible";
import { api } from "@/client/lib/api-client";
import { DICTIONARY_KEY } from "@/client/lib/query-keys";

export interface OccurrenceKey { strong: string | null; homonym?: string | null; form: string | null }

/** The query of a page of occurrences: by lemma (with its homonym, where the text names one: "2416 e" חַיִּים 'life'), else by plain form. */
export const occurrencesQuery = (key: OccurrenceKey, page: number) =>
  ({ ...(key.strong ? { strong: key.strong, ...(key.homonym ? { homonym: key.homonym } : {}) } : { form: key.form ?? "" }), page });

/** GET /api/books/occurrences: one page of the verses where a lemma or, without morphology, a plain form occurs. */
export const getOccurrences = (key: OccurrenceKey, page: number, signal?: AbortSignal) =>
  api("/books/occurrences", { query: occurrencesQuery(key, page), schema: OccurrencesSchema, signal });
export const useOccurrences = (key: OccurrenceKey | null, page: number) =>
  useQuery({
    queryKey: [...DICTIONARY_KEY, "occurrences", key, page], queryFn: ({ signal }) => getOccurrences(key!, page, signal), enabled: key !== null,
    staleTime: 5 * 60_000, placeholderData: keepPreviousData,
  });
