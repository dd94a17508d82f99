import { SetupLinkAnswerSchema, SetupLinkSchema } from "../../../shared/api/auth";
import { conflict, forbidden } from "../../http/errors";
import { defineRoute } from "../../http/route";

/**
 * The first administrator's set-up link (auth/first-admin.ts), asked by its sign-up page before it
 * shows the form: 200 while it may be used, 403 when it is not this server's, 409 once an
 * administrator exists (the sign-up would be refused the same way). Public, as whoever holds the
 * link may open it; says nothing to anyone without the token. POST, so the token stays out of URLs in logs.
 */
export const setupLinkRoutes = [
  defineRoute({
    method: "POST",
    path: "/setup-link",
    permission: "public",
    body: SetupLinkSchema,
    maxBodyBytes: 1024,
    response: SetupLinkAnswerSchema,
    handler: async ({ deps, body }) => {
      const state = await deps.setupLinkState(body.token);
      if (state === "invalid") throw forbidden("auth_setup_link_invalid");
      if (state === "admin-exists") throw conflict("auth_setup_admin_exists");
      return { open: true as const };
    },
  }),
];
