import { useMutation, useQueryClient } from "@tanstack/react-query";
import { DatabaseWordSchema, type DatabaseWord, type WordPatch } from "@/shared/api/words";
import { api } from "@/client/lib/api-client";
import { WORDS_DATABASE_KEY } from "./list-words";

/** PATCH /api/admin/words/:id (administrators; words of shared collections). */
export const updateWord = ({ id, patch }: { id: string; patch: WordPatch }): Promise<DatabaseWord> =>
  api(`/admin/words/${encodeURIComponent(id)}`, { method: "PATCH", body: patch, schema: DatabaseWordSchema });

export function useUpdateWord() {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: updateWord, onSettled: () => queryClient.invalidateQueries({ queryKey: WORDS_DATABASE_KEY }) });
}
