import { formatStudyTime } from "@/shared/statistics/format-study-time";
import { Card, CardContent, CardDescription, CardHeader } from "@/client/components/ui/card";
import { Spinner } from "@/client/components/ui/spinner";
import { useStatistics } from "../api/get-statistics";
import { NeedsConnection } from "./needs-connection";
import { StatTile } from "./stat-tile";
import { getInterfaceLocale, m } from "@/client/lib/i18n";

/** Settings page: this month's time studied, sessions and words known (same request as the dialog). */
export function ThisMonthStatistics() {
  const { data, isPending, isError, error, fetchStatus } = useStatistics();
  const offline = isPending && fetchStatus === "paused";
  const month = data?.months.at(-1);
  return (
    <Card role="region" aria-labelledby="this-month-statistics-title">
      <CardHeader>
        <h2 id="this-month-statistics-title" className="text-lg font-semibold leading-tight tracking-tight">{m.statistics_title()}</h2>
        <CardDescription>{m.statistics_this_month_description()}</CardDescription>
      </CardHeader>
      <CardContent>
        {offline && <NeedsConnection />}
        {isPending && !offline && <Spinner label={m.statistics_loading()} />}
        {isError && <p role="alert" className="text-sm text-destructive">{m.statistics_failed({ message: error.message })}</p>}
        {data && month && (
          <div className="grid grid-cols-3 gap-2 sm:gap-3" data-testid="this-month-statistics">
            <StatTile label={m.statistics_time_studied()} value={formatStudyTime(month.minutes, getInterfaceLocale())} />
            <StatTile label={m.statistics_sessions()} value={month.sessions} />
            <StatTile label={m.statistics_words_known()} value={data.words.thisMonth} />
          </div>
        )}
      </CardContent>
    </Card>
  );
}
