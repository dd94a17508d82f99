import { TargetIcon } from "lucide-react";
import { useId } from "react";
import { Progress } from "@/client/components/ui/progress";
import { cn } from "@/client/lib/cn";
import { useTodayStatistics } from "../api/get-today-statistics";
import { m } from "@/client/lib/i18n";

/**
 * Words studied today (distinct words answered, in any tab but Quiz and Memory, which spec 000 leaves off progress) / daily goal, as a small bar (collection
 * page); the Study Statistics dialog shows the same number from the same query. Refreshes every
 * 30 s, on window focus, and whenever an answer invalidates TODAY_STATISTICS_KEY.
 */
export function DailyGoalProgress({ className }: { className?: string }) {
  const { data } = useTodayStatistics();
  const labelId = useId();
  if (!data) return <div className={cn("h-9", className)} aria-hidden />;
  const { answeredToday, dailyGoal } = data;
  const pct = Math.round(Math.min(100, (answeredToday / Math.max(1, dailyGoal)) * 100));
  const reached = answeredToday >= dailyGoal;
  return (
    <div className={cn("flex min-w-48 flex-col gap-1.5", className)} data-testid="daily-goal-progress">
      <div className="flex items-center justify-between gap-3 text-xs">
        <span id={labelId} className="flex items-center gap-1.5 font-medium text-muted-foreground">
          <TargetIcon aria-hidden className={cn("size-3.5", reached && "text-success")} />
          {m.statistics_daily_goal()}
        </span>
        <span className={cn("font-semibold tabular-nums", reached && "text-success")}>
          {answeredToday} / {dailyGoal} {m.statistics_goal_unit()}{reached ? " ✓" : ""}
        </span>
      </div>
      <Progress
        value={pct}
        aria-labelledby={labelId}
        aria-valuetext={m.statistics_goal_of({ answered: answeredToday, goal: dailyGoal })}
        indicatorClassName={reached ? "bg-success" : undefined}
      />
    </div>
  );
}
