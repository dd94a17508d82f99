import { useState, type FormEvent } from "react";
import { showIssue } from "@/client/lib/show-issue";
import { useNavigate, useSearchParams } from "react-router";
import { toast } from "sonner";
import { FIELD_MAX_LENGTH } from "@/shared/api/auth-fields";
import { signUpHeader } from "@/shared/pages/page-headers";
import { signIn } from "../api/sign-in";
import { useSignUp } from "../api/sign-up";
import { useSetupLink } from "../api/check-setup-link";
import { authModeHref } from "../lib/auth-mode";
import { useCompleteSignIn } from "../hooks/use-complete-sign-in";
import { AuthCard } from "./auth-card";
import { FormField } from "./form-field";
import { ModeLink } from "./mode-link";
import { SubmitButton } from "./submit-button";
import { m } from "@/client/lib/i18n";

export function SignUpForm() {
  const [values, setValues] = useState({ firstName: "", lastName: "", email: "", password: "" });
  const signUp = useSignUp();
  const completeSignIn = useCompleteSignIn();
  const [finishing, setFinishing] = useState(false);
  const navigate = useNavigate();
  const setupToken = useSearchParams()[0].get("setup");
  // Not asked again once the account exists: the sign-in that follows empties the cache, and the
  // link, spent by this very sign-up, would then answer 409 and show 'closed' on the way out.
  const setupLink = useSetupLink(signUp.isSuccess ? null : setupToken);
  const set = (k: keyof typeof values) => (e: { target: { value: string } }) => setValues((v) => ({ ...v, [k]: e.target.value }));

  async function onSubmit(e: FormEvent) {
    e.preventDefault();
    // The form's schema (and zod) load with the first submit, not with the page.
    const { SignUpSchema } = await import("@/shared/api/auth");
    const parsed = SignUpSchema.safeParse(values);
    if (!parsed.success) {
      void showIssue(parsed.error, (description) => toast.error(m.auth_invalid_input(), { description }));
      return;
    }
    const input = parsed.data;
    signUp.mutate({ ...input, setupToken }, {
      onSuccess: async () => {
        // The answer does not say whether the address was new: log in with what was typed.
        setFinishing(true);
        try {
          const result = await signIn({ email: input.email, password: input.password }).catch(() => null);
          if (result?.kind === "signed-in") {
            await completeSignIn({ title: m.auth_account_created(), description: m.auth_account_created_description() });
            return;
          }
          toast.info(m.auth_check_email(), { description: m.auth_existing_account_description({ email: input.email }) });
          navigate(authModeHref("login"), { replace: true });
        } finally {
          setFinishing(false);
        }
      },
      onError: (err) => toast.error(m.auth_sign_up_failed(), { description: err.message }),
    });
  }

  return (
    <AuthCard
      title={setupToken ? m.auth_setup_title() : signUpHeader().title}
      description={setupToken ? m.auth_setup_description() : signUpHeader().description}
      footer={<p>{m.auth_have_account()} <ModeLink to="login">{m.auth_log_in()}</ModeLink></p>}
    >
      {setupLink.isError ? (
        // The link is spent or foreign: say why (the server's words) and offer the plain sign-up.
        <div className="grid gap-3" data-testid="setup-link-closed">
          <p role="alert" className="text-sm text-destructive">{setupLink.error.message}</p>
          <p><ModeLink to="signup">{m.auth_setup_plain_sign_up()}</ModeLink></p>
        </div>
      ) : (
      <form onSubmit={onSubmit} className="grid gap-4">
        <div className="grid gap-4 sm:grid-cols-2">
          <FormField id="firstName" label={m.auth_first_name()} autoComplete="given-name" required maxLength={FIELD_MAX_LENGTH.name}
            value={values.firstName} onChange={set("firstName")} />
          <FormField id="lastName" label={m.auth_last_name()} autoComplete="family-name" required maxLength={FIELD_MAX_LENGTH.name}
            value={values.lastName} onChange={set("lastName")} />
        </div>
        <FormField id="email" label={m.auth_email()} type="email" autoComplete="email" required maxLength={FIELD_MAX_LENGTH.email}
          placeholder="you@example.com" value={values.email} onChange={set("email")} />
        <FormField id="password" label={m.auth_password()} type="password" autoComplete="new-password" required maxLength={FIELD_MAX_LENGTH.password}
          hint={m.auth_password_hint()} value={values.password} onChange={set("password")} />
        <SubmitButton busy={signUp.isPending || finishing}>{m.auth_sign_up()}</SubmitButton>
      </form>
      )}
    </AuthCard>
  );
}
