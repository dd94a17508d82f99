import { ClockIcon } from "lucide-react";
import { formatMonthLabel, formatStudyTime } from "@/shared/statistics/format-study-time";
import { Button } from "@/client/components/ui/button";
import { Spinner } from "@/client/components/ui/spinner";
import { cn } from "@/client/lib/cn";
import { useStatistics } from "../api/get-statistics";
import { useTodayStatistics } from "../api/get-today-statistics";
import { NeedsConnection } from "./needs-connection";
import { ParsingStatistics } from "./parsing-statistics";
import { ReviewForecast } from "./review-forecast";
import { StatTile } from "./stat-tile";
import { getInterfaceLocale, m } from "@/client/lib/i18n";

/** Monthly study cards (last 6 months, newest first) and word-learning statistics. */
export function StatisticsDialogBody() {
  const { data, isPending, isError, error, refetch, fetchStatus } = useStatistics();
  // The daily goal bar's own query, so both show the same number.
  const today = useTodayStatistics().data;

  if (isPending && fetchStatus === "paused") return <NeedsConnection />;
  if (isPending) {
    return (
      <div className="flex items-center justify-center gap-2 py-12 text-muted-foreground">
        <Spinner label={m.statistics_loading()} /> <span aria-hidden>{m.statistics_loading_dots()}</span>
      </div>
    );
  }
  if (isError) {
    return (
      <div role="alert" className="flex flex-col items-center gap-3 py-10 text-center">
        <p className="text-sm text-muted-foreground">{m.statistics_failed({ message: error.message })}</p>
        <Button variant="outline" size="sm" onClick={() => void refetch()}>{m.common_try_again()}</Button>
      </div>
    );
  }

  const months = [...data.months].reverse();
  return (
    <div className="flex flex-col gap-6">
      <section aria-labelledby="stats-study-time">
        <h3 id="stats-study-time" className="mb-3 text-sm font-semibold uppercase tracking-wide text-muted-foreground">{m.statistics_study_time()}</h3>
        <ul aria-label={m.statistics_study_time_per_month()} className="grid grid-cols-2 gap-3 sm:grid-cols-3">
          {months.map((mo, i) => (
            <li
              key={mo.month}
              data-testid={`month-${mo.month}`}
              className={cn("rounded-lg border p-3", i === 0 ? "border-primary/50 bg-primary/5" : "bg-card")}
            >
              <div className="flex items-center justify-between gap-2 text-xs font-medium text-muted-foreground">
                <span>{formatMonthLabel(mo.month, getInterfaceLocale())}</span>
                {i === 0 && <span className="text-primary">{m.statistics_this_month()}</span>}
              </div>
              <div className="mt-1 flex items-center gap-1.5 text-xl font-semibold tabular-nums">
                <ClockIcon aria-hidden className="size-4 text-muted-foreground" />
                {formatStudyTime(mo.minutes, getInterfaceLocale())}
              </div>
              <div className="text-xs text-muted-foreground">
                {m.statistics_session_count({ count: mo.sessions })}
              </div>
            </li>
          ))}
        </ul>
      </section>

      {today && (
        <section aria-labelledby="stats-goal">
          <h3 id="stats-goal" className="mb-3 text-sm font-semibold uppercase tracking-wide text-muted-foreground">{m.statistics_daily_goal()}</h3>
          <StatTile
            label={m.statistics_goal_unit_title()}
            value={`${today.answeredToday} / ${today.dailyGoal}`}
            hint={m.statistics_goal_hint()}
            className="sm:w-64"
          />
        </section>
      )}

      <section aria-labelledby="stats-words">
        <h3 id="stats-words" className="mb-3 text-sm font-semibold uppercase tracking-wide text-muted-foreground">{m.statistics_words_learned()}</h3>
        <div className="grid grid-cols-2 gap-3 sm:grid-cols-4">
          <StatTile label={m.statistics_known_today()} value={data.words.today} hint={m.statistics_became_known_today()} />
          <StatTile label={m.statistics_this_week()} value={data.words.thisWeek} hint={m.statistics_since_sunday()} />
          <StatTile label={m.statistics_this_month()} value={data.words.thisMonth} hint={m.statistics_since_first()} />
          <StatTile label={m.statistics_known_total()} value={data.words.total} />
        </div>
      </section>

      <ReviewForecast />
      <ParsingStatistics />
    </div>
  );
}
