import { keepPreviousData, queryOptions, useQuery } from "@tanstack/react-query";
import { ChapterTextSchema } from "@/shared/api/books";
import { api } from "@/client/lib/api-client";
import { BOOKS_KEY } from "@/client/lib/query-keys";

/** GET /api/books/:bookId/chapters/:label: one chapter (or amud, "2a") with its verses and neighbours. */
export const getChapter = (bookId: string, label: string, signal?: AbortSignal) =>
  api(`/books/${encodeURIComponent(bookId)}/chapters/${encodeURIComponent(label)}`, { schema: ChapterTextSchema, signal });

export const getChapterQueryOptions = (bookId: string, label: string) =>
  queryOptions({
    queryKey: [...BOOKS_KEY, bookId, "chapter", label],
    queryFn: ({ signal }) => getChapter(bookId, label, signal),
    staleTime: 5 * 60_000,
    retry: (n, e) => n < 2 && !("status" in e && e.status === 404),
  });

export const useChapter = (bookId: string, label: string | undefined) =>
  useQuery({
    ...getChapterQueryOptions(bookId, label ?? ""),
    enabled: label !== undefined,
    placeholderData: keepPreviousData,
  });
