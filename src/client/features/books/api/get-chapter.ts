import { keepPreviousData, useQuery } from "@tanstack/react-query";
import { ChapterTextSchema } from "@/shared/api/books";
import { api } from "@/client/lib/api-client";
import { BOOKS_KEY } from "@/client/lib/query-keys";

/** GET /api/books/:bookId/chapters/:label: one chapter (or amud, "2a") with its verses and neighbours. */
export const getChapter = (bookId: string, label: string, signal?: AbortSignal) =>
  api(`/books/${encodeURIComponent(bookId)}/chapters/${encodeURIComponent(label)}`, { schema: ChapterTextSchema, signal });

export const useChapter = (bookId: string, label: string | undefined) =>
  useQuery({
    queryKey: [...BOOKS_KEY, bookId, "chapter", label],
    queryFn: ({ signal }) => getChapter(bookId, label!, signal),
    enabled: label !== undefined,
    placeholderData: keepPreviousData,
    staleTime: 5 * 60_000,
    retry: (n, e) => n < 2 && !("status" in e && e.status === 404),
  });
