import { useMutation, useQueryClient } from "@tanstack/react-query";
import { api } from "@/client/lib/api-client";
import { WORDS_DATABASE_KEY } from "./list-words";

/** DELETE /api/admin/words/:id (administrators; words of shared collections). */
export const deleteWord = (id: string): Promise<void> => api(`/admin/words/${encodeURIComponent(id)}`, { method: "DELETE" });

export function useDeleteWord() {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: deleteWord, onSettled: () => queryClient.invalidateQueries({ queryKey: WORDS_DATABASE_KEY }) });
}
