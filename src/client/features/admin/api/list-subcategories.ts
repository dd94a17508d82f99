import { useQuery } from "@tanstack/react-query";
import { SubcategoryListSchema, type Subcategory } from "@/shared/api/domains";
import { api } from "@/client/lib/api-client";
import { SUBCATEGORIES_KEY } from "@/client/lib/query-keys";

/** GET /api/subcategories */
export const listSubcategories = async (): Promise<Subcategory[]> => (await api("/subcategories", { schema: SubcategoryListSchema })).subcategories;

export const useSubcategoryList = () => useQuery({ queryKey: SUBCATEGORIES_KEY, queryFn: listSubcategories });
