import { ConfirmAddressAnswerSchema, ConfirmAddressSchema } from "../../../shared/api/auth";
import { confirmAddressUrls } from "../../auth/auth-hooks";
import { confirmAddressByButton } from "../../auth/confirm-address";
import { badRequest } from "../../http/errors";
import { defineRoute } from "../../http/route";

/**
 * The button of the sign-up confirmation link opened in another browser (auth/confirm-address.ts):
 * public, as whoever holds the link may press it; the origin check of every state-changing request applies.
 */
export const confirmAddressRoutes = [
  defineRoute({
    method: "POST",
    path: "/confirm-address",
    permission: "public",
    body: ConfirmAddressSchema,
    maxBodyBytes: 8 * 1024,
    response: ConfirmAddressAnswerSchema,
    handler: async ({ deps, body }) => {
      const answer = await confirmAddressByButton(deps, body.token, confirmAddressUrls(deps.config));
      if (!answer) throw badRequest("auth_confirm_link_invalid");
      return answer;
    },
  }),
];
