import { useMutation, useQueryClient } from "@tanstack/react-query";
import { SubcategorySchema, type Subcategory, type SubcategoryInput } from "@/shared/api/domains";
import { api } from "@/client/lib/api-client";
import { SUBCATEGORIES_KEY } from "@/client/lib/query-keys";

/** POST /api/admin/subcategories, or PATCH /api/admin/subcategories/:id when `id` is given. */
export const saveSubcategory = ({ id, values }: { id?: string; values: SubcategoryInput }): Promise<Subcategory> =>
  id
    ? api(`/admin/subcategories/${encodeURIComponent(id)}`, { method: "PATCH", body: values, schema: SubcategorySchema })
    : api("/admin/subcategories", { method: "POST", body: values, schema: SubcategorySchema });

export function useSaveSubcategory() {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: saveSubcategory, onSettled: () => queryClient.invalidateQueries({ queryKey: SUBCATEGORIES_KEY }) });
}
