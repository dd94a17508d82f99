import { keepPreviousData, useQuery } from "@tanstack/react-query";
import { ReadingPathOfferSchema } from "@/shared/api/reading-path";
import { api } from "@/client/lib/api-client";

export const READING_PATH_KEY = ["reading-path"] as const;

/** GET /api/reading-path?book=…: the offer for 50, 100, 200 and 500 new words, in one answer. */
export const getReadingPath = (book: string, signal?: AbortSignal) =>
  api(`/reading-path?book=${encodeURIComponent(book)}`, { schema: ReadingPathOfferSchema, signal });

export const useReadingPath = (book: string | null) => useQuery({
  queryKey: [...READING_PATH_KEY, book],
  queryFn: ({ signal }) => getReadingPath(book!, signal),
  enabled: book !== null,
  placeholderData: keepPreviousData,
});
