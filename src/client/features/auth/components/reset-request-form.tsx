import { useState, type FormEvent } from "react";
import { showIssue } from "@/client/lib/show-issue";
import { useNavigate } from "react-router";
import { toast } from "sonner";
import { FIELD_MAX_LENGTH } from "@/shared/api/auth-fields";
import { useRequestPasswordReset } from "../api/request-password-reset";
import { authModeHref } from "../lib/auth-mode";
import { AuthCard } from "./auth-card";
import { FormField } from "./form-field";
import { ModeLink } from "./mode-link";
import { SubmitButton } from "./submit-button";
import { m } from "@/client/lib/i18n";

export function ResetRequestForm() {
  const [email, setEmail] = useState("");
  const request = useRequestPasswordReset();
  const navigate = useNavigate();

  async function onSubmit(e: FormEvent) {
    e.preventDefault();
    // The form's schema (and zod) load with the first submit, not with the page.
    const { RequestPasswordResetSchema } = await import("@/shared/api/auth");
    const parsed = RequestPasswordResetSchema.safeParse({ email });
    if (!parsed.success) {
      void showIssue(parsed.error, (description) => toast.error(m.auth_invalid_input(), { description }));
      return;
    }
    request.mutate(parsed.data, {
      onSuccess: () => {
        toast.success(m.auth_check_email(), { description: m.auth_reset_sent() });
        navigate(authModeHref("login"), { replace: true });
      },
      onError: (err) => toast.error(m.common_error(), { description: err.message || m.auth_unexpected_error() }),
    });
  }

  return (
    <AuthCard
      title={m.auth_reset_title()}
      description={m.auth_reset_description()}
      footer={<p>{m.auth_remembered()} <ModeLink to="login">{m.auth_back_to_log_in()}</ModeLink></p>}
    >
      <form onSubmit={onSubmit} className="grid gap-4">
        <FormField id="email" label={m.auth_email()} type="email" autoComplete="email" required maxLength={FIELD_MAX_LENGTH.email}
          placeholder="you@example.com" value={email} onChange={(e) => setEmail(e.target.value)} />
        <SubmitButton busy={request.isPending}>{m.auth_send_reset_link()}</SubmitButton>
      </form>
    </AuthCard>
  );
}
