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
import { m } from "@/client/lib/i18n";

type Step =
  | { kind: "idle" }
  | { kind: "enable-password" }
  | { kind: "enrolling"; enrolment: Enrolment }
  | { kind: "disable-password" }
  | { kind: "codes-password" }
  | { kind: "new-codes"; codes: string[] };

const showError = (err: Error) => toast.error(m.common_error(), { description: err.message || m.auth_unexpected_error() });

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
          <h2 className="text-lg font-semibold leading-tight tracking-tight">{m.auth_two_factor_title()}</h2>
          {enabled
            ? <Badge variant="success"><ShieldCheck /> {m.auth_on()}</Badge>
            : <Badge variant="secondary"><ShieldOff /> {m.auth_off()}</Badge>}
        </div>
        <CardDescription>
          {enabled
            ? m.auth_two_factor_on_description()
            : m.auth_two_factor_off_description()}
        </CardDescription>
      </CardHeader>
      <CardContent className="grid gap-4">
        {step.kind === "idle" && !enabled && (
          <div><Button onClick={() => setStep({ kind: "enable-password" })}>{m.auth_set_up_two_factor()}</Button></div>
        )}
        {step.kind === "idle" && enabled && (
          <div className="flex flex-wrap gap-2">
            <Button variant="outline" onClick={() => setStep({ kind: "codes-password" })}>{m.auth_new_backup_codes()}</Button>
            <Button variant="destructive" onClick={() => setStep({ kind: "disable-password" })}>{m.auth_turn_off_two_factor()}</Button>
          </div>
        )}
        {step.kind === "enable-password" && (
          <PasswordPrompt submitLabel={m.auth_continue()} busy={enable.isPending} onCancel={idle}
            onSubmit={(password) => enable.mutate({ password }, { onSuccess: (enrolment) => setStep({ kind: "enrolling", enrolment }), onError: showError })} />
        )}
        {step.kind === "enrolling" && <TotpEnrolment enrolment={step.enrolment} onDone={idle} onCancel={idle} />}
        {step.kind === "disable-password" && (
          <PasswordPrompt submitLabel={m.auth_turn_off_two_factor()} destructive busy={disable.isPending} onCancel={idle}
            onSubmit={(password) => disable.mutate({ password }, {
              onSuccess: () => {
                toast.success(m.auth_two_factor_disabled());
                idle();
              },
              onError: showError,
            })} />
        )}
        {step.kind === "codes-password" && (
          <PasswordPrompt submitLabel={m.auth_generate_new_codes()} busy={regenerate.isPending} onCancel={idle}
            onSubmit={(password) => regenerate.mutate({ password }, { onSuccess: (codes) => setStep({ kind: "new-codes", codes }), onError: showError })} />
        )}
        {step.kind === "new-codes" && (
          <>
            <BackupCodes codes={step.codes} />
            <div><Button onClick={idle}>{m.auth_done()}</Button></div>
          </>
        )}
      </CardContent>
    </Card>
  );
}
