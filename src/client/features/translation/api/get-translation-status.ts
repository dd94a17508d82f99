import { queryOptions, useQuery } from "@tanstack/react-query";
import { TRANSLATION_STATUS_REFETCH_MS, TranslationStatusSchema, type TranslationStatus } from "@/shared/api/translation";
import { api } from "@/client/lib/api-client";

export const getTranslationStatus = (): Promise<TranslationStatus> =>
  api("/admin/translation-status", { schema: TranslationStatusSchema });

export const TRANSLATION_STATUS_KEY = ["admin", "translation-status"] as const;

export const getTranslationStatusQueryOptions = () =>
  queryOptions({
    queryKey: TRANSLATION_STATUS_KEY,
    queryFn: getTranslationStatus,
    refetchInterval: TRANSLATION_STATUS_REFETCH_MS,
    staleTime: TRANSLATION_STATUS_REFETCH_MS / 2,
  });

/** Admins only (the server answers 403 to others): pass enabled = me.isAdmin. */
export const useTranslationStatus = (enabled: boolean) => useQuery({ ...getTranslationStatusQueryOptions(), enabled });
