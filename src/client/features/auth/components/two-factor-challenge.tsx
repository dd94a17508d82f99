import { useState, type FormEvent } from "react";
import { toast } from "sonner";
import { firstIssueMessage, TwoFactorCodeSchema } from "@/shared/api/auth";
import { Button } from "@/client/components/ui/button";
import { useVerifyTwoFactor } from "../api/verify-two-factor";
import { AuthCard } from "./auth-card";
import { FormField } from "./form-field";
import { SubmitButton } from "./submit-button";

/** The second log-in step: a code from the authenticator app, or one backup code. */
export function TwoFactorChallenge({ onVerified, onCancel }: { onVerified: () => Promise<void>; onCancel: () => void }) {
  const [code, setCode] = useState("");
  const [trustDevice, setTrustDevice] = useState(false);
  const verify = useVerifyTwoFactor();

  function onSubmit(e: FormEvent) {
    e.preventDefault();
    const parsed = TwoFactorCodeSchema.safeParse({ code });
    if (!parsed.success) {
      toast.error("Invalid input", { description: firstIssueMessage(parsed.error) });
      return;
    }
    verify.mutate({ code: parsed.data.code, trustDevice }, {
      onSuccess: () => onVerified(),
      onError: (err) => {
        setCode("");
        toast.error("Login failed", { description: err.message });
      },
    });
  }

  return (
    <AuthCard
      title="Two-factor authentication"
      description="Enter the 6-digit code from your authenticator app, or one of your backup codes."
      footer={<Button variant="link" size="sm" onClick={onCancel}>Back to log in</Button>}
    >
      <form onSubmit={onSubmit} className="grid gap-4">
        <FormField id="code" label="Authentication code" autoComplete="one-time-code" inputMode="text" required maxLength={32}
          autoFocus spellCheck={false} className="text-center font-mono text-lg tracking-widest"
          value={code} onChange={(e) => setCode(e.target.value)} hint="A backup code looks like abcde-12345 and works once." />
        <label className="flex items-center gap-2 text-sm">
          <input type="checkbox" className="size-4 accent-primary" checked={trustDevice} onChange={(e) => setTrustDevice(e.target.checked)} />
          Trust this device for 30 days
        </label>
        <SubmitButton busy={verify.isPending}>Verify</SubmitButton>
      </form>
    </AuthCard>
  );
}
