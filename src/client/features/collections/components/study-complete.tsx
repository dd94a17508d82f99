import { PartyPopperIcon } from "lucide-react";
import { m } from "@/client/lib/i18n";

/** Every word is known: shown by each non-Study tab. */
export function StudyComplete() {
  return (
    <div className="flex flex-col items-center gap-3 rounded-xl border bg-card px-6 py-12 text-center">
      <PartyPopperIcon className="size-10 text-success" aria-hidden />
      <h2 className="text-lg font-semibold">{m.collections_study_complete_title()}</h2>
      <p className="text-sm text-muted-foreground">{m.collections_study_complete_hint()}</p>
    </div>
  );
}
