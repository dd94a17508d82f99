import { DomainListSchema } from "../../../shared/api/collections";
import { defineRoute } from "../../http/route";
import { listDomains } from "./queries";

export const domainRoutes = [
  defineRoute({
    method: "GET",
    path: "/domains",
    permission: "user",
    handler: async ({ deps }) => DomainListSchema.parse({ domains: await listDomains(deps.db) }),
  }),
];
