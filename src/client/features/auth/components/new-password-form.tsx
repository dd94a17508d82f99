import { useState, type FormEvent } from "react";
import { useNavigate } from "react-router";
import { toast } from "sonner";
import { FIELD_MAX_LENGTH, firstIssueMessage, NewPasswordSchema } from "@/shared/api/auth";
import { useResetPassword } from "../api/reset-password";
import { authModeHref } from "../lib/auth-mode";
import { AuthCard } from "./auth-card";
import { FormField } from "./form-field";
import { ModeLink } from "./mode-link";
import { SubmitButton } from "./submit-button";

/** Reached from the e-mailed link: /auth?mode=new-password&token=… (or &error=INVALID_TOKEN). */
export function NewPasswordForm({ token, linkError }: { token: string | null; linkError: string | null }) {
  const [password, setPassword] = useState("");
  const [confirm, setConfirm] = useState("");
  const reset = useResetPassword();
  const navigate = useNavigate();

  if (!token || linkError) {
    return (
      <AuthCard title="Link expired" description="This password reset link is invalid or has expired. Reset links work once, for one hour.">
        <p className="text-center text-sm"><ModeLink to="reset">Request a new link</ModeLink></p>
      </AuthCard>
    );
  }

  function onSubmit(e: FormEvent) {
    e.preventDefault();
    const parsed = NewPasswordSchema.safeParse({ password });
    if (!parsed.success) {
      toast.error("Invalid input", { description: firstIssueMessage(parsed.error) });
      return;
    }
    if (password !== confirm) {
      toast.error("Invalid input", { description: "Passwords do not match" });
      return;
    }
    reset.mutate({ token: token!, newPassword: parsed.data.password }, {
      onSuccess: () => {
        toast.success("Password updated", { description: "You can now log in with your new password." });
        navigate(authModeHref("login"), { replace: true });
      },
      onError: (err) => toast.error("Error", { description: err.message || "An unexpected error occurred" }),
    });
  }

  return (
    <AuthCard title="Choose a new password" description="Then log in with it. Any open sessions are signed out."
      footer={<p><ModeLink to="login">Back to log in</ModeLink></p>}>
      <form onSubmit={onSubmit} className="grid gap-4">
        <FormField id="new-password" label="New password" type="password" autoComplete="new-password" required
          maxLength={FIELD_MAX_LENGTH.password} hint="At least 6 characters." value={password} onChange={(e) => setPassword(e.target.value)} />
        <FormField id="confirm-password" label="Confirm new password" type="password" autoComplete="new-password" required
          maxLength={FIELD_MAX_LENGTH.password} value={confirm} onChange={(e) => setConfirm(e.target.value)} />
        <SubmitButton busy={reset.isPending}>Set new password</SubmitButton>
      </form>
    </AuthCard>
  );
}
