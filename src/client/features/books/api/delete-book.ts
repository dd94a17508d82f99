import { useMutation, useQueryClient } from "@tanstack/react-query";
import { api } from "@/client/lib/api-client";
import { BOOKS_KEY } from "@/client/lib/query-keys";

/** DELETE /api/books/:bookId (administrators): the book, its verses and everyone's progress in it. */
export const deleteBook = (bookId: string) => api<void>(`/books/${encodeURIComponent(bookId)}`, { method: "DELETE" });

export function useDeleteBook() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteBook,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: BOOKS_KEY }),
  });
}
