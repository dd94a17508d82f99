import { useMutation, useQueryClient } from "@tanstack/react-query";
import { AnkiImportResultSchema, type AnkiImportResult, type AnkiMappings } from "@/shared/api/collection-transfer";
import { api } from "@/client/lib/api-client";

export interface ImportAnkiPackageInput { file: Blob; name: string; domain: string; mapping: AnkiMappings; skipOwned: boolean }

/**
 * POST /api/collections/anki/import?name=&domain=&mapping=&skipOwned= — the .apkg again as the body: a new
 * collection of the learner's own (without the words they already have, with skipOwned).
 */
export const importAnkiPackage = ({ file, name, domain, mapping, skipOwned }: ImportAnkiPackageInput): Promise<AnkiImportResult> =>
  api("/collections/anki/import", {
    method: "POST", rawBody: file, headers: { "Content-Type": "application/octet-stream" },
    query: { name, domain, mapping: JSON.stringify(mapping), skipOwned: String(skipOwned) }, schema: AnkiImportResultSchema,
  });

/** Imports, then refreshes every collection list and the learner's review counts. */
export function useImportAnkiPackage() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationKey: ["collections", "anki", "import"],
    mutationFn: importAnkiPackage,
    onSuccess: () => Promise.all([queryClient.invalidateQueries({ queryKey: ["collections"] }), queryClient.invalidateQueries({ queryKey: ["review"] })]),
  });
}
