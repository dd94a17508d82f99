import { Button } from "@/client/components/ui/button";

/** The form's main button: reads 'Loading...' while busy (spec 001 §2). */
export function SubmitButton({ busy, children }: { busy: boolean; children: string }) {
  return (
    <Button type="submit" size="lg" className="w-full" disabled={busy} aria-busy={busy}>
      {busy ? "Loading..." : children}
    </Button>
  );
}
