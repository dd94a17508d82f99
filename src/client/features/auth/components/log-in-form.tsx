import { useState, type FormEvent } from "react";
import { showIssue } from "@/client/lib/show-issue";
import { toast } from "sonner";
import { FIELD_MAX_LENGTH } from "@/shared/api/auth-fields";
import { useSignIn } from "../api/sign-in";
import { useCompleteSignIn } from "../hooks/use-complete-sign-in";
import { AuthCard } from "./auth-card";
import { FormField } from "./form-field";
import { ModeLink } from "./mode-link";
import { SubmitButton } from "./submit-button";
import { TwoFactorChallenge } from "./two-factor-challenge";
import { m } from "@/client/lib/i18n";

export const welcomeBack = () => ({ title: m.auth_welcome_back_toast(), description: m.auth_logged_in_toast() });

/**
 * /auth?mode=login. With `confirmToken` (the sign-up confirmation link's token, from the confirm-address page): once
 * signed in, the browser opens that link within the account's session, which confirms the address and keeps the
 * account as it is (server/auth/confirm-address.ts), then lands on the home page.
 */
export function LogInForm({ confirmToken }: { confirmToken?: string | null }) {
  const [values, setValues] = useState({ email: "", password: "" });
  const [step, setStep] = useState<"password" | "two-factor">("password");
  const [finishing, setFinishing] = useState(false);
  const signIn = useSignIn();
  const completeSignIn = useCompleteSignIn();
  const set = (k: keyof typeof values) => (e: { target: { value: string } }) => setValues((v) => ({ ...v, [k]: e.target.value }));

  async function finish() {
    setFinishing(true);
    if (confirmToken) {
      window.location.assign(`/api/auth/verify-email?token=${encodeURIComponent(confirmToken)}&callbackURL=${encodeURIComponent("/")}`);
      return;
    }
    try {
      await completeSignIn(welcomeBack());
    } finally {
      setFinishing(false);
    }
  }

  async function onSubmit(e: FormEvent) {
    e.preventDefault();
    // The form's schema (and zod) load with the first submit, not with the page.
    const { SignInSchema } = await import("@/shared/api/auth");
    const parsed = SignInSchema.safeParse(values);
    if (!parsed.success) {
      void showIssue(parsed.error, (description) => toast.error(m.auth_invalid_input(), { description }));
      return;
    }
    signIn.mutate(parsed.data, {
      onSuccess: async (result) => {
        if (result.kind === "two-factor") {
          setValues((v) => ({ ...v, password: "" }));
          setStep("two-factor");
          return;
        }
        await finish();
      },
      onError: (err) => toast.error(m.auth_login_failed(), { description: err.message }),
    });
  }

  if (step === "two-factor") {
    return <TwoFactorChallenge onVerified={finish} onCancel={() => setStep("password")} />;
  }

  return (
    <AuthCard
      title={confirmToken ? m.auth_confirm_address_title() : m.auth_log_in_title()}
      description={confirmToken ? m.auth_confirm_address_log_in_description() : m.auth_log_in_description()}
      footer={<p>{m.auth_no_account()} <ModeLink to="signup">{m.auth_sign_up()}</ModeLink></p>}
    >
      <form onSubmit={onSubmit} className="grid gap-4">
        <FormField id="email" label={m.auth_email()} type="email" autoComplete="username" required maxLength={FIELD_MAX_LENGTH.email}
          placeholder="you@example.com" value={values.email} onChange={set("email")} />
        <FormField id="password" label={m.auth_password()} type="password" autoComplete="current-password" required maxLength={FIELD_MAX_LENGTH.password}
          value={values.password} onChange={set("password")}
          labelAside={<span className="text-sm"><ModeLink to="reset">{m.auth_forgot_password()}</ModeLink></span>} />
        <SubmitButton busy={signIn.isPending || finishing}>{m.auth_log_in()}</SubmitButton>
      </form>
    </AuthCard>
  );
}
