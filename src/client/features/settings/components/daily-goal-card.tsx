import { TargetIcon } from "lucide-react";
import { useState, type FormEvent } from "react";
import { toast } from "sonner";
import { DAILY_GOAL } from "@/shared/domain";
import { SettingsSection } from "@/client/components/settings-section";
import { Button } from "@/client/components/ui/button";
import { Input } from "@/client/components/ui/input";
import { Label } from "@/client/components/ui/label";
import { useSettings } from "../api/get-settings";
import { useUpdateSettings } from "../api/update-settings";

/** Settings page: the daily goal, 1–200 words (default 30). */
export function DailyGoalCard() {
  const settings = useSettings();
  const saved = settings.data?.dailyGoal ?? DAILY_GOAL.default;
  // The typed text, or null while it still mirrors the saved value.
  const [draft, setDraft] = useState<string | null>(null);
  const update = useUpdateSettings({ errorTitle: "Could not save the daily goal" });
  const value = draft ?? String(saved);

  const onSubmit = (e: FormEvent) => {
    e.preventDefault();
    const goal = Number(value);
    update.mutate({ dailyGoal: goal }, {
      onSuccess: (s) => {
        setDraft(null);
        toast.success("Daily goal saved", { description: `Your daily goal is now ${s.dailyGoal} words.` });
      },
    });
  };

  const invalid = value.trim() === "" || !Number.isInteger(Number(value)) || Number(value) < DAILY_GOAL.min || Number(value) > DAILY_GOAL.max;

  return (
    <SettingsSection id="daily-goal" icon={TargetIcon} title="Daily Goal"
      description="How many words you want to practise each day.">
      <form onSubmit={onSubmit} className="flex flex-wrap items-end gap-3" noValidate>
        <div className="flex flex-col gap-2">
          <Label htmlFor="daily-goal">Words per day</Label>
          <Input
            id="daily-goal"
            type="number"
            inputMode="numeric"
            min={DAILY_GOAL.min}
            max={DAILY_GOAL.max}
            step={1}
            className="w-32"
            value={value}
            disabled={settings.isPending}
            aria-invalid={invalid || undefined}
            aria-describedby="daily-goal-hint"
            onChange={(e) => setDraft(e.target.value)}
          />
        </div>
        <Button type="submit" disabled={settings.isPending || update.isPending}>
          {update.isPending ? "Saving..." : "Save"}
        </Button>
      </form>
      <p id="daily-goal-hint" className={invalid ? "mt-2 text-sm text-destructive" : "mt-2 text-sm text-muted-foreground"}>
        Between {DAILY_GOAL.min} and {DAILY_GOAL.max} words (default {DAILY_GOAL.default}).
      </p>
    </SettingsSection>
  );
}
