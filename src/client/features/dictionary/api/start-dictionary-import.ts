import { useMutation, useQueryClient } from "@tanstack/react-query";
import { StartDictionaryImportResultSchema, type DictionarySource } from "@/shared/api/dictionary";
import { api } from "@/client/lib/api-client";
import { DICTIONARY_KEY } from "@/client/lib/query-keys";

/** POST /api/dictionary/imports (administrators): imports a lexicon from its configured URL as a job. */
export const startDictionaryImport = (source: DictionarySource) =>
  api("/dictionary/imports", { method: "POST", body: { source }, schema: StartDictionaryImportResultSchema });

export function useStartDictionaryImport() {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: startDictionaryImport, onSettled: () => queryClient.invalidateQueries({ queryKey: [...DICTIONARY_KEY, "imports"] }) });
}
