import { Button } from "@/client/components/ui/button";
import { m } from "@/client/lib/i18n";
import { useHydrating } from "@/client/lib/use-hydrating";

/**
 * The form's main button: reads 'Loading...' while busy. Disabled until the app has
 * taken over the server's first screen: Enter in a field would otherwise send the form the
 * browser's way (its fields, the password too, in the address).
 */
export function SubmitButton({ busy, children, variant }: { busy: boolean; children: string; variant?: "outline" }) {
  const hydrating = useHydrating();
  return (
    <Button type="submit" size="lg" variant={variant} className="w-full" disabled={busy || hydrating} aria-busy={busy}>
      {busy ? m.common_loading() : children}
    </Button>
  );
}
