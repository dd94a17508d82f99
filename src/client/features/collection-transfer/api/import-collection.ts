import { useMutation, useQueryClient } from "@tanstack/react-query";
import {
  ImportCollectionResultSchema, type ImportCollectionRequest, type ImportCollectionResult,
} from "@/shared/api/collection-transfer";
import { api } from "@/client/lib/api-client";

/** POST /api/collections/import — the file's text plus the form's choices. */
export const importCollection = (request: ImportCollectionRequest): Promise<ImportCollectionResult> =>
  api("/collections/import", { method: "POST", body: request, schema: ImportCollectionResultSchema });

/** Imports, then refreshes every collection list (the domain tabs show the new collection). */
export function useImportCollection() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationKey: ["collections", "import"],
    mutationFn: importCollection,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: ["collections"] }),
  });
}
