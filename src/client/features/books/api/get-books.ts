import { queryOptions, useQuery } from "@tanstack/react-query";
import { BookListSchema } from "@/shared/api/books";
import { api } from "@/client/lib/api-client";
import { BOOKS_KEY } from "@/client/lib/query-keys";

/** GET /api/books: every book, newest first, each with the user's reading progress. */
export const getBooks = (signal?: AbortSignal) => api("/books", { schema: BookListSchema, signal });

export const booksQueryOptions = () => queryOptions({ queryKey: [...BOOKS_KEY, "list"], queryFn: ({ signal }) => getBooks(signal) });

export const useBooks = () => useQuery(booksQueryOptions());
