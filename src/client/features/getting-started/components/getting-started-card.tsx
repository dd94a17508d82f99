import { CheckCircle2Icon, CircleIcon, RocketIcon, Undo2Icon, XIcon } from "lucide-react";
import { Link } from "react-router";
import { toast } from "sonner";
import type { GettingStartedStep } from "@/shared/api/getting-started";
import { Button } from "@/client/components/ui/button";
import { Card, CardContent, CardDescription, CardHeader } from "@/client/components/ui/card";
import { useDismissGettingStartedStep } from "../api/dismiss-getting-started-step";
import { useGettingStarted } from "../api/get-getting-started";
import { showGettingStarted } from "@/shared/getting-started/getting-started-steps";
import { stepState, stepTitle } from "../lib/describe-step";
import { LibrarySetupPanel } from "./library-setup-panel";
import { formatNumber } from "@/client/lib/format";
import { m } from "@/client/lib/i18n";

/**
 * The administrators' 'Get started' checklist: import texts, the lexicons, fill the
 * built-in collections, invite learners. Each step's state comes from the data and links to where
 * it is done; it shows until every step is done or dismissed (dismissals are the instance's), and
 * after that while a set-up runs or its latest run has failed parts (the server's `setupFailed`).
 * Above the steps, 'Set up the library' does the first three in one job (library-setup-panel.tsx).
 * Renders nothing while loading, on an error, or once none of these holds (showGettingStarted).
 */
export function GettingStartedCard({ className }: { className?: string }) {
  const { data } = useGettingStarted();
  const dismiss = useDismissGettingStartedStep();
  if (!data || !showGettingStarted(data)) return null;
  const done = data.steps.filter((s) => s.done).length;
  const onToggle = (step: GettingStartedStep, dismissed: boolean) =>
    dismiss.mutate({ step: step.id, dismissed }, { onError: (e) => toast.error(m.getting_started_save_failed(), { description: e.message }) });

  return (
    <Card role="region" aria-labelledby="getting-started-title" data-testid="getting-started" className={className}>
      <CardHeader className="pb-3">
        <h2 id="getting-started-title" className="flex items-center gap-2 text-lg font-semibold leading-tight tracking-tight">
          <RocketIcon aria-hidden className="size-5 text-primary" />
          {m.getting_started_title()}
        </h2>
        <CardDescription>
          {m.getting_started_description({ done: formatNumber(done), total: formatNumber(data.steps.length) })}
        </CardDescription>
      </CardHeader>
      <CardContent>
        <LibrarySetupPanel setup={data.setup} />
        <ol className="flex flex-col gap-2">
          {data.steps.map((step) => (
            <li key={step.id} data-testid={`getting-started-${step.id}`} className="flex items-start gap-3 rounded-lg border px-3 py-2">
              {step.done
                ? <CheckCircle2Icon aria-hidden className="mt-0.5 size-5 shrink-0 text-success" />
                : <CircleIcon aria-hidden className="mt-0.5 size-5 shrink-0 text-muted-foreground" />}
              <div className="flex min-w-0 flex-1 flex-col">
                <Link to={step.href} className="w-fit font-medium underline-offset-4 hover:underline focus-visible:underline">
                  {stepTitle(step.id)}
                </Link>
                <p className="text-sm text-muted-foreground">
                  <span className="sr-only">{step.done ? m.getting_started_status_done() : step.dismissed ? m.getting_started_status_dismissed() : m.getting_started_status_todo()}{" "}</span>
                  {stepState(step.id, data.counts)}
                  {step.dismissed && !step.done && <>{" "}{m.getting_started_dismissed_suffix()}</>}
                </p>
              </div>
              {!step.done && (step.dismissed
                ? (
                  <Button variant="ghost" size="sm" disabled={dismiss.isPending} onClick={() => onToggle(step, false)} aria-label={m.getting_started_bring_back_label({ title: stepTitle(step.id) })}>
                    <Undo2Icon aria-hidden /> {m.getting_started_bring_back()}
                  </Button>
                )
                : (
                  <Button variant="ghost" size="sm" disabled={dismiss.isPending} onClick={() => onToggle(step, true)} aria-label={m.getting_started_dismiss_label({ title: stepTitle(step.id) })}>
                    <XIcon aria-hidden /> {m.getting_started_dismiss()}
                  </Button>
                ))}
            </li>
          ))}
        </ol>
      </CardContent>
    </Card>
  );
}
