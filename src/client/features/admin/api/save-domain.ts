import { useMutation, useQueryClient } from "@tanstack/react-query";
import { DomainSchema, type Domain } from "@/shared/api/collections";
import type { DomainInput } from "@/shared/api/domains";
import { api } from "@/client/lib/api-client";
import { DOMAINS_KEY } from "@/client/lib/query-keys";

/** POST /api/admin/domains, or PATCH /api/admin/domains/:id when `id` is given. */
export const saveDomain = ({ id, values }: { id?: string; values: DomainInput }): Promise<Domain> =>
  id
    ? api(`/admin/domains/${encodeURIComponent(id)}`, { method: "PATCH", body: values, schema: DomainSchema })
    : api("/admin/domains", { method: "POST", body: values, schema: DomainSchema });

export function useSaveDomain() {
  const queryClient = useQueryClient();
  // The tabs of the shell follow at once; collection pages under a renamed slug too.
  return useMutation({ mutationFn: saveDomain, onSettled: () => queryClient.invalidateQueries({ queryKey: DOMAINS_KEY }) });
}
