import { useMutation } from "@tanstack/react-query";
import type { ExportFormat } from "@/shared/api/collection-transfer";
import { ApiRequestError, apiUrl } from "@/client/lib/api-client";
import { fileNameFromDisposition, saveFile } from "@/client/lib/save-file";
import { m } from "@/client/lib/i18n";

/**
 * GET /api/collections/:id/export?format= — a file, not JSON: fetched as a Blob and offered as a
 * download under the server's name ({domain}_{slug}.{format}). Returns that name.
 */
export async function exportCollection({ id, format }: { id: string; format: ExportFormat }): Promise<string> {
  let res: Response;
  try {
    res = await fetch(apiUrl(`/collections/${encodeURIComponent(id)}/export`, { format }), { credentials: "same-origin" });
  } catch {
    throw new ApiRequestError(0, "network", m.transfer_network_error());
  }
  if (!res.ok) {
    const body = (await res.json().catch(() => null)) as { error?: { code?: string; message?: string; messageKey?: string; params?: Record<string, string | number> } } | null;
    let message = body?.error?.message ?? res.statusText;
    // A keyed message is shown in the learner's language, as api-client.ts does.
    if (body?.error?.messageKey) message = (await import("@/client/lib/word-server-message")).wordServerMessage(message, body.error.messageKey, body.error.params);
    throw new ApiRequestError(res.status, body?.error?.code ?? `http_${res.status}`, message);
  }
  const fileName = fileNameFromDisposition(res.headers.get("content-disposition"), `collection.${format}`);
  saveFile(await res.blob(), fileName);
  return fileName;
}

export function useExportCollection() {
  return useMutation({ mutationKey: ["collections", "export"], mutationFn: exportCollection });
}
