import { useState, type FormEvent } from "react";
import { useNavigate, useSearchParams } from "react-router";
import { toast } from "sonner";
import { FIELD_MAX_LENGTH, firstIssueMessage, SignUpSchema } from "@/shared/api/auth";
import { signUpHeader } from "@/shared/pages/page-headers";
import { signIn } from "../api/sign-in";
import { useSignUp } from "../api/sign-up";
import { authModeHref } from "../lib/auth-mode";
import { useCompleteSignIn } from "../hooks/use-complete-sign-in";
import { AuthCard } from "./auth-card";
import { FormField } from "./form-field";
import { ModeLink } from "./mode-link";
import { SubmitButton } from "./submit-button";

export function SignUpForm() {
  const [values, setValues] = useState({ firstName: "", lastName: "", email: "", password: "" });
  const signUp = useSignUp();
  const completeSignIn = useCompleteSignIn();
  const [finishing, setFinishing] = useState(false);
  const navigate = useNavigate();
  const setupToken = useSearchParams()[0].get("setup");
  const set = (k: keyof typeof values) => (e: { target: { value: string } }) => setValues((v) => ({ ...v, [k]: e.target.value }));

  function onSubmit(e: FormEvent) {
    e.preventDefault();
    const parsed = SignUpSchema.safeParse(values);
    if (!parsed.success) {
      toast.error("Invalid input", { description: firstIssueMessage(parsed.error) });
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
            await completeSignIn({ title: "Account created!", description: "You've successfully signed up and are now logged in." });
            return;
          }
          toast.info("Check your email", { description: `If ${input.email} already has an account, we've sent its owner a message. Log in, or reset your password.` });
          navigate(authModeHref("login"), { replace: true });
        } finally {
          setFinishing(false);
        }
      },
      onError: (err) => toast.error("Sign up failed", { description: err.message }),
    });
  }

  return (
    <AuthCard
      title={setupToken ? "Create the administrator account" : signUpHeader().title}
      description={setupToken ? "This account will manage this Milim instance: its content and its users." : signUpHeader().description}
      footer={<p>Already have an account? <ModeLink to="login">Log in</ModeLink></p>}
    >
      <form onSubmit={onSubmit} className="grid gap-4">
        <div className="grid gap-4 sm:grid-cols-2">
          <FormField id="firstName" label="First name" autoComplete="given-name" required maxLength={FIELD_MAX_LENGTH.name}
            value={values.firstName} onChange={set("firstName")} />
          <FormField id="lastName" label="Last name" autoComplete="family-name" required maxLength={FIELD_MAX_LENGTH.name}
            value={values.lastName} onChange={set("lastName")} />
        </div>
        <FormField id="email" label="Email" type="email" autoComplete="email" required maxLength={FIELD_MAX_LENGTH.email}
          placeholder="you@example.com" value={values.email} onChange={set("email")} />
        <FormField id="password" label="Password" type="password" autoComplete="new-password" required maxLength={FIELD_MAX_LENGTH.password}
          hint="At least 6 characters." value={values.password} onChange={set("password")} />
        <SubmitButton busy={signUp.isPending || finishing}>Sign up</SubmitButton>
      </form>
    </AuthCard>
  );
}
