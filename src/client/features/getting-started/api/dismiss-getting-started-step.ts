import { useMutation, useQueryClient } from "@tanstack/react-query";
import { GettingStartedSchema, type GettingStarted, type GettingStartedStepId } from "@/shared/api/getting-started";
import { api } from "@/client/lib/api-client";
import { GETTING_STARTED_KEY } from "./get-getting-started";

/** PUT /api/admin/getting-started/:step — dismissed for the instance (or brought back); answers the whole checklist. */
export const dismissGettingStartedStep = ({ step, dismissed }: { step: GettingStartedStepId; dismissed: boolean }): Promise<GettingStarted> =>
  api(`/admin/getting-started/${encodeURIComponent(step)}`, { method: "PUT", body: { dismissed }, schema: GettingStartedSchema });

export function useDismissGettingStartedStep() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: dismissGettingStartedStep,
    onSuccess: (checklist) => queryClient.setQueryData(GETTING_STARTED_KEY, checklist),
  });
}
