import { useMutation, useQueryClient } from "@tanstack/react-query";
import { CleanUpStaleImportsResultSchema } from "@/shared/api/dictionary";
import { api } from "@/client/lib/api-client";
import { DICTIONARY_KEY } from "@/client/lib/query-keys";

/** POST /api/dictionary/imports/cleanup (administrators): runs left running for 10 minutes are failed. */
export const cleanUpImports = () => api("/dictionary/imports/cleanup", { method: "POST", schema: CleanUpStaleImportsResultSchema });

export function useCleanUpImports() {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: cleanUpImports, onSuccess: () => queryClient.invalidateQueries({ queryKey: [...DICTIONARY_KEY, "imports"] }) });
}
