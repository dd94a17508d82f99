import { useId, useState, type FormEvent } from "react";
import { showIssue } from "@/client/lib/show-issue";
import { toast } from "sonner";
import { FIELD_MAX_LENGTH, NewPasswordSchema } from "@/shared/api/auth";
import { Button } from "@/client/components/ui/button";
import { FormField } from "./form-field";
import { m } from "@/client/lib/i18n";

/** Asks for the current password before a sensitive change (two-factor on/off, new backup codes). */
export function PasswordPrompt({ submitLabel, busy, onSubmit, onCancel, destructive }: {
  submitLabel: string;
  busy: boolean;
  onSubmit: (password: string) => void;
  onCancel: () => void;
  destructive?: boolean;
}) {
  const [password, setPassword] = useState("");
  const id = useId();

  function submit(e: FormEvent) {
    e.preventDefault();
    const parsed = NewPasswordSchema.safeParse({ password });
    if (!parsed.success) {
      void showIssue(parsed.error, (description) => toast.error(m.auth_invalid_input(), { description }));
      return;
    }
    onSubmit(parsed.data.password);
  }

  return (
    <form onSubmit={submit} className="grid gap-3 rounded-lg border bg-muted/40 p-4">
      <FormField id={`${id}-password`} label={m.auth_current_password()} type="password" autoComplete="current-password" required autoFocus
        maxLength={FIELD_MAX_LENGTH.password} value={password} onChange={(e) => setPassword(e.target.value)} />
      <div className="flex flex-wrap gap-2">
        <Button type="submit" variant={destructive ? "destructive" : "default"} disabled={busy} aria-busy={busy}>
          {busy ? m.common_loading() : submitLabel}
        </Button>
        <Button variant="ghost" onClick={onCancel} disabled={busy}>{m.common_cancel()}</Button>
      </div>
    </form>
  );
}
