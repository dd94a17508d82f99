import { useMutation } from "@tanstack/react-query";
import { AnkiPreviewSchema, type AnkiPreview } from "@/shared/api/collection-transfer";
import { api } from "@/client/lib/api-client";

/** POST /api/collections/anki/preview — the .apkg itself as the body; what it holds and a guessed field mapping. Writes nothing. */
export const previewAnkiPackage = (file: Blob): Promise<AnkiPreview> =>
  api("/collections/anki/preview", { method: "POST", rawBody: file, headers: { "Content-Type": "application/octet-stream" }, schema: AnkiPreviewSchema });

export const usePreviewAnkiPackage = () => useMutation({ mutationKey: ["collections", "anki", "preview"], mutationFn: previewAnkiPackage });
