import { useQueryClient } from "@tanstack/react-query";
import { useEffect } from "react";
import { AlertCircleIcon, CheckCircle2Icon, CircleDashedIcon, LibraryIcon, SkipForwardIcon } from "lucide-react";
import { toast } from "sonner";
import type { Job } from "@/shared/api/jobs";
import { LibrarySetupResultSchema, type LibrarySetupPart } from "@/shared/api/library-setup";
import { isSetupActive as isActive } from "@/shared/getting-started/getting-started-steps";
import { Button } from "@/client/components/ui/button";
import { Progress } from "@/client/components/ui/progress";
import { useJob } from "@/client/lib/use-job";
import { m } from "@/client/lib/i18n";
import { GETTING_STARTED_KEY } from "../api/get-getting-started";
import { useStartLibrarySetup } from "../api/start-library-setup";
import { setupPartName, setupPartOutcome } from "../lib/describe-setup-part";

function PartIcon({ status }: { status: LibrarySetupPart["status"] }) {
  const cls = "mt-0.5 size-4 shrink-0";
  if (status === "done") return <CheckCircle2Icon aria-hidden className={`${cls} text-success`} />;
  if (status === "failed") return <AlertCircleIcon aria-hidden className={`${cls} text-destructive`} />;
  if (status === "needs-text") return <CircleDashedIcon aria-hidden className={`${cls} text-muted-foreground`} />;
  return <SkipForwardIcon aria-hidden className={`${cls} text-muted-foreground`} />;
}

/**
 * 'Set up the library' in the 'Get started' card: one button that starts the set-up job (the
 * offline Hebrew Bible, the lexicons, the built-in collections filled), its progress while it runs,
 * and the last run's outcome part by part (done, already done, failed with its reason, or waiting
 * for a text; with failed parts, that running it again resumes them). `setup`: the latest set-up job,
 * answered with the checklist.
 */
export function LibrarySetupPanel({ setup }: { setup: Job | null }) {
  const queryClient = useQueryClient();
  const start = useStartLibrarySetup();
  const followed = useJob(isActive(setup) ? setup.id : null, {
    onFinished: (job) => {
      // The set-up changed the library (books, lexicons, the collections' words): every page's data is read again.
      void queryClient.invalidateQueries();
      if (job.status === "failed") toast.error(m.library_setup_failed(), { description: job.error ?? undefined });
    },
  });
  const job = isActive(setup) && followed.data?.id === setup.id ? followed.data : setup;
  const running = isActive(job);
  // Each part the set-up finishes (its counts grow) ticks the checklist's steps as it goes, not all at the end.
  const partsFinished = running ? (job.counts.done ?? 0) + (job.counts.skipped ?? 0) + (job.counts.failed ?? 0) : 0;
  useEffect(() => {
    if (partsFinished > 0) void queryClient.invalidateQueries({ queryKey: GETTING_STARTED_KEY });
  }, [partsFinished, queryClient]);
  const result = job?.status === "completed" ? LibrarySetupResultSchema.safeParse(job.result) : null;
  const parts = result?.success ? result.data.parts : [];

  return (
    <section aria-labelledby="library-setup-title" data-testid="library-setup" className="mb-3 flex flex-col gap-2 rounded-lg border border-primary/30 bg-primary/5 px-3 py-3">
      <h3 id="library-setup-title" className="flex items-center gap-2 font-medium">
        <LibraryIcon aria-hidden className="size-4 text-primary" />
        {m.library_setup_title()}
      </h3>
      <p className="text-sm text-muted-foreground">{m.library_setup_description()}</p>
      <div>
        <Button type="button" size="sm" disabled={running || start.isPending} data-testid="library-setup-start"
          onClick={() => start.mutate(undefined, { onError: (e) => toast.error(m.library_setup_start_failed(), { description: e.message }) })}>
          <LibraryIcon aria-hidden /> {running || start.isPending ? m.library_setup_running() : m.library_setup_title()}
        </Button>
      </div>
      {running && (
        <div className="flex flex-col gap-1" data-testid="library-setup-progress">
          <Progress value={job.percent} aria-label={m.library_setup_progress_label()} />
          <p className="text-sm text-muted-foreground" aria-live="polite">{job.message}</p>
        </div>
      )}
      {job?.status === "failed" && <p className="text-sm text-destructive" role="alert">{m.library_setup_failed()}: {job.error}</p>}
      {parts.length > 0 && (
        <div className="flex flex-col gap-1">
          <h4 className="text-sm font-medium">{m.library_setup_last_run()}</h4>
          {parts.some((p) => p.status === "failed") && <p className="text-sm text-destructive" data-testid="library-setup-failed-parts">{m.library_setup_failed_parts()}</p>}
          <ul className="flex flex-col gap-1 text-sm" data-testid="library-setup-parts">
            {parts.map((part) => (
              <li key={`${part.part}:${part.name}`} data-status={part.status} className="flex items-start gap-2">
                <PartIcon status={part.status} />
                <span className="min-w-0"><span className="font-medium">{setupPartName(part)}</span>{" — "}{setupPartOutcome(part)}</span>
              </li>
            ))}
          </ul>
        </div>
      )}
    </section>
  );
}
