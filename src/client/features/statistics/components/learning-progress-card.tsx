import { lazy, Suspense, useState } from "react";
import { HISTORY_DAYS } from "@/shared/statistics/statistics-boundaries";
import { Button } from "@/client/components/ui/button";
import { Card, CardContent, CardDescription, CardHeader } from "@/client/components/ui/card";
import { Spinner } from "@/client/components/ui/spinner";
import { useStatisticsHistory } from "../api/get-statistics-history";
import { NeedsConnection } from "./needs-connection";
import { formatNumber } from "@/client/lib/format";
import { m } from "@/client/lib/i18n";

// recharts is large: load it with the chart, after the rest of the page.
const LearningProgressChart = lazy(() => import("./learning-progress-chart").then((mod) => ({ default: mod.LearningProgressChart })));

const RANGES = [30, HISTORY_DAYS.default, 365] as const;

/** Settings page: words mastered over time, from the learner's own history. */
export function LearningProgressCard() {
  const [days, setDays] = useState<number>(HISTORY_DAYS.default);
  const { data, isPending, isError, error, isFetching, fetchStatus } = useStatisticsHistory(days);
  const offline = isPending && fetchStatus === "paused";
  const last = data?.days.at(-1);
  const gained = data?.days.reduce((n, d) => n + d.newlyKnown, 0) ?? 0;
  const answers = data?.days.reduce((n, d) => n + d.answers, 0) ?? 0;

  return (
    <Card role="region" aria-labelledby="learning-progress-title">
      <CardHeader className="flex-row flex-wrap items-start justify-between gap-3">
        <div className="flex flex-col gap-1.5">
          <h2 id="learning-progress-title" className="text-lg font-semibold leading-tight tracking-tight">{m.statistics_learning_progress()}</h2>
          <CardDescription>{m.statistics_learning_progress_description()}</CardDescription>
        </div>
        <div role="group" aria-label={m.statistics_range()} className="flex gap-1">
          {RANGES.map((r) => (
            <Button key={r} size="sm" variant={r === days ? "secondary" : "ghost"} aria-pressed={r === days} onClick={() => setDays(r)}>
              {m.statistics_days({ count: r })}
            </Button>
          ))}
        </div>
      </CardHeader>
      <CardContent className="flex flex-col gap-3">
        {offline && <NeedsConnection />}
        {isPending && !offline && <Spinner label={m.statistics_loading_progress()} />}
        {isError && <p role="alert" className="text-sm text-destructive">{m.statistics_progress_failed({ message: error.message })}</p>}
        {data && last && (
          <>
            <p className="text-sm text-muted-foreground" aria-live="polite">
              <span className="font-semibold text-foreground tabular-nums">{formatNumber(last.known)}</span> {m.statistics_known_words({ count: last.known })}{" "}
              <span className="font-semibold text-foreground tabular-nums">+{formatNumber(gained)}</span> {m.statistics_and()}{" "}
              <span className="font-semibold text-foreground tabular-nums">{formatNumber(answers)}</span> {m.statistics_answers_in_days({ count: answers, days: data.days.length })}
              {isFetching && <Spinner label={m.statistics_updating()} className="ms-2 inline size-3.5" />}
            </p>
            <Suspense fallback={<div className="h-64 w-full animate-pulse rounded-md bg-muted" />}>
              <LearningProgressChart days={data.days} />
            </Suspense>
          </>
        )}
      </CardContent>
    </Card>
  );
}
