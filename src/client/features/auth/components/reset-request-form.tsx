import { useState, type FormEvent } from "react";
import { useNavigate } from "react-router";
import { toast } from "sonner";
import { FIELD_MAX_LENGTH, firstIssueMessage, RequestPasswordResetSchema } from "@/shared/api/auth";
import { useRequestPasswordReset } from "../api/request-password-reset";
import { authModeHref } from "../lib/auth-mode";
import { AuthCard } from "./auth-card";
import { FormField } from "./form-field";
import { ModeLink } from "./mode-link";
import { SubmitButton } from "./submit-button";

export function ResetRequestForm() {
  const [email, setEmail] = useState("");
  const request = useRequestPasswordReset();
  const navigate = useNavigate();

  function onSubmit(e: FormEvent) {
    e.preventDefault();
    const parsed = RequestPasswordResetSchema.safeParse({ email });
    if (!parsed.success) {
      toast.error("Invalid input", { description: firstIssueMessage(parsed.error) });
      return;
    }
    request.mutate(parsed.data, {
      onSuccess: () => {
        toast.success("Check your email", { description: "We've sent you a password reset link." });
        navigate(authModeHref("login"), { replace: true });
      },
      onError: (err) => toast.error("Error", { description: err.message || "An unexpected error occurred" }),
    });
  }

  return (
    <AuthCard
      title="Reset password"
      description="Enter your email and we'll send you a link to choose a new password."
      footer={<p>Remembered it? <ModeLink to="login">Back to log in</ModeLink></p>}
    >
      <form onSubmit={onSubmit} className="grid gap-4">
        <FormField id="email" label="Email" type="email" autoComplete="email" required maxLength={FIELD_MAX_LENGTH.email}
          placeholder="you@example.com" value={email} onChange={(e) => setEmail(e.target.value)} />
        <SubmitButton busy={request.isPending}>Send reset link</SubmitButton>
      </form>
    </AuthCard>
  );
}
