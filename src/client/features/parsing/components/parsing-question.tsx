import type { ParsingItem } from "@/shared/api/parsing";
import type { ParsingField } from "@/shared/hebrew/parsing-paradigm";
import { HebrewText } from "@/client/components/hebrew-text";
import { cn } from "@/client/lib/cn";
import { choiceLabel, FIELD_LABELS } from "@/client/lib/parsing-labels";

/**
 * One field of an item as a group of radio buttons (arrow keys move within it, Tab to the next
 * field). Once answered, the right choice is marked and a wrong one chosen struck through.
 */
export function ParsingQuestion({ item, field, choices, chosen, answered, onChoose }: {
  item: ParsingItem;
  field: ParsingField;
  choices: string[];
  chosen: string | undefined;
  answered: boolean;
  onChoose: (value: string) => void;
}) {
  const language = item.morph.startsWith("A") ? "Aramaic" : "Hebrew";
  const right = item.answer[field];
  const lemmaWord = (strong: string) => item.lemmas.find((l) => l.strong === strong)?.word ?? null;
  return (
    <fieldset className="flex flex-col gap-2" disabled={answered} data-testid={`parsing-field-${field}`}>
      <legend className="mb-1 text-sm font-medium">{FIELD_LABELS[field]()}</legend>
      <div className="grid grid-cols-2 gap-2 sm:flex sm:flex-wrap">
        {choices.map((value) => {
          const isRight = answered && value === right;
          const isWrong = answered && value === chosen && value !== right;
          const word = field === "lemma" ? lemmaWord(value) : null;
          return (
            <label
              key={value}
              className={cn(
                "flex min-h-10 cursor-pointer items-center gap-2 rounded-md border px-3 py-1.5 text-sm transition-colors",
                "has-[:checked]:border-primary has-[:checked]:bg-primary/10 has-[:focus-visible]:ring-2 has-[:focus-visible]:ring-ring",
                answered && "cursor-default",
                isRight && "border-green-600 bg-green-600/10 font-medium dark:border-green-400",
                isWrong && "border-destructive bg-destructive/10 line-through",
              )}
            >
              <input
                type="radio"
                name={`parsing-${field}`}
                value={value}
                checked={chosen === value}
                onChange={() => onChoose(value)}
                className="size-4 shrink-0 accent-primary"
              />
              {field === "lemma"
                ? (word ? <HebrewText className="text-lg">{word}</HebrewText> : <span>{value}</span>)
                : <span>{choiceLabel(field, value, language)}</span>}
              {isRight && <span aria-hidden>✓</span>}
            </label>
          );
        })}
      </div>
    </fieldset>
  );
}
