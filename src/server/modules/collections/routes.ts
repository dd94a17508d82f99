import { CollectionListQuerySchema, CollectionPageParamsSchema } from "../../../shared/api/collections";
import { defineRoute } from "../../http/route";
import { getCollectionPage, listCollections } from "./service";

export const collectionRoutes = [
  defineRoute({
    method: "GET",
    path: "/collections",
    permission: "user",
    query: CollectionListQuerySchema,
    handler: ({ deps, actor, query }) => listCollections(deps.db, actor.userId, query.domain),
  }),
  defineRoute({
    method: "GET",
    path: "/collections/:domain/:slug",
    permission: "user",
    params: CollectionPageParamsSchema,
    handler: ({ deps, actor, params }) => getCollectionPage(deps.db, deps.wordLists, actor.userId, params.domain, params.slug),
  }),
];
