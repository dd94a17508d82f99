import type { Retention } from "@/shared/api/statistics";
import { useReviewStatistics } from "../api/get-review-statistics";
import { StatTile } from "./stat-tile";

const percent = (r: Retention) => (r.rate === null ? "–" : `${Math.round(r.rate * 100)}%`);

/** Reviews due over the next 30 days (a bar per day, today first) and true retention. */
export function ReviewForecast() {
  const { data } = useReviewStatistics();
  if (!data) return null;
  const most = Math.max(1, ...data.forecast.map((d) => d.due));
  const total = data.forecast.reduce((t, d) => t + d.due, 0);
  return (
    <section aria-labelledby="stats-reviews">
      <h3 id="stats-reviews" className="mb-3 text-sm font-semibold uppercase tracking-wide text-muted-foreground">Reviews</h3>
      <div className="mb-3 grid grid-cols-2 gap-3 sm:grid-cols-3">
        <StatTile label="Due in 30 days" value={total} hint={`${data.forecast[0]!.due} today`} />
        <StatTile label="True retention (30 days)" value={percent(data.retention.last30Days)}
          hint={`${data.retention.last30Days.passed} of ${data.retention.last30Days.reviews} reviews not Again`} />
        <StatTile label="True retention (all time)" value={percent(data.retention.allTime)}
          hint={`${data.retention.allTime.reviews} reviews of cards in review`} />
      </div>
      <ol aria-label="Reviews due per day, next 30 days" className="flex h-24 items-end gap-0.5">
        {data.forecast.map((d) => (
          <li key={d.date} title={`${d.date}: ${d.due} due`} aria-label={`${d.date}: ${d.due} due`} className="flex h-full flex-1 items-end">
            <span className="w-full rounded-t bg-primary/70" style={{ height: `${(d.due / most) * 100}%`, minHeight: d.due ? 2 : 0 }} />
          </li>
        ))}
      </ol>
    </section>
  );
}
