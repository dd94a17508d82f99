import { useMutation, useQueryClient } from "@tanstack/react-query";
import { JobSchema, type Job } from "@/shared/api/jobs";
import { api } from "@/client/lib/api-client";
import { GETTING_STARTED_KEY } from "./get-getting-started";

/** POST /api/admin/library-setup — the set-up job (the one already queued or running when there is one). */
export const startLibrarySetup = (): Promise<Job> => api("/admin/library-setup", { method: "POST", schema: JobSchema });

/** Starts 'Set up the library'; the checklist is read again so the card follows the job it answers with. */
export function useStartLibrarySetup() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: startLibrarySetup,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: GETTING_STARTED_KEY }),
  });
}
