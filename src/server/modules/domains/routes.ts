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
    response: DomainListSchema,
    handler: ({ deps }) => getDomains(deps.db),
  }),
  defineRoute({
    method: "POST",
    path: "/admin/domains",
    permission: "admin",
    body: DomainInputSchema,
    response: DomainSchema, status: 201,
    handler: ({ deps, body }) => createDomain(deps.db, { ...body, description: body.description ?? null }),
  }),
  defineRoute({
    method: "PATCH",
    path: "/admin/domains/:id",
    permission: "admin",
    params: IdParamsSchema,
    body: DomainPatchSchema,
    response: DomainSchema,
    handler: ({ deps, params, body }) => editDomain(deps.db, params.id, definedFields(body)),
  }),
  defineRoute({
    method: "DELETE",
    path: "/admin/domains/:id",
    permission: "admin",
    params: IdParamsSchema,
    response: "empty",
    handler: async ({ c, deps, params }) => {
      await removeDomain(deps.db, params.id);
      return c.body(null, 204);
    },
  }),
  defineRoute({
    method: "GET",
    path: "/subcategories",
    permission: "user",
    response: SubcategoryListSchema,
    handler: ({ deps }) => getSubcategories(deps.db),
  }),
  defineRoute({
    method: "POST",
    path: "/admin/subcategories",
    permission: "admin",
    body: SubcategoryInputSchema,
    response: SubcategorySchema, status: 201,
    handler: ({ deps, body }) =>
      createSubcategory(deps.db, { ...body, description: body.description ?? null, domainId: body.domainId ?? null }),
  }),
  defineRoute({
    method: "PATCH",
    path: "/admin/subcategories/:id",
    permission: "admin",
    params: IdParamsSchema,
    body: SubcategoryPatchSchema,
    response: SubcategorySchema,
    handler: ({ deps, params, body }) => editSubcategory(deps.db, params.id, definedFields(body)),
  }),
  defineRoute({
    method: "DELETE",
    path: "/admin/subcategories/:id",
    permission: "admin",
    params: IdParamsSchema,
    response: "empty",
    handler: async ({ c, deps, params }) => {
      await removeSubcategory(deps.db, params.id);
      return c.body(null, 204);
    },
  }),
];
