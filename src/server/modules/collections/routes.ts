import { CollectionListQuerySchema, CollectionPageParamsSchema } from "../../../shared/api/collections";
import { defineRoute } from "../../http/route";
import { getCollectionPageJson, listCollections } from "./service";

export const collectionRoutes = [
  defineRoute({
    method: "GET",
    path: "/collections",
    permission: "user",
    query: CollectionListQuerySchema,
    handler: ({ deps, actor, query }) => listCollections(deps, actor, query.domain),
  }),
  defineRoute({
    method: "GET",
    path: "/collections/:domain/:slug",
    permission: "user",
    params: CollectionPageParamsSchema,
    // CollectionPageSchema, already encoded as JSON by the database.
    handler: async ({ c, deps, actor, params }) =>
      c.body(await getCollectionPageJson(deps, actor, params.domain, params.slug), 200, { "content-type": "application/json" }),
  }),
];
