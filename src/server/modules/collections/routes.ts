import {
  AdminCollectionListSchema, AdminCollectionSchema, CollectionInputSchema, CollectionPatchSchema,
} from "../../../shared/api/admin-collections";
import { CollectionListQuerySchema, CollectionListSchema, CollectionPageParamsSchema, CollectionPageSchema } from "../../../shared/api/collections";
import { IdParamsSchema } from "../../../shared/api/domains";
import { defineRoute } from "../../http/route";
import { definedFields } from "../../lib/defined-fields";
import { createCollection, editCollection, listManagedCollections, removeCollection } from "./manage-collections";
import { getCollectionPage, listCollections } from "./service";


export const collectionRoutes = [
  defineRoute({
    method: "GET",
    path: "/collections",
    permission: "user",
    query: CollectionListQuerySchema,
    response: CollectionListSchema,
    handler: ({ deps, actor, query }) => listCollections(deps.db, actor.userId, query.domain),
  }),
  defineRoute({
    method: "GET",
    path: "/collections/:domain/:slug",
    permission: "user",
    params: CollectionPageParamsSchema,
    response: CollectionPageSchema,
    heavy: true,
    handler: ({ deps, actor, params }) => getCollectionPage(deps.db, deps.wordLists, actor.userId, params.domain, params.slug),
  }),
  defineRoute({
    method: "GET",
    path: "/admin/collections",
    permission: "admin",
    response: AdminCollectionListSchema,
    handler: ({ deps }) => listManagedCollections(deps.db),
  }),
  defineRoute({
    method: "POST",
    path: "/admin/collections",
    permission: "admin",
    body: CollectionInputSchema,
    response: AdminCollectionSchema, status: 201,
    handler: ({ deps, body }) =>
      createCollection(deps.db, { ...body, description: body.description ?? null, subcategory: body.subcategory ?? null }),
  }),
  defineRoute({
    method: "PATCH",
    path: "/admin/collections/:id",
    permission: "admin",
    params: IdParamsSchema,
    body: CollectionPatchSchema,
    response: AdminCollectionSchema,
    handler: ({ deps, params, body }) => editCollection(deps.db, params.id, definedFields(body)),
  }),
  defineRoute({
    method: "DELETE",
    path: "/admin/collections/:id",
    permission: "admin",
    params: IdParamsSchema,
    response: "empty",
    handler: async ({ c, deps, params }) => {
      await removeCollection(deps.db, params.id);
      return c.body(null, 204);
    },
  }),
];
