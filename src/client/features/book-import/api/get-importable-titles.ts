import { useQuery } from "@tanstack/react-query";
import { ImportableTitleListSchema } from "@/shared/api/books";
import { api } from "@/client/lib/api-client";
import { BOOKS_KEY } from "@/client/lib/query-keys";

/** GET /api/books/import/titles (administrators): Tanakh, Mishnah and Bavli titles to choose from. */
export const getImportableTitles = (signal?: AbortSignal) => api("/books/import/titles", { schema: ImportableTitleListSchema, signal });

export const useImportableTitles = () =>
  useQuery({ queryKey: [...BOOKS_KEY, "importable-titles"], queryFn: ({ signal }) => getImportableTitles(signal), staleTime: Infinity });
