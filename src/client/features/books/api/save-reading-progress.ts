import { useMutation, useQueryClient } from "@tanstack/react-query";
import { ReadingProgressSchema, type SaveReadingProgress } from "@/shared/api/books";
import { api } from "@/client/lib/api-client";
import { BOOKS_KEY } from "@/client/lib/query-keys";

/** PUT /api/books/:bookId/progress: the chapter and verse the reader reached. */
export const saveReadingProgress = (bookId: string, at: SaveReadingProgress) =>
  api(`/books/${encodeURIComponent(bookId)}/progress`, { method: "PUT", body: at, schema: ReadingProgressSchema });

/** Saves quietly: a failure is only logged (spec 001 §4 "Reading progress"); the library refreshes. */
export function useSaveReadingProgress(bookId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (at: SaveReadingProgress) => saveReadingProgress(bookId, at),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: [...BOOKS_KEY, "list"] }),
    onError: (e) => console.error("Failed to save reading progress", e),
  });
}
