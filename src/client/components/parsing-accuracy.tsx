import { useId } from "react";
import type { AccuracyRow, ParsingSession } from "@/shared/api/parsing";
import { m } from "@/client/lib/i18n";
import { choiceLabel } from "@/client/lib/parsing-labels";

/**
 * The learner's accuracy per binyan and per tense, over all their parsing answers: on the parsing
 * drill's page (a section of its own) and in the Study Statistics dialog (`compact`: under an h3).
 */
export function ParsingAccuracy({ accuracy, compact = false }: { accuracy: ParsingSession["accuracy"]; compact?: boolean }) {
  const id = useId();
  const empty = accuracy.binyan.length === 0 && accuracy.tense.length === 0;
  const Heading = compact ? "h3" : "h2";
  return (
    <section aria-labelledby={id} className={compact ? "flex flex-col gap-3" : "flex flex-col gap-3 rounded-xl border p-4"} data-testid="parsing-accuracy">
      <Heading id={id} className={compact ? "text-sm font-semibold uppercase tracking-wide text-muted-foreground" : "text-lg font-semibold"}>{m.parsing_accuracy_title()}</Heading>
      {empty ? <p className="text-sm text-muted-foreground">{m.parsing_accuracy_none()}</p> : (
        <div className="grid gap-4 sm:grid-cols-2">
          <AccuracyTable caption={m.parsing_accuracy_binyan()} rows={accuracy.binyan} label={(v) => choiceLabel("binyan", v)} testId="accuracy-binyan" />
          <AccuracyTable caption={m.parsing_accuracy_tense()} rows={accuracy.tense} label={(v) => choiceLabel("tense", v)} testId="accuracy-tense" />
        </div>
      )}
    </section>
  );
}

function AccuracyTable({ caption, rows, label, testId }: { caption: string; rows: AccuracyRow[]; label: (value: string) => string; testId: string }) {
  return (
    <table className="w-full text-sm" data-testid={testId}>
      <caption className="mb-1 text-start font-medium">{caption}</caption>
      <tbody>
        {rows.map((r) => (
          <tr key={r.value} className="border-t">
            <th scope="row" className="py-1 pe-2 text-start font-normal">{label(r.value)}</th>
            <td className="py-1 text-end tabular-nums">
              {m.parsing_accuracy_row({ correct: r.correct, answered: r.answered, percent: Math.round((100 * r.correct) / Math.max(1, r.answered)) })}
            </td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}
