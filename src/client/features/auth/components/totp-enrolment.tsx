import { QRCodeSVG } from "qrcode.react";
import { showIssue } from "@/client/lib/show-issue";
import { useState, type FormEvent } from "react";
import { toast } from "sonner";
import { Button } from "@/client/components/ui/button";
import { TwoFactorCodeSchema } from "@/shared/api/auth";
import { useConfirmTotpEnrolment } from "../api/confirm-totp-enrolment";
import type { TotpEnrolment as Enrolment } from "../api/enable-two-factor";
import { BackupCodes } from "./backup-codes";
import { FormField } from "./form-field";
import { m } from "@/client/lib/i18n";

function secretOf(totpURI: string): string {
  try {
    return new URL(totpURI).searchParams.get("secret") ?? "";
  } catch {
    return "";
  }
}

/** Step 2 of turning two-factor on: scan the QR code, keep the backup codes, confirm one code. */
export function TotpEnrolment({ enrolment, onDone, onCancel }: { enrolment: Enrolment; onDone: () => void; onCancel: () => void }) {
  const [code, setCode] = useState("");
  const confirm = useConfirmTotpEnrolment();
  const secret = secretOf(enrolment.totpURI);

  function onSubmit(e: FormEvent) {
    e.preventDefault();
    const parsed = TwoFactorCodeSchema.safeParse({ code });
    if (!parsed.success || !/^\d{6}$/.test(parsed.data.code.replace(/\s/g, ""))) {
      if (parsed.success) toast.error(m.auth_invalid_input(), { description: m.auth_enter_six_digits() });
      else void showIssue(parsed.error, (description) => toast.error(m.auth_invalid_input(), { description }));
      return;
    }
    confirm.mutate({ code: parsed.data.code }, {
      onSuccess: () => {
        toast.success(m.auth_two_factor_enabled(), { description: m.auth_two_factor_enabled_description() });
        onDone();
      },
      onError: (err) => toast.error(m.common_error(), { description: err.message || m.auth_unexpected_error() }),
    });
  }

  return (
    <div className="grid gap-6">
      <section aria-labelledby="totp-scan" className="grid gap-3">
        <h3 id="totp-scan" className="font-medium">{m.auth_totp_scan()}</h3>
        <div className="flex flex-col items-center gap-3 sm:flex-row sm:items-start">
          <div className="rounded-lg bg-white p-3 shadow-sm">
            <QRCodeSVG value={enrolment.totpURI} size={168} title={m.auth_totp_qr_title()} />
          </div>
          <div className="grid gap-1 text-sm">
            <p className="text-muted-foreground">{m.auth_totp_cant_scan()}</p>
            <code data-testid="totp-secret" className="select-all break-all rounded bg-muted px-2 py-1 font-mono text-sm">{secret}</code>
          </div>
        </div>
      </section>
      <section aria-labelledby="totp-backup" className="grid gap-3">
        <h3 id="totp-backup" className="font-medium">{m.auth_totp_keep_codes()}</h3>
        <BackupCodes codes={enrolment.backupCodes} />
      </section>
      <section aria-labelledby="totp-confirm" className="grid gap-3">
        <h3 id="totp-confirm" className="font-medium">{m.auth_totp_enter_code()}</h3>
        <form onSubmit={onSubmit} className="grid gap-3 sm:max-w-xs">
          <FormField id="totp-code" label={m.auth_six_digit_code()} inputMode="numeric" autoComplete="one-time-code" required maxLength={8}
            className="font-mono tracking-widest" value={code} onChange={(e) => setCode(e.target.value)} />
          <div className="flex flex-wrap gap-2">
            <Button type="submit" disabled={confirm.isPending} aria-busy={confirm.isPending}>
              {confirm.isPending ? m.common_loading() : m.auth_turn_on_two_factor()}
            </Button>
            <Button variant="ghost" onClick={onCancel} disabled={confirm.isPending}>{m.common_cancel()}</Button>
          </div>
        </form>
      </section>
    </div>
  );
}
