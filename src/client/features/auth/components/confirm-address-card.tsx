import type { FormEvent } from "react";
import { useNavigate } from "react-router";
import { toast } from "sonner";
import { m } from "@/client/lib/i18n";
import { useConfirmAddress } from "../api/confirm-address";
import { AuthCard } from "./auth-card";
import { ModeLink } from "./mode-link";
import { SubmitButton } from "./submit-button";

/**
 * Reached from the sign-up confirmation link opened in a browser holding no session of the account:
 * /auth?mode=confirm-address&token=… (server/auth/confirm-address.ts). The link's GET changed
 * nothing (mail scanners open links too); the button confirms, then the server says where to go.
 * The page says beforehand that what the account holds goes too (the server resets it).
 */
export function ConfirmAddressCard({ token }: { token: string | null }) {
  const confirm = useConfirmAddress();
  const navigate = useNavigate();

  if (!token) {
    return (
      <AuthCard title={m.auth_link_expired_title()} description={m.server_auth_confirm_link_invalid()}>
        <p className="text-center text-sm"><ModeLink to="login">{m.auth_back_to_log_in()}</ModeLink></p>
      </AuthCard>
    );
  }

  function onSubmit(e: FormEvent) {
    e.preventDefault();
    confirm.mutate(token!, {
      onSuccess: ({ next }) => navigate(next, { replace: true }),
      onError: (err) => toast.error(m.common_error(), { description: err.message || m.auth_unexpected_error() }),
    });
  }

  return (
    <AuthCard title={m.auth_confirm_address_title()} description={m.auth_confirm_address_description()}
      footer={<p><ModeLink to="login">{m.auth_back_to_log_in()}</ModeLink></p>}>
      <form onSubmit={onSubmit} className="grid gap-4">
        <p className="text-sm text-muted-foreground">{m.auth_confirm_address_removes_data()}</p>
        <SubmitButton busy={confirm.isPending}>{m.auth_confirm_address_button()}</SubmitButton>
      </form>
    </AuthCard>
  );
}
