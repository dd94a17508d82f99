import { DomainListSchema } from "../../../shared/api/collections";
import { defineRoute } from "../../http/route";
import { getDomains } from "./service";

export const domainRoutes = [
  defineRoute({
    method: "GET",
    path: "/domains",
    permission: "user",
    handler: async ({ deps }) => DomainListSchema.parse(await getDomains(deps.db)),
  }),
];
