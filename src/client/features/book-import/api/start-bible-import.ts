import { useMutation } from "@tanstack/react-query";
import { StartJobResultSchema, type StartBibleImport } from "@/shared/api/bible";
import { api } from "@/client/lib/api-client";

/** POST /api/books/import/bible (administrators): the Hebrew Bible from the server's own copy of OpenScriptures' files, as a background job. */
export const startBibleImport = (request: StartBibleImport) =>
  api("/books/import/bible", { method: "POST", body: request, schema: StartJobResultSchema });

export const useStartBibleImport = () => useMutation({ mutationFn: startBibleImport });
