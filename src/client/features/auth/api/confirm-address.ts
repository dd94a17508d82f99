import { useMutation } from "@tanstack/react-query";
import { ConfirmAddressAnswerSchema, type ConfirmAddressAnswer } from "@/shared/api/auth";
import { api } from "@/client/lib/api-client";

/** POST /api/confirm-address with the sign-up confirmation link's token: where to go next. */
export const confirmAddress = (token: string): Promise<ConfirmAddressAnswer> =>
  api("/confirm-address", { method: "POST", body: { token }, schema: ConfirmAddressAnswerSchema });

export function useConfirmAddress() {
  return useMutation({ mutationFn: confirmAddress });
}
