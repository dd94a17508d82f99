import { DomainListSchema, DomainSchema } from "../../../shared/api/collections";
import {
  DomainInputSchema, DomainPatchSchema, IdParamsSchema, SubcategoryInputSchema, SubcategoryListSchema, SubcategoryPatchSchema,
  SubcategorySchema,
} from "../../../shared/api/domains";
import { defineRoute } from "../../http/route";
import { definedFields } from "../../lib/defined-fields";
import {
  createDomain, createSubcategory, editDomain, editSubcategory, getDomains, getSubcategories, removeDomain, removeSubcategory,
} from "./service";


export const domainRoutes = [
  defineRoute({
    method: "GET",
    path: "/domains",
    permission: "user",
    handler: async ({ deps }) => DomainListSchema.parse(await getDomains(deps.db)),
  }),
  defineRoute({
    method: "POST",
    path: "/admin/domains",
    permission: "admin",
    body: DomainInputSchema,
    handler: async ({ c, deps, body }) => c.json(DomainSchema.parse(await createDomain(deps.db, { ...body, description: body.description ?? null })), 201),
  }),
  defineRoute({
    method: "PATCH",
    path: "/admin/domains/:id",
    permission: "admin",
    params: IdParamsSchema,
    body: DomainPatchSchema,
    handler: async ({ deps, params, body }) => DomainSchema.parse(await editDomain(deps.db, params.id, definedFields(body))),
  }),
  defineRoute({
    method: "DELETE",
    path: "/admin/domains/:id",
    permission: "admin",
    params: IdParamsSchema,
    handler: async ({ c, deps, params }) => {
      await removeDomain(deps.db, params.id);
      return c.body(null, 204);
    },
  }),
  defineRoute({
    method: "GET",
    path: "/subcategories",
    permission: "user",
    handler: async ({ deps }) => SubcategoryListSchema.parse(await getSubcategories(deps.db)),
  }),
  defineRoute({
    method: "POST",
    path: "/admin/subcategories",
    permission: "admin",
    body: SubcategoryInputSchema,
    handler: async ({ c, deps, body }) =>
      c.json(SubcategorySchema.parse(await createSubcategory(deps.db, { ...body, description: body.description ?? null, domainId: body.domainId ?? null })), 201),
  }),
  defineRoute({
    method: "PATCH",
    path: "/admin/subcategories/:id",
    permission: "admin",
    params: IdParamsSchema,
    body: SubcategoryPatchSchema,
    handler: async ({ deps, params, body }) => SubcategorySchema.parse(await editSubcategory(deps.db, params.id, definedFields(body))),
  }),
  defineRoute({
    method: "DELETE",
    path: "/admin/subcategories/:id",
    permission: "admin",
    params: IdParamsSchema,
    handler: async ({ c, deps, params }) => {
      await removeSubcategory(deps.db, params.id);
      return c.body(null, 204);
    },
  }),
];
