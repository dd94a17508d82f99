import { WifiOffIcon } from "lucide-react";
import { m } from "@/client/lib/i18n";

/** Shown instead of a spinner when statistics are asked for while the browser is offline. */
export function NeedsConnection() {
  return (
    <p role="status" className="flex items-center justify-center gap-2 py-8 text-sm text-muted-foreground">
      <WifiOffIcon aria-hidden className="size-4" />
      {m.statistics_needs_connection()}
    </p>
  );
}
