import { ShuffleIcon } from "lucide-react";
import { useId } from "react";
import { Label } from "@/client/components/ui/label";
import { Switch } from "@/client/components/ui/switch";
import { m } from "@/client/lib/i18n";

/** Shuffle on: random order; off: freq_rank ascending. Saved as a user setting. */
export function ShuffleToggle({ checked, onChange }: { checked: boolean; onChange: (on: boolean) => void }) {
  const id = useId();
  return (
    <div className="flex items-center gap-2">
      <Switch id={id} checked={checked} onCheckedChange={onChange} />
      <Label htmlFor={id} className="cursor-pointer">
        <ShuffleIcon className="size-4 text-muted-foreground" aria-hidden />
        {m.study_shuffle()}
      </Label>
    </div>
  );
}
