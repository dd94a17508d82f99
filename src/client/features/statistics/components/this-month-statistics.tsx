import { formatStudyTime } from "@/shared/statistics/format-study-time";
import { Card, CardContent, CardDescription, CardHeader } from "@/client/components/ui/card";
import { Spinner } from "@/client/components/ui/spinner";
import { useStatistics } from "../api/get-statistics";
import { NeedsConnection } from "./needs-connection";
import { StatTile } from "./stat-tile";

/** Settings page: this month's time studied, sessions and words known (same request as the dialog). */
export function ThisMonthStatistics() {
  const { data, isPending, isError, error, fetchStatus } = useStatistics();
  const offline = isPending && fetchStatus === "paused";
  const month = data?.months.at(-1);
  return (
    <Card role="region" aria-labelledby="this-month-statistics-title">
      <CardHeader>
        <h2 id="this-month-statistics-title" className="text-lg font-semibold leading-tight tracking-tight">Study Statistics</h2>
        <CardDescription>This month, since the 1st.</CardDescription>
      </CardHeader>
      <CardContent>
        {offline && <NeedsConnection />}
        {isPending && !offline && <Spinner label="Loading statistics" />}
        {isError && <p role="alert" className="text-sm text-destructive">Could not load your statistics. {error.message}</p>}
        {data && month && (
          <div className="grid grid-cols-3 gap-2 sm:gap-3" data-testid="this-month-statistics">
            <StatTile label="Time studied" value={formatStudyTime(month.minutes)} />
            <StatTile label="Study sessions" value={month.sessions} />
            <StatTile label="Words known" value={data.words.thisMonth} />
          </div>
        )}
      </CardContent>
    </Card>
  );
}
