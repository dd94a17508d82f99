import { useMutation } from "@tanstack/react-query";
import type { LibraryImportRequest } from "@/shared/api/generation";
import { JobSchema, type Job } from "@/shared/api/jobs";
import { api } from "@/client/lib/api-client";

/** POST /api/generation/library-import: the words of a text reference into a collection, as a background job. */
export const startLibraryImport = (request: LibraryImportRequest): Promise<Job> =>
  api("/generation/library-import", { method: "POST", body: request, schema: JobSchema });

export const useStartLibraryImport = () => useMutation({ mutationFn: startLibraryImport });
