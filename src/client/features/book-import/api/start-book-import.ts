import { useMutation } from "@tanstack/react-query";
import { StartBookImportResultSchema, type StartBookImport } from "@/shared/api/books";
import { api } from "@/client/lib/api-client";

/** POST /api/books/import (administrators): starts the import as a background job. */
export const startBookImport = (request: StartBookImport) =>
  api("/books/import", { method: "POST", body: request, schema: StartBookImportResultSchema });

export const useStartBookImport = () => useMutation({ mutationFn: startBookImport });
