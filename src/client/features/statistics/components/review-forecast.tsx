import type { Retention } from "@/shared/api/statistics";
import { useReviewStatistics } from "../api/get-review-statistics";
import { StatTile } from "./stat-tile";
import { formatDate, formatPercent } from "@/client/lib/format";
import { m } from "@/client/lib/i18n";

const percent = (r: Retention) => (r.rate === null ? "–" : formatPercent(r.rate));

/** Reviews due over the next 30 days (a bar per day, today first) and true retention. */
export function ReviewForecast() {
  const { data } = useReviewStatistics();
  if (!data) return null;
  const most = Math.max(1, ...data.forecast.map((d) => d.due));
  const total = data.forecast.reduce((t, d) => t + d.due, 0);
  return (
    <section aria-labelledby="stats-reviews">
      <h3 id="stats-reviews" className="mb-3 text-sm font-semibold uppercase tracking-wide text-muted-foreground">{m.statistics_reviews()}</h3>
      <div className="mb-3 grid grid-cols-2 gap-3 sm:grid-cols-3">
        <StatTile label={m.statistics_due_30()} value={total} hint={m.statistics_due_today({ count: data.forecast[0]!.due })} />
        <StatTile label={m.statistics_retention_30()} value={percent(data.retention.last30Days)}
          hint={m.statistics_retention_30_hint({ passed: data.retention.last30Days.passed, reviews: data.retention.last30Days.reviews })} />
        <StatTile label={m.statistics_retention_all()} value={percent(data.retention.allTime)}
          hint={m.statistics_retention_all_hint({ reviews: data.retention.allTime.reviews })} />
      </div>
      <ol aria-label={m.statistics_forecast_label()} className="flex h-24 items-end gap-0.5">
        {data.forecast.map((d) => (
          <li key={d.date} title={m.statistics_due_on({ date: formatDate(`${d.date}T00:00:00Z`, { dateStyle: "medium", timeZone: "UTC" }), count: d.due })} aria-label={m.statistics_due_on({ date: formatDate(`${d.date}T00:00:00Z`, { dateStyle: "medium", timeZone: "UTC" }), count: d.due })} className="flex h-full flex-1 items-end">
            <span className="w-full rounded-t bg-primary/70" style={{ height: `${(d.due / most) * 100}%`, minHeight: d.due ? 2 : 0 }} />
          </li>
        ))}
      </ol>
    </section>
  );
}
