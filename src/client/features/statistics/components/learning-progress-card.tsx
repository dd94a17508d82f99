import { lazy, Suspense, useState } from "react";
import { HISTORY_DAYS } from "@/shared/statistics/statistics-boundaries";
import { Button } from "@/client/components/ui/button";
import { Card, CardContent, CardDescription, CardHeader } from "@/client/components/ui/card";
import { Spinner } from "@/client/components/ui/spinner";
import { useStatisticsHistory } from "../api/get-statistics-history";
import { NeedsConnection } from "./needs-connection";

// recharts is large: load it with the chart, after the rest of the page.
const LearningProgressChart = lazy(() => import("./learning-progress-chart").then((m) => ({ default: m.LearningProgressChart })));

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
          <h2 id="learning-progress-title" className="text-lg font-semibold leading-tight tracking-tight">Learning Progress</h2>
          <CardDescription>Words mastered over time, and your answers per day.</CardDescription>
        </div>
        <div role="group" aria-label="Range" className="flex gap-1">
          {RANGES.map((r) => (
            <Button key={r} size="sm" variant={r === days ? "secondary" : "ghost"} aria-pressed={r === days} onClick={() => setDays(r)}>
              {r} days
            </Button>
          ))}
        </div>
      </CardHeader>
      <CardContent className="flex flex-col gap-3">
        {offline && <NeedsConnection />}
        {isPending && !offline && <Spinner label="Loading learning progress" />}
        {isError && <p role="alert" className="text-sm text-destructive">Could not load your learning progress. {error.message}</p>}
        {data && last && (
          <>
            <p className="text-sm text-muted-foreground" aria-live="polite">
              <span className="font-semibold text-foreground tabular-nums">{last.known}</span> {last.known === 1 ? "word" : "words"} known;{" "}
              <span className="font-semibold text-foreground tabular-nums">+{gained}</span> and{" "}
              <span className="font-semibold text-foreground tabular-nums">{answers}</span> {answers === 1 ? "answer" : "answers"} in the last {data.days.length} days.
              {isFetching && <Spinner label="Updating" className="ml-2 inline size-3.5" />}
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
