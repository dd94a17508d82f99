import type { ParsingItem } from "@/shared/api/parsing";
import type { ParsingField } from "@/shared/hebrew/parsing-paradigm";
import { HebrewText } from "@/client/components/hebrew-text";
import { m } from "@/client/lib/i18n";
import { choiceLabel, FIELD_LABELS } from "@/client/lib/parsing-labels";

const MARK = "\u0000";

/** The item's parsing in words (its code decoded field by field), the lemma and the form's morphemes; what the learner chose where it was wrong. */
export function ParsingExplanation({ item, chosen, correct, nextDue }: {
  item: ParsingItem;
  chosen: Partial<Record<ParsingField, string>>;
  correct: boolean;
  nextDue: string | null;
}) {
  const language = item.morph.startsWith("A") ? "Aramaic" : "Hebrew";
  const words = item.fields.filter((f) => f.field !== "lemma").map(({ field }) => {
    const label = choiceLabel(field, item.answer[field]!, language);
    return field === "suffix" ? m.parsing_suffix_label({ pgn: label }) : label;
  });
  const lemma = item.lemmas.find((l) => l.strong === item.answer.lemma);
  const sentence = (item.kind === "verb" ? m.parsing_explain_verb : m.parsing_explain_noun)({ parsing: words.join(" · "), lemma: MARK });
  const [before, after] = sentence.split(MARK);
  const wrong = item.fields.filter(({ field }) => chosen[field] !== item.answer[field]);
  const youChose = m.parsing_you_chose({ choice: MARK }).split(MARK);
  const lemmaOf = (strong: string | undefined) => item.lemmas.find((l) => l.strong === strong)?.word ?? strong ?? "";
  return (
    <div role="status" className="flex flex-col gap-2 rounded-lg border bg-muted/40 p-4" data-testid="parsing-explanation">
      <p className={correct ? "font-semibold text-green-700 dark:text-green-400" : "font-semibold text-destructive"}>
        {correct ? m.parsing_right() : m.parsing_wrong()}
      </p>
      <h3 className="text-sm font-medium text-muted-foreground">{m.parsing_explanation()}</h3>
      <p data-testid="parsing-explanation-text">
        {before}
        {lemma?.word ? <HebrewText className="text-lg">{lemma.word}</HebrewText> : <span>{item.answer.lemma}</span>}
        {after}
      </p>
      {item.parts && item.parts.includes("/") && (
        <p>
          {m.parsing_morphemes()} <HebrewText className="text-lg">{item.parts.split("/").join(" + ")}</HebrewText>
        </p>
      )}
      {wrong.length > 0 && (
        <ul className="list-inside list-disc text-sm">
          {wrong.map(({ field }) => {
            const value = chosen[field];
            const shown = value === undefined ? m.parsing_not_chosen() : field === "lemma" ? lemmaOf(value) : choiceLabel(field, value, language);
            return (
              <li key={field}>
                {FIELD_LABELS[field]()}: {field === "lemma" && value !== undefined
                  ? <>{youChose[0]}<HebrewText>{shown}</HebrewText>{youChose[1]}</>
                  : value === undefined ? shown : m.parsing_you_chose({ choice: shown })}
              </li>
            );
          })}
        </ul>
      )}
      {/* Its line is kept while the answer is on its way: the schedule's words arriving do not move 'Next form' under a finger (or a click). */}
      <p className="min-h-5 text-sm text-muted-foreground" data-testid="parsing-next-due">{nextDue}</p>
    </div>
  );
}
