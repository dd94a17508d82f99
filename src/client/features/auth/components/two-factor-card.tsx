import { ShieldCheck, ShieldOff } from "lucide-react";
import { useState } from "react";
import { toast } from "sonner";
import { Badge } from "@/client/components/ui/badge";
import { Button } from "@/client/components/ui/button";
import { Card, CardContent, CardDescription, CardHeader } from "@/client/components/ui/card";
import { useDisableTwoFactor } from "../api/disable-two-factor";
import { useEnableTwoFactor, type TotpEnrolment as Enrolment } from "../api/enable-two-factor";
import { useGenerateBackupCodes } from "../api/generate-backup-codes";
import { BackupCodes } from "./backup-codes";
import { PasswordPrompt } from "./password-prompt";
import { TotpEnrolment } from "./totp-enrolment";

type Step =
  | { kind: "idle" }
  | { kind: "enable-password" }
  | { kind: "enrolling"; enrolment: Enrolment }
  | { kind: "disable-password" }
  | { kind: "codes-password" }
  | { kind: "new-codes"; codes: string[] };

const showError = (err: Error) => toast.error("Error", { description: err.message || "An unexpected error occurred" });

/** Turn the authenticator-app second factor on or off, and replace the backup codes. */
export function TwoFactorCard({ enabled }: { enabled: boolean }) {
  const [step, setStep] = useState<Step>({ kind: "idle" });
  const enable = useEnableTwoFactor();
  const disable = useDisableTwoFactor();
  const regenerate = useGenerateBackupCodes();
  const idle = () => setStep({ kind: "idle" });

  return (
    <Card>
      <CardHeader>
        <div className="flex flex-wrap items-center justify-between gap-2">
          <h2 className="text-lg font-semibold leading-tight tracking-tight">Two-factor authentication</h2>
          {enabled
            ? <Badge variant="success"><ShieldCheck /> On</Badge>
            : <Badge variant="secondary"><ShieldOff /> Off</Badge>}
        </div>
        <CardDescription>
          {enabled
            ? "When you log in you'll enter a code from your authenticator app (or a backup code) after your password."
            : "Protect your account with a code from an authenticator app (such as Aegis, Google Authenticator or 1Password) at each log-in."}
        </CardDescription>
      </CardHeader>
      <CardContent className="grid gap-4">
        {step.kind === "idle" && !enabled && (
          <div><Button onClick={() => setStep({ kind: "enable-password" })}>Set up two-factor authentication</Button></div>
        )}
        {step.kind === "idle" && enabled && (
          <div className="flex flex-wrap gap-2">
            <Button variant="outline" onClick={() => setStep({ kind: "codes-password" })}>Generate new backup codes</Button>
            <Button variant="destructive" onClick={() => setStep({ kind: "disable-password" })}>Turn off two-factor</Button>
          </div>
        )}
        {step.kind === "enable-password" && (
          <PasswordPrompt submitLabel="Continue" busy={enable.isPending} onCancel={idle}
            onSubmit={(password) => enable.mutate({ password }, { onSuccess: (enrolment) => setStep({ kind: "enrolling", enrolment }), onError: showError })} />
        )}
        {step.kind === "enrolling" && <TotpEnrolment enrolment={step.enrolment} onDone={idle} onCancel={idle} />}
        {step.kind === "disable-password" && (
          <PasswordPrompt submitLabel="Turn off two-factor" destructive busy={disable.isPending} onCancel={idle}
            onSubmit={(password) => disable.mutate({ password }, {
              onSuccess: () => {
                toast.success("Two-factor authentication disabled");
                idle();
              },
              onError: showError,
            })} />
        )}
        {step.kind === "codes-password" && (
          <PasswordPrompt submitLabel="Generate new codes" busy={regenerate.isPending} onCancel={idle}
            onSubmit={(password) => regenerate.mutate({ password }, { onSuccess: (codes) => setStep({ kind: "new-codes", codes }), onError: showError })} />
        )}
        {step.kind === "new-codes" && (
          <>
            <BackupCodes codes={step.codes} />
            <div><Button onClick={idle}>Done</Button></div>
          </>
        )}
      </CardContent>
    </Card>
  );
}
