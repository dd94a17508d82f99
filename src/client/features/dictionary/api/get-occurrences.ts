import { keepPreviousData, useQuery } from "@tanstack/react-query";
import { OccurrencesSchema } from "@/shared/api/bible";
import { api } from "@/client/lib/api-client";
import { DICTIONARY_KEY } from "@/client/lib/query-keys";

export interface OccurrenceKey { strong: string | null; form: string | null }

/** GET /api/books/occurrences: one page of the verses where a lemma (or, without morphology, a plain form) occurs. */
export const getOccurrences = (key: OccurrenceKey, page: number, signal?: AbortSignal) =>
  api("/books/occurrences", { query: { ...(key.strong ? { strong: key.strong } : { form: key.form ?? "" }), page }, schema: OccurrencesSchema, signal });
export const useOccurrences = (key: OccurrenceKey | null, page: number) =>
  useQuery({
    queryKey: [...DICTIONARY_KEY, "occurrences", key, page], queryFn: ({ signal }) => getOccurrences(key!, page, signal), enabled: key !== null,
    staleTime: 5 * 60_000, placeholderData: keepPreviousData,
  });
