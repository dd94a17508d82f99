import { useMutation } from "@tanstack/react-query";
import { StartJobResultSchema } from "@/shared/api/bible";
import { api } from "@/client/lib/api-client";

/** POST /api/books/:bookId/translations (admin): the texts library's translations added to a book of the Hebrew Bible imported offline; answers the job. */
export const startTranslationMerge = (bookId: string) =>
  api(`/books/${encodeURIComponent(bookId)}/translations`, { method: "POST", schema: StartJobResultSchema });
export const useStartTranslationMerge = () => useMutation({ mutationFn: startTranslationMerge });
