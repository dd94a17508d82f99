import { useQuery } from "@tanstack/react-query";
import { DictionaryImportListSchema } from "@/shared/api/dictionary";
import { api } from "@/client/lib/api-client";
import { DICTIONARY_KEY } from "@/client/lib/query-keys";

/** GET /api/dictionary/imports: the latest run of each source (stale ones are failed by the server first). */
export const getImportRuns = (signal?: AbortSignal) => api("/dictionary/imports", { schema: DictionaryImportListSchema, signal });

/** The runs as they are; a running import is followed through its job (useJob), not by polling these rows. */
export const useImportRuns = () => useQuery({ queryKey: [...DICTIONARY_KEY, "imports"], queryFn: ({ signal }) => getImportRuns(signal) });
