import { Button } from "@/client/components/ui/button";
import { m } from "@/client/lib/i18n";

/** The form's main button: reads 'Loading...' while busy (spec 001 §2). */
export function SubmitButton({ busy, children }: { busy: boolean; children: string }) {
  return (
    <Button type="submit" size="lg" className="w-full" disabled={busy} aria-busy={busy}>
      {busy ? m.common_loading() : children}
    </Button>
  );
}
