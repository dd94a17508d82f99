import crypto from "node:crypto";
import { signUp } from "../../helpers/test-app";
import type { MatrixCase } from "./types";

/** The confirm-address button (src/server/modules/confirm-address/routes.ts): anyone holding the link. */
export const cases: MatrixCase[] = [
  {
    route: "POST /confirm-address",
    request: () => ({ url: "/api/confirm-address", body: { token: "not-a-link" } }),
    expect: { anonymous: 400, owner: 400, otherUser: 400, admin: 400 },
  },
  {
    route: "POST /confirm-address",
    request: () => ({ url: "/api/confirm-address", body: {} }),
    expect: { anonymous: 400, owner: 400, otherUser: 400, admin: 400 },
  },
  {
    // A fresh sign-up's link each time: whoever presses the button, it leads to the new-password form.
    route: "POST /confirm-address",
    request: async (ctx) => {
      const email = `matrix-confirm-${crypto.randomBytes(4).toString("hex")}@example.com`;
      await signUp(ctx, { email });
      const mail = ctx.mail.find((m) => m.to === email && m.subject === "Confirm your Milim address");
      const token = new URL(mail!.link!).searchParams.get("token");
      return { url: "/api/confirm-address", body: { token } };
    },
    expect: { anonymous: 200, owner: 200, otherUser: 200, admin: 200 },
  },
];
