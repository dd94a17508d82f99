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

const percent = (r: number | null) => (r === null ? "–" : `${(100 * r).toFixed(1)} %`);
const figure = (n: number) => n.toFixed(3);

function retentionText(label: string, r: TrueRetention) {
  return `${label}: ${percent(r.retention)} (${r.passed} of ${r.total})`;
}

function MetricsRow({ label, m, muted }: { label: string; m: FitMetrics; muted?: boolean }) {
  return (
    <tr className={muted ? "text-muted-foreground" : undefined}>
      <th scope="row" className="py-1 pr-4 text-left font-normal">{label}</th>
      <td className="py-1 pr-4 tabular-nums">{figure(m.logLoss)}</td>
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
      if (job.status === "failed") toast.error("The fit failed", { description: job.error ?? undefined });
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
    onSuccess: () => toast.success(accept ? "Fitted parameters saved" : "Fitted parameters discarded",
      { description: accept ? "New reviews are scheduled with them." : "Your parameters stay as they were." }),
    onError: (e) => toast.error("Could not do that", { description: e.message }),
  });

  return (
    <div className="flex flex-col gap-4 border-t pt-4" data-testid="fit-parameters">
      <div className="flex flex-col gap-2">
        <h3 className="font-medium">Fit to my reviews</h3>
        <p className="text-sm text-muted-foreground">
          {s.reviewCount} reviews made a day or more apart. {missing > 0
            ? `Fitting needs ${s.minReviews}: ${missing} more to go.`
            : "The FSRS optimiser computes your own parameters from them; nothing changes until you accept them."}
        </p>
        <div>
          <Button type="button" disabled={missing > 0 || !!job || start.isPending}
            onClick={() => start.mutate(undefined, { onError: (e) => toast.error("Could not start the fit", { description: e.message }) })}>
            <SparklesIcon aria-hidden /> {job || start.isPending ? "Fitting…" : "Fit to my reviews"}
          </Button>
        </div>
        {job && <Progress value={job.percent} aria-label="Fit progress" />}
        {!job && s.job?.status === "failed" && <p className="text-sm text-destructive">The last fit failed: {s.job.error}</p>}
      </div>
      {p && (
        <div className="flex flex-col gap-2" data-testid="fit-proposal">
          <p className="text-sm">Fitted to {p.reviewCount} reviews of {p.cardCount} words. Lower is better:</p>
          <table className="w-fit text-sm">
            <thead>
              <tr className="text-muted-foreground"><th scope="col" /><th scope="col" className="pr-4 text-left font-normal">Log loss</th><th scope="col" className="text-left font-normal">RMSE</th></tr>
            </thead>
            <tbody>
              <MetricsRow label="Default parameters, on your reviews" m={p.defaults} />
              {p.current && <MetricsRow label="Your current parameters, on your reviews" m={p.current} />}
              <MetricsRow label="Fitted parameters, on your reviews" m={p.fitted} />
              <MetricsRow label="srs-benchmark: default parameters" m={FIT_REFERENCE.defaults} muted />
              <MetricsRow label="srs-benchmark: FSRS-6 fitted per user" m={FIT_REFERENCE.fitted} muted />
            </tbody>
          </table>
          <div className="flex gap-2">
            <Button type="button" disabled={decide.isPending} onClick={() => onDecide(true)}>Accept</Button>
            <Button type="button" variant="outline" disabled={decide.isPending} onClick={() => onDecide(false)}>Reject</Button>
          </div>
        </div>
      )}
      <div className="flex flex-col gap-2">
        <h3 className="font-medium">True retention</h3>
        <p className="text-sm" data-testid="true-retention">
          Reviews passed: {retentionText("last 30 days", s.trueRetention.last30Days)}; {retentionText("all time", s.trueRetention.allTime)}. Desired: {percent(s.desiredRetention)}.
        </p>
        <Label htmlFor="forecast-retention">Reviews a day if you aimed at a retention of</Label>
        <div className="flex flex-wrap items-center gap-3">
          <Input id="forecast-retention" type="number" inputMode="decimal" min={DESIRED_RETENTION.min} max={DESIRED_RETENTION.max} step={0.01}
            className="w-28" value={forecastText} aria-invalid={!forecastValid || undefined} onChange={(e) => setRetentionText(e.target.value)} />
          <p className="text-sm text-muted-foreground" data-testid="review-forecast">
            {!forecastValid ? `Between ${DESIRED_RETENTION.min} and ${DESIRED_RETENTION.max}.`
              : forecast.data ? `About ${forecast.data.averageDailyReviews} reviews a day over the next ${FORECAST_DAYS} days (${forecast.data.cardCount} words, ${forecast.data.newCardsPerDay} new a day), simulated with your parameters.`
                : "…"}
          </p>
        </div>
      </div>
    </div>
  );
}
