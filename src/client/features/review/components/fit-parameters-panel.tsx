import { useQueryClient } from "@tanstack/react-query";
import { SparklesIcon } from "lucide-react";
import { useState } from "react";
import { toast } from "sonner";
import { FIT_REFERENCE, FORECAST_DAYS, type FitMetrics, type TrueRetention } from "@/shared/api/review-fit";
import { DESIRED_RETENTION } from "@/shared/api/settings";
import { Button } from "@/client/components/ui/button";
import { Input } from "@/client/components/ui/input";
import { Label } from "@/client/components/ui/label";
import { Progress } from "@/client/components/ui/progress";
import { useJob } from "@/client/lib/use-job";
import { REVIEW_FIT_KEY, useDecideFit, useReviewFit, useReviewForecast, useStartFit } from "../api/review-fit";
import { formatNumber } from "@/client/lib/format";
import { m } from "@/client/lib/i18n";

const percent = (r: number | null) => (r === null ? "–" : m.review_fit_percent({ value: formatNumber(100 * r, { minimumFractionDigits: 1, maximumFractionDigits: 1 }) }));
const figure = (n: number) => formatNumber(n, { minimumFractionDigits: 3, maximumFractionDigits: 3 });

function retentionText(label: string, r: TrueRetention) {
  return m.review_fit_retention({ label, percent: percent(r.retention), passed: formatNumber(r.passed), total: formatNumber(r.total) });
}

function MetricsRow({ label, m, muted }: { label: string; m: FitMetrics; muted?: boolean }) {
  return (
    <tr className={muted ? "text-muted-foreground" : undefined}>
      <th scope="row" className="py-1 pe-4 text-start font-normal">{label}</th>
      <td className="py-1 pe-4 tabular-nums">{figure(m.logLoss)}</td>
      <td className="py-1 tabular-nums">{figure(m.rmse)}</td>
    </tr>
  );
}

/**
 * Settings → Review Schedule: 'Fit to my reviews'. The fit runs on the server as a job (followed
 * here); its figures on the learner's own log stand beside srs-benchmark's, and only Accept saves
 * the parameters. Also the learner's true retention against the desired one, and the daily reviews
 * a chosen desired retention would ask for (simulated on the server).
 */
export function FitParametersPanel() {
  const queryClient = useQueryClient();
  const state = useReviewFit();
  const start = useStartFit();
  const decide = useDecideFit();
  const s = state.data;
  const running = s?.job && (s.job.status === "queued" || s.job.status === "running") ? s.job : null;
  const followed = useJob(running?.id ?? null, {
    onFinished: (job) => {
      void queryClient.invalidateQueries({ queryKey: REVIEW_FIT_KEY });
      if (job.status === "failed") toast.error(m.review_fit_failed(), { description: job.error ?? undefined });
    },
  });
  const job = running && followed.data?.id === running.id ? followed.data : running;
  const [retentionText_, setRetentionText] = useState<string | null>(null);
  const forecastText = retentionText_ ?? String(s?.desiredRetention ?? DESIRED_RETENTION.default);
  const forecastValue = Number(forecastText);
  const forecastValid = Number.isFinite(forecastValue) && forecastValue >= DESIRED_RETENTION.min && forecastValue <= DESIRED_RETENTION.max;
  const forecast = useReviewForecast(s && forecastValid ? forecastValue : null);

  if (!s) return null;
  const missing = Math.max(0, s.minReviews - s.reviewCount);
  const p = s.proposal;
  const onDecide = (accept: boolean) => p && decide.mutate({ jobId: p.jobId, accept }, {
    onSuccess: () => toast.success(accept ? m.review_fit_saved() : m.review_fit_discarded(),
      { description: accept ? m.review_fit_saved_description() : m.review_fit_discarded_description() }),
    onError: (e) => toast.error(m.review_fit_decide_failed(), { description: e.message }),
  });

  return (
    <div className="flex flex-col gap-4 border-t pt-4" data-testid="fit-parameters">
      <div className="flex flex-col gap-2">
        <h3 className="font-medium">{m.review_fit_title()}</h3>
        <p className="text-sm text-muted-foreground">
          {m.review_fit_review_count({ count: s.reviewCount })} {missing > 0
            ? m.review_fit_missing({ min: formatNumber(s.minReviews), count: missing })
            : m.review_fit_explain()}
        </p>
        <div>
          <Button type="button" disabled={missing > 0 || !!job || start.isPending}
            onClick={() => start.mutate(undefined, { onError: (e) => toast.error(m.review_fit_start_failed(), { description: e.message }) })}>
            <SparklesIcon aria-hidden /> {job || start.isPending ? m.review_fit_fitting() : m.review_fit_title()}
          </Button>
        </div>
        {job && <Progress value={job.percent} aria-label={m.review_fit_progress()} />}
        {!job && s.job?.status === "failed" && <p className="text-sm text-destructive">{m.review_fit_last_failed({ error: s.job.error ?? "" })}</p>}
      </div>
      {p && (
        <div className="flex flex-col gap-2" data-testid="fit-proposal">
          <p className="text-sm">{m.review_fit_fitted_to({ reviews: formatNumber(p.reviewCount), cards: formatNumber(p.cardCount) })}</p>
          <table className="w-fit text-sm">
            <thead>
              <tr className="text-muted-foreground"><th scope="col" /><th scope="col" className="pe-4 text-start font-normal">{m.review_fit_log_loss()}</th><th scope="col" className="text-start font-normal">{m.review_fit_rmse()}</th></tr>
            </thead>
            <tbody>
              <MetricsRow label={m.review_fit_row_defaults()} m={p.defaults} />
              {p.current && <MetricsRow label={m.review_fit_row_current()} m={p.current} />}
              <MetricsRow label={m.review_fit_row_fitted()} m={p.fitted} />
              <MetricsRow label={m.review_fit_row_benchmark_defaults()} m={FIT_REFERENCE.defaults} muted />
              <MetricsRow label={m.review_fit_row_benchmark_fitted()} m={FIT_REFERENCE.fitted} muted />
            </tbody>
          </table>
          <div className="flex gap-2">
            <Button type="button" disabled={decide.isPending} onClick={() => onDecide(true)}>{m.review_fit_accept()}</Button>
            <Button type="button" variant="outline" disabled={decide.isPending} onClick={() => onDecide(false)}>{m.review_fit_reject()}</Button>
          </div>
        </div>
      )}
      <div className="flex flex-col gap-2">
        <h3 className="font-medium">{m.review_fit_true_retention()}</h3>
        <p className="text-sm" data-testid="true-retention">
          {m.review_fit_reviews_passed({
            last30: retentionText(m.review_fit_last_30_days(), s.trueRetention.last30Days),
            allTime: retentionText(m.review_fit_all_time(), s.trueRetention.allTime),
            desired: percent(s.desiredRetention),
          })}
        </p>
        <Label htmlFor="forecast-retention">{m.review_fit_forecast_label()}</Label>
        <div className="flex flex-wrap items-center gap-3">
          <Input id="forecast-retention" type="number" inputMode="decimal" min={DESIRED_RETENTION.min} max={DESIRED_RETENTION.max} step={0.01}
            className="w-28" value={forecastText} aria-invalid={!forecastValid || undefined} onChange={(e) => setRetentionText(e.target.value)} />
          <p className="text-sm text-muted-foreground" data-testid="review-forecast">
            {!forecastValid ? m.review_fit_between({ min: formatNumber(DESIRED_RETENTION.min), max: formatNumber(DESIRED_RETENTION.max) })
              : forecast.data ? m.review_fit_forecast({
                reviews: formatNumber(forecast.data.averageDailyReviews),
                days: formatNumber(FORECAST_DAYS),
                cards: forecast.data.cardCount,
                newPerDay: formatNumber(forecast.data.newCardsPerDay),
              })
                : "…"}
          </p>
        </div>
      </div>
    </div>
  );
}
