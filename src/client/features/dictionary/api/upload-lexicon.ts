import { useMutation, useQueryClient } from "@tanstack/react-query";
import { StartDictionaryImportResultSchema, type DictionarySource } from "@/shared/api/dictionary";
import { api } from "@/client/lib/api-client";
import { DICTIONARY_KEY } from "@/client/lib/query-keys";

/**
 * POST /api/dictionary/imports/:source/upload (administrators): the lexicon file itself (an offline
 * server); several files (Jastrow's letters) as one body, one after another.
 */
export const uploadLexicon = ({ source, file }: { source: DictionarySource; file: Blob }) =>
  api(`/dictionary/imports/${source}/upload`, { method: "POST", rawBody: file, headers: { "Content-Type": file.type || "application/octet-stream" }, schema: StartDictionaryImportResultSchema });

export function useUploadLexicon() {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: uploadLexicon, onSettled: () => queryClient.invalidateQueries({ queryKey: [...DICTIONARY_KEY, "imports"] }) });
}
