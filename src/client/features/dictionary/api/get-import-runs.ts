import { useQuery } from "@tanstack/react-query";
import { useState } from "react";
import { DictionaryImportListSchema } from "@/shared/api/dictionary";
import { DICTIONARY } from "@/shared/dictionary/dictionary-rules";
import { api } from "@/client/lib/api-client";
import { DICTIONARY_KEY } from "@/client/lib/query-keys";

/** GET /api/dictionary/imports: the latest run of each source (stale ones are failed by the server first). */
export const getImportRuns = (signal?: AbortSignal) => api("/dictionary/imports", { schema: DictionaryImportListSchema, signal });

/**
 * Polled every 2 s while a run is running or a job just started has no finished run yet, and not
 * past 30 minutes after the page opened (spec 001 §9).
 */
export function useImportRuns(waitingFor: readonly string[] = []) {
  const [openedAt] = useState(() => Date.now());
  return useQuery({
    queryKey: [...DICTIONARY_KEY, "imports"],
    queryFn: ({ signal }) => getImportRuns(signal),
    refetchInterval: (q) => {
      const runs = q.state.data?.runs ?? [];
      const busy = runs.some((r) => r.status === "running") || waitingFor.some((id) => !runs.some((r) => r.jobId === id && r.status !== "running"));
      return busy && Date.now() - openedAt < DICTIONARY.pollStopMs ? DICTIONARY.pollMs : false;
    },
  });
}
