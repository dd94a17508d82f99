import { useState, type FormEvent } from "react";
import { showIssue } from "@/client/lib/show-issue";
import { useNavigate } from "react-router";
import { toast } from "sonner";
import { FIELD_MAX_LENGTH } from "@/shared/api/auth-fields";
import { useResetPassword } from "../api/reset-password";
import { authModeHref } from "../lib/auth-mode";
import { AuthCard } from "./auth-card";
import { FormField } from "./form-field";
import { ModeLink } from "./mode-link";
import { SubmitButton } from "./submit-button";
import { m } from "@/client/lib/i18n";

/**
 * Reached from the e-mailed link: /auth?mode=new-password&token=… (or &error=INVALID_TOKEN); with
 * &confirmed=1 from a sign-up confirmation link opened outside the account's session (the server
 * removed the sign-up password and everything the account held: auth/confirm-address.ts), which
 * the description and the sentence above the fields say.
 */
export function NewPasswordForm({ token, linkError, confirmed = false }: { token: string | null; linkError: string | null; confirmed?: boolean }) {
  const [password, setPassword] = useState("");
  const [confirm, setConfirm] = useState("");
  const reset = useResetPassword();
  const navigate = useNavigate();

  if (!token || linkError) {
    return (
      <AuthCard title={m.auth_link_expired_title()} description={m.auth_link_expired_description()}>
        <p className="text-center text-sm"><ModeLink to="reset">{m.auth_request_new_link()}</ModeLink></p>
      </AuthCard>
    );
  }

  async function onSubmit(e: FormEvent) {
    e.preventDefault();
    // The form's schema (and zod) load with the first submit, not with the page.
    const { NewPasswordSchema } = await import("@/shared/api/auth");
    const parsed = NewPasswordSchema.safeParse({ password });
    if (!parsed.success) {
      void showIssue(parsed.error, (description) => toast.error(m.auth_invalid_input(), { description }));
      return;
    }
    if (password !== confirm) {
      toast.error(m.auth_invalid_input(), { description: m.auth_passwords_differ() });
      return;
    }
    reset.mutate({ token: token!, newPassword: parsed.data.password }, {
      onSuccess: () => {
        toast.success(m.auth_password_updated(), { description: m.auth_password_updated_description() });
        navigate(authModeHref("login"), { replace: true });
      },
      onError: (err) => toast.error(m.common_error(), { description: err.message || m.auth_unexpected_error() }),
    });
  }

  return (
    <AuthCard title={m.auth_new_password_title()}
      description={confirmed ? m.auth_confirmed_new_password_description() : m.auth_new_password_description()}
      footer={<p><ModeLink to="login">{m.auth_back_to_log_in()}</ModeLink></p>}>
      <form onSubmit={onSubmit} className="grid gap-4">
        {confirmed ? <p className="text-sm text-muted-foreground">{m.auth_confirmed_data_removed()}</p> : null}
        <FormField id="new-password" label={m.auth_new_password()} type="password" autoComplete="new-password" required
          maxLength={FIELD_MAX_LENGTH.password} hint={m.auth_password_hint()} value={password} onChange={(e) => setPassword(e.target.value)} />
        <FormField id="confirm-password" label={m.auth_confirm_password()} type="password" autoComplete="new-password" required
          maxLength={FIELD_MAX_LENGTH.password} value={confirm} onChange={(e) => setConfirm(e.target.value)} />
        <SubmitButton busy={reset.isPending}>{m.auth_set_new_password()}</SubmitButton>
      </form>
    </AuthCard>
  );
}
