import { useMutation } from "@tanstack/react-query";
import { StartBookImportResultSchema } from "@/shared/api/books";
import { api } from "@/client/lib/api-client";

/** POST /api/books/:bookId/next-pages (admin): the texts library's next pages of a Talmud tractate after the last one the library holds; answers the job. */
export const startNextPagesImport = (bookId: string) =>
  api(`/books/${encodeURIComponent(bookId)}/next-pages`, { method: "POST", schema: StartBookImportResultSchema });
export const useStartNextPagesImport = () => useMutation({ mutationFn: startNextPagesImport });
