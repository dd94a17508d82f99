import type { AccuracyRow, ParsingSession } from "@/shared/api/parsing";
import { m } from "@/client/lib/i18n";
import { choiceLabel } from "./parsing-labels";

/** The learner's accuracy per binyan and per tense, over all their parsing answers. */
export function ParsingAccuracy({ accuracy }: { accuracy: ParsingSession["accuracy"] }) {
  const empty = accuracy.binyan.length === 0 && accuracy.tense.length === 0;
  return (
    <section aria-labelledby="parsing-accuracy" className="flex flex-col gap-3 rounded-xl border p-4" data-testid="parsing-accuracy">
      <h2 id="parsing-accuracy" className="text-lg font-semibold">{m.parsing_accuracy_title()}</h2>
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
