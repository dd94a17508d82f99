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
import { m } from "@/client/lib/i18n";

/** Settings page: the daily goal, 1–200 words (default 30). */
export function DailyGoalCard() {
  const settings = useSettings();
  const saved = settings.data?.dailyGoal ?? DAILY_GOAL.default;
  // The typed text, or null while it still mirrors the saved value.
  const [draft, setDraft] = useState<string | null>(null);
  const update = useUpdateSettings({ errorTitle: m.settings_daily_goal_error() });
  const value = draft ?? String(saved);

  const onSubmit = (e: FormEvent) => {
    e.preventDefault();
    const goal = Number(value);
    update.mutate({ dailyGoal: goal }, {
      onSuccess: (s) => {
        setDraft(null);
        toast.success(m.settings_daily_goal_saved(), { description: m.settings_daily_goal_now({ count: s.dailyGoal }) });
      },
    });
  };

  const invalid = value.trim() === "" || !Number.isInteger(Number(value)) || Number(value) < DAILY_GOAL.min || Number(value) > DAILY_GOAL.max;

  return (
    <SettingsSection id="daily-goal" icon={TargetIcon} title={m.settings_daily_goal_title()}
      description={m.settings_daily_goal_description()}>
      <form onSubmit={onSubmit} className="flex flex-wrap items-end gap-3" noValidate>
        <div className="flex flex-col gap-2">
          <Label htmlFor="daily-goal-input">{m.settings_words_per_day()}</Label>
          <Input
            id="daily-goal-input"
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
          {update.isPending ? m.common_saving() : m.common_save()}
        </Button>
      </form>
      <p id="daily-goal-hint" className={invalid ? "mt-2 text-sm text-destructive" : "mt-2 text-sm text-muted-foreground"}>
        {m.settings_daily_goal_hint({ min: DAILY_GOAL.min, max: DAILY_GOAL.max, default: DAILY_GOAL.default })}
      </p>
    </SettingsSection>
  );
}
