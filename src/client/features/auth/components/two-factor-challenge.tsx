import { useState, type FormEvent } from "react";
import { showIssue } from "@/client/lib/show-issue";
import { toast } from "sonner";
import { Button } from "@/client/components/ui/button";
import { useVerifyTwoFactor } from "../api/verify-two-factor";
import { AuthCard } from "./auth-card";
import { FormField } from "./form-field";
import { SubmitButton } from "./submit-button";
import { m } from "@/client/lib/i18n";

/** The second log-in step: a code from the authenticator app, or one backup code. */
export function TwoFactorChallenge({ onVerified, onCancel }: { onVerified: () => Promise<void>; onCancel: () => void }) {
  const [code, setCode] = useState("");
  const [trustDevice, setTrustDevice] = useState(false);
  const verify = useVerifyTwoFactor();

  async function onSubmit(e: FormEvent) {
    e.preventDefault();
    // The form's schema (and zod) load with the first submit, not with the page.
    const { TwoFactorCodeSchema } = await import("@/shared/api/auth");
    const parsed = TwoFactorCodeSchema.safeParse({ code });
    if (!parsed.success) {
      void showIssue(parsed.error, (description) => toast.error(m.auth_invalid_input(), { description }));
      return;
    }
    verify.mutate({ code: parsed.data.code, trustDevice }, {
      onSuccess: () => onVerified(),
      onError: (err) => {
        setCode("");
        toast.error(m.auth_login_failed(), { description: err.message });
      },
    });
  }

  return (
    <AuthCard
      title={m.auth_two_factor_title()}
      description={m.auth_challenge_description()}
      footer={<Button variant="link" size="sm" onClick={onCancel}>{m.auth_back_to_log_in()}</Button>}
    >
      <form onSubmit={onSubmit} className="grid gap-4">
        <FormField id="code" label={m.auth_code_label()} autoComplete="one-time-code" inputMode="text" required maxLength={32}
          autoFocus spellCheck={false} className="text-center font-mono text-lg tracking-widest"
          value={code} onChange={(e) => setCode(e.target.value)} hint={m.auth_code_hint()} />
        <label className="flex items-center gap-2 text-sm">
          <input type="checkbox" className="size-4 accent-primary" checked={trustDevice} onChange={(e) => setTrustDevice(e.target.checked)} />
          {m.auth_trust_device()}
        </label>
        <SubmitButton busy={verify.isPending}>{m.auth_verify()}</SubmitButton>
      </form>
    </AuthCard>
  );
}
