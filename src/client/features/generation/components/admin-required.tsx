import { ShieldAlertIcon } from "lucide-react";
import { Card, CardContent } from "@/client/components/ui/card";
import { m } from "@/client/lib/i18n";

/** What a non-administrator sees in place of the word generator. */
export function AdminRequired() {
  return (
    <Card role="region" aria-labelledby="admin-required-title">
      <CardContent className="flex items-start gap-3 pt-6">
        <ShieldAlertIcon aria-hidden className="mt-0.5 size-5 shrink-0 text-muted-foreground" />
        <div>
          <h2 id="admin-required-title" className="font-semibold">{m.generation_admin_required_title()}</h2>
          <p className="text-sm text-muted-foreground">{m.generation_admin_required_message()}</p>
        </div>
      </CardContent>
    </Card>
  );
}
