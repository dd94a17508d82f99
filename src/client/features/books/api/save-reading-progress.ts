import { useQueryClient } from "@tanstack/react-query";
import { useCallback } from "react";
import { ReadingProgressSchema, type SaveReadingProgress } from "@/shared/api/books";
import { api } from "@/client/lib/api-client";
import { BOOKS_KEY } from "@/client/lib/query-keys";

/** PUT /api/books/:bookId/progress: the chapter and verse the reader reached. */
export const saveReadingProgress = (bookId: string, at: SaveReadingProgress) =>
  api(`/books/${encodeURIComponent(bookId)}/progress`, { method: "PUT", body: at, schema: ReadingProgressSchema });

/**
 * Saves quietly: a failure is only logged; the library refreshes.
 * A plain call, not a mutation hook: nothing on screen shows the save, so its pending and done
 * states do not re-render the reader (a whole chapter view, each time the learner stops scrolling).
 */
export function useSaveReadingProgress(bookId: string): (at: SaveReadingProgress) => void {
  const queryClient = useQueryClient();
  return useCallback((at: SaveReadingProgress) => {
    saveReadingProgress(bookId, at).then(
      () => queryClient.invalidateQueries({ queryKey: [...BOOKS_KEY, "list"] }),
      (e: unknown) => console.error("Failed to save reading progress", e),
    );
  }, [bookId, queryClient]);
}
