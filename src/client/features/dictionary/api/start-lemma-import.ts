import { useMutation } from "@tanstack/react-query";
import { StartDictionaryImportResultSchema } from "@/shared/api/dictionary";
import { api } from "@/client/lib/api-client";

/** POST /api/dictionary/lemma-imports (admin): a Tanakh book's word lemmas from OpenScriptures; answers the job. */
export const startLemmaImport = (bookId: string) =>
  api("/dictionary/lemma-imports", { method: "POST", body: { bookId }, schema: StartDictionaryImportResultSchema });
export const useStartLemmaImport = () => useMutation({ mutationFn: startLemmaImport });
