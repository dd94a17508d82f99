import type { ReactNode } from "react";
import { ArrowRightIcon, EyeIcon, RotateCcwIcon } from "lucide-react";
import { Button } from "@/client/components/ui/button";
import { m } from "@/client/lib/i18n";

/**
 * What a typed game says under its answer, read out as it changes: 'Correct!'; a wrong answer's
 * message with 'Try again' and 'Show answer'; once shown, `revealed` (the answer) and 'Next'.
 */
export function AnswerFeedback({ phase, wrong, onRetry, onReveal, onNext, revealed }: {
  phase: string;
  wrong: string;
  onRetry: () => void;
  onReveal: () => void;
  onNext: () => void;
  revealed?: ReactNode;
}) {
  return (
    <div aria-live="polite" className="flex min-h-10 flex-col items-center gap-2 text-center">
      {phase === "correct" && <p className="font-medium text-success">{m.games_correct()}</p>}
      {phase === "wrong" && (
        <>
          <p className="font-medium text-destructive">{wrong}</p>
          <div className="flex gap-2">
            <Button variant="outline" onClick={onRetry}>
              <RotateCcwIcon aria-hidden /> {m.games_try_again()}
            </Button>
            <Button variant="secondary" onClick={onReveal}>
              <EyeIcon aria-hidden /> {m.games_show_answer()}
            </Button>
          </div>
        </>
      )}
      {phase === "revealed" && (
        <>
          {revealed}
          <Button onClick={onNext} autoFocus>{m.games_next()} <ArrowRightIcon aria-hidden className="rtl:rotate-180" /></Button>
        </>
      )}
    </div>
  );
}
