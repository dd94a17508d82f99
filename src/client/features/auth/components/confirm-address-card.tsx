import type { FormEvent } from "react";
import { Link, useNavigate } from "react-router";
import { Button } from "@/client/components/ui/button";
import { toast } from "sonner";
import { m } from "@/client/lib/i18n";
import { useConfirmAddress } from "../api/confirm-address";
import { AuthCard } from "./auth-card";
import { ModeLink } from "./mode-link";
import { SubmitButton } from "./submit-button";

/**
 * Reached from the sign-up confirmation link opened in a browser holding no session of the account:
 * /auth?mode=confirm-address&token=… (server/auth/confirm-address.ts). The link's GET changed
 * nothing (mail scanners open links too). Whoever made the account logs in here first (its password):
 * the link then confirms within that session and the account keeps everything (log-in-form's `confirmToken`).
 * Anyone else (the address's owner, when someone signed up with it) presses the button, which confirms,
 * then the server says where to go; the page says beforehand that what the account holds goes too.
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
    <AuthCard title={m.auth_confirm_address_title()}
      footer={<p><ModeLink to="login">{m.auth_back_to_log_in()}</ModeLink></p>}>
      <div className="grid gap-3">
        <p className="text-sm">{m.auth_confirm_address_keep()}</p>
        <Button asChild size="lg" className="w-full">
          <Link to={`/auth?mode=login&confirm=${encodeURIComponent(token)}`} replace>{m.auth_confirm_address_log_in()}</Link>
        </Button>
      </div>
      <form onSubmit={onSubmit} className="grid gap-4 border-t pt-4">
        <p className="text-sm font-medium">{m.auth_confirm_address_not_mine()}</p>
        <p className="text-sm text-muted-foreground">{m.auth_confirm_address_description()} {m.auth_confirm_address_removes_data()}</p>
        <SubmitButton busy={confirm.isPending} variant="outline">{m.auth_confirm_address_button()}</SubmitButton>
      </form>
    </AuthCard>
  );
}
