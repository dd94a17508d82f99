import { ClockIcon } from "lucide-react";
import { formatMonthLabel, formatStudyTime } from "@/shared/statistics/format-study-time";
import { Button } from "@/client/components/ui/button";
import { Spinner } from "@/client/components/ui/spinner";
import { cn } from "@/client/lib/cn";
import { useStatistics } from "../api/get-statistics";
import { DAILY_GOAL_UNIT, useTodayStatistics } from "../api/get-today-statistics";
import { NeedsConnection } from "./needs-connection";
import { ReviewForecast } from "./review-forecast";
import { StatTile } from "./stat-tile";

/** Monthly study cards (last 6 months, newest first) and word-learning statistics. */
export function StatisticsDialogBody() {
  const { data, isPending, isError, error, refetch, fetchStatus } = useStatistics();
  // The daily goal bar's own query, so both show the same number.
  const today = useTodayStatistics().data;

  if (isPending && fetchStatus === "paused") return <NeedsConnection />;
  if (isPending) {
    return (
      <div className="flex items-center justify-center gap-2 py-12 text-muted-foreground">
        <Spinner label="Loading statistics" /> <span aria-hidden>Loading statistics...</span>
      </div>
    );
  }
  if (isError) {
    return (
      <div role="alert" className="flex flex-col items-center gap-3 py-10 text-center">
        <p className="text-sm text-muted-foreground">Could not load your statistics. {error.message}</p>
        <Button variant="outline" size="sm" onClick={() => void refetch()}>Try again</Button>
      </div>
    );
  }

  const months = [...data.months].reverse();
  return (
    <div className="flex flex-col gap-6">
      <section aria-labelledby="stats-study-time">
        <h3 id="stats-study-time" className="mb-3 text-sm font-semibold uppercase tracking-wide text-muted-foreground">Study time</h3>
        <ul aria-label="Study time per month" className="grid grid-cols-2 gap-3 sm:grid-cols-3">
          {months.map((m, i) => (
            <li
              key={m.month}
              data-testid={`month-${m.month}`}
              className={cn("rounded-lg border p-3", i === 0 ? "border-primary/50 bg-primary/5" : "bg-card")}
            >
              <div className="flex items-center justify-between gap-2 text-xs font-medium text-muted-foreground">
                <span>{formatMonthLabel(m.month)}</span>
                {i === 0 && <span className="text-primary">This month</span>}
              </div>
              <div className="mt-1 flex items-center gap-1.5 text-xl font-semibold tabular-nums">
                <ClockIcon aria-hidden className="size-4 text-muted-foreground" />
                {formatStudyTime(m.minutes)}
              </div>
              <div className="text-xs text-muted-foreground">
                {m.sessions} {m.sessions === 1 ? "session" : "sessions"}
              </div>
            </li>
          ))}
        </ul>
      </section>

      {today && (
        <section aria-labelledby="stats-goal">
          <h3 id="stats-goal" className="mb-3 text-sm font-semibold uppercase tracking-wide text-muted-foreground">Daily goal</h3>
          <StatTile
            label={DAILY_GOAL_UNIT[0]!.toUpperCase() + DAILY_GOAL_UNIT.slice(1)}
            value={`${today.answeredToday} / ${today.dailyGoal}`}
            hint="Each word answered today counts once, in any tab"
            className="sm:w-64"
          />
        </section>
      )}

      <section aria-labelledby="stats-words">
        <h3 id="stats-words" className="mb-3 text-sm font-semibold uppercase tracking-wide text-muted-foreground">Words learned</h3>
        <div className="grid grid-cols-2 gap-3 sm:grid-cols-4">
          <StatTile label="Known today" value={data.words.today} hint="Became known today" />
          <StatTile label="This week" value={data.words.thisWeek} hint="Since Sunday" />
          <StatTile label="This month" value={data.words.thisMonth} hint="Since the 1st" />
          <StatTile label="Known in total" value={data.words.total} />
        </div>
      </section>

      <ReviewForecast />
    </div>
  );
}
