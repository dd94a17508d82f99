import { useMutation, useQueryClient } from "@tanstack/react-query";
import { TranslationStartSchema, type TranslationStart } from "@/shared/api/translation";
import { api } from "@/client/lib/api-client";
import { TRANSLATION_STATUS_KEY } from "./get-translation-status";

/** POST /api/admin/translation/start (translate-existing-words). */
export const startTranslation = (): Promise<TranslationStart> => api("/admin/translation/start", { method: "POST", schema: TranslationStartSchema });

export function useStartTranslation() {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: startTranslation, onSettled: () => queryClient.invalidateQueries({ queryKey: TRANSLATION_STATUS_KEY }) });
}
