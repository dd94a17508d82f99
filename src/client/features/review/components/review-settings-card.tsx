import { DownloadIcon, RepeatIcon } from "lucide-react";
import { useState, type FormEvent } from "react";
import { toast } from "sonner";
import { DESIRED_RETENTION } from "@/shared/settings/settings-constants";
import { formatWeights, parseWeights } from "@/shared/review/parse-weights";
import { SettingsSection } from "@/client/components/settings-section";
import { Button } from "@/client/components/ui/button";
import { Input } from "@/client/components/ui/input";
import { Label } from "@/client/components/ui/label";
import { cn } from "@/client/lib/cn";
import { formatNumber } from "@/client/lib/format";
import { useKeyedMessage } from "@/client/lib/use-keyed-message";
import { useReviewSettings } from "../api/get-review-settings";
import { useUpdateReviewSettings } from "../api/update-review-settings";
import { FitParametersPanel } from "./fit-parameters-panel";
import { m } from "@/client/lib/i18n";

/**
 * Settings page: the review scheduler (FSRS). Desired retention (0.7–0.99, default 0.9) and the
 * learner's own parameters, fitted by the FSRS optimiser from the review log (downloaded here as
 * CSV, or fitted on the server: 'Fit to my reviews'); empty parameters are ts-fsrs's defaults.
 */
export function ReviewSettingsCard() {
  const settings = useReviewSettings();
  const update = useUpdateReviewSettings();
  // The typed values, or null while they still mirror the saved ones.
  const [retentionDraft, setRetentionDraft] = useState<string | null>(null);
  const [weightsDraft, setWeightsDraft] = useState<string | null>(null);
  const retention = retentionDraft ?? String(settings.data?.desiredRetention ?? DESIRED_RETENTION.default);
  const weightsText = weightsDraft ?? formatWeights(settings.data?.fsrsWeights ?? null);

  const retentionValue = Number(retention);
  const retentionInvalid = retention.trim() === "" || !Number.isFinite(retentionValue)
    || retentionValue < DESIRED_RETENTION.min || retentionValue > DESIRED_RETENTION.max;
  const parsed = parseWeights(weightsText);
  const weightsError = useKeyedMessage(parsed.ok ? null : parsed.error);

  const save = (patch: Parameters<typeof update.mutate>[0]) =>
    update.mutate(patch, {
      onSuccess: () => {
        setRetentionDraft(null);
        setWeightsDraft(null);
        toast.success(m.review_settings_saved(), { description: m.review_settings_saved_description() });
      },
      onError: (e) => toast.error(m.review_settings_error(), { description: e.message }),
    });

  const onSubmit = (e: FormEvent) => {
    e.preventDefault();
    if (retentionInvalid || !parsed.ok) return;
    save({ desiredRetention: retentionValue, fsrsWeights: parsed.weights });
  };

  return (
    <SettingsSection id="review-settings" icon={RepeatIcon} title={m.review_settings_title()}
      description={m.review_settings_description()}>
      <form onSubmit={onSubmit} className="flex flex-col gap-4" noValidate>
        <div className="flex flex-col gap-2">
          <Label htmlFor="desired-retention">{m.review_desired_retention()}</Label>
          <Input
            id="desired-retention"
            type="number"
            inputMode="decimal"
            min={DESIRED_RETENTION.min}
            max={DESIRED_RETENTION.max}
            step={0.01}
            className="w-32"
            value={retention}
            disabled={settings.isPending}
            aria-invalid={retentionInvalid || undefined}
            aria-describedby="desired-retention-hint"
            onChange={(e) => setRetentionDraft(e.target.value)}
          />
          <p id="desired-retention-hint" className={cn("text-sm", retentionInvalid ? "text-destructive" : "text-muted-foreground")}>
            {m.review_retention_hint({ min: formatNumber(DESIRED_RETENTION.min), max: formatNumber(DESIRED_RETENTION.max), default: formatNumber(DESIRED_RETENTION.default) })}
          </p>
        </div>
        <div className="flex flex-col gap-2">
          <Label htmlFor="fsrs-weights">{m.review_fsrs_parameters()}</Label>
          {/* The numbers in a monospace font; the placeholder, words in the learner's language, in the interface's (Hebrew in monospace was spaced apart). */}
          <textarea
            id="fsrs-weights"
            rows={3}
            spellCheck={false}
            dir="ltr"
            placeholder={m.review_fsrs_placeholder()}
            className="w-full rounded-md border border-input bg-background px-3 py-2 font-mono text-xs shadow-xs outline-none placeholder:font-sans placeholder:text-muted-foreground focus-visible:border-ring focus-visible:ring-2 focus-visible:ring-ring/40 disabled:opacity-50 aria-invalid:border-destructive"
            value={weightsText}
            disabled={settings.isPending}
            aria-invalid={!parsed.ok || undefined}
            aria-describedby="fsrs-weights-hint"
            onChange={(e) => setWeightsDraft(e.target.value)}
          />
          <p id="fsrs-weights-hint" className={cn("text-sm", parsed.ok ? "text-muted-foreground" : "text-destructive")}>
            {parsed.ok ? m.review_fsrs_hint() : weightsError}
          </p>
        </div>
        <div className="flex flex-wrap gap-2">
          <Button type="submit" disabled={settings.isPending || update.isPending || retentionInvalid || !parsed.ok}>
            {update.isPending ? m.common_saving() : m.common_save()}
          </Button>
          <Button type="button" variant="outline" disabled={update.isPending || (settings.data?.fsrsWeights === null && weightsText === "")}
            onClick={() => save({ fsrsWeights: null })}>
            {m.review_use_defaults()}
          </Button>
          <Button type="button" variant="ghost" asChild>
            <a href="/api/review/log.csv" download>
              <DownloadIcon aria-hidden /> {m.review_download_log()}
            </a>
          </Button>
        </div>
      </form>
      <FitParametersPanel />
    </SettingsSection>
  );
}
