import { useState, type FormEvent } from "react";
import { toast } from "sonner";
import { FIELD_MAX_LENGTH, firstIssueMessage, SignInSchema } from "@/shared/api/auth";
import { useSignIn } from "../api/sign-in";
import { useCompleteSignIn } from "../hooks/use-complete-sign-in";
import { AuthCard } from "./auth-card";
import { FormField } from "./form-field";
import { ModeLink } from "./mode-link";
import { SubmitButton } from "./submit-button";
import { TwoFactorChallenge } from "./two-factor-challenge";

export const WELCOME_BACK = { title: "Welcome back!", description: "You've successfully logged in." };

export function LogInForm() {
  const [values, setValues] = useState({ email: "", password: "" });
  const [step, setStep] = useState<"password" | "two-factor">("password");
  const [finishing, setFinishing] = useState(false);
  const signIn = useSignIn();
  const completeSignIn = useCompleteSignIn();
  const set = (k: keyof typeof values) => (e: { target: { value: string } }) => setValues((v) => ({ ...v, [k]: e.target.value }));

  async function finish() {
    setFinishing(true);
    try {
      await completeSignIn(WELCOME_BACK);
    } finally {
      setFinishing(false);
    }
  }

  function onSubmit(e: FormEvent) {
    e.preventDefault();
    const parsed = SignInSchema.safeParse(values);
    if (!parsed.success) {
      toast.error("Invalid input", { description: firstIssueMessage(parsed.error) });
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
      onError: (err) => toast.error("Login failed", { description: err.message }),
    });
  }

  if (step === "two-factor") {
    return <TwoFactorChallenge onVerified={finish} onCancel={() => setStep("password")} />;
  }

  return (
    <AuthCard
      title="Welcome back"
      description="Log in to continue your studies."
      footer={<p>Don't have an account? <ModeLink to="signup">Sign up</ModeLink></p>}
    >
      <form onSubmit={onSubmit} className="grid gap-4">
        <FormField id="email" label="Email" type="email" autoComplete="username" required maxLength={FIELD_MAX_LENGTH.email}
          placeholder="you@example.com" value={values.email} onChange={set("email")} />
        <FormField id="password" label="Password" type="password" autoComplete="current-password" required maxLength={FIELD_MAX_LENGTH.password}
          value={values.password} onChange={set("password")}
          labelAside={<span className="text-sm"><ModeLink to="reset">Forgot password?</ModeLink></span>} />
        <SubmitButton busy={signIn.isPending || finishing}>Log in</SubmitButton>
      </form>
    </AuthCard>
  );
}
