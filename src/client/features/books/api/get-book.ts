import { queryOptions, useQuery } from "@tanstack/react-query";
import { BookDetailSchema } from "@/shared/api/books";
import { api } from "@/client/lib/api-client";
import { BOOKS_KEY } from "@/client/lib/query-keys";

/** GET /api/books/:bookId: the book with its chapters (the reader's dropdown). */
export const getBook = (bookId: string, signal?: AbortSignal) => api(`/books/${encodeURIComponent(bookId)}`, { schema: BookDetailSchema, signal });

export const getBookQueryOptions = (bookId: string) =>
  queryOptions({ queryKey: [...BOOKS_KEY, bookId], queryFn: ({ signal }) => getBook(bookId, signal), retry: (n, e) => n < 2 && !("status" in e && e.status === 404) });

export const useBook = (bookId: string) => useQuery(getBookQueryOptions(bookId));
