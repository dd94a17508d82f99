import { useQueryClient } from "@tanstack/react-query";
import { useEffect, useRef, useState, type FormEvent } from "react";
import type { ParsingItem, ParsingSession } from "@/shared/api/parsing";
import type { ParsingField } from "@/shared/hebrew/parsing-paradigm";
import { verseWords } from "@/shared/hebrew/verse-words";
import { newAnswerId } from "@/shared/study/new-answer-id";
import { HebrewText } from "@/client/components/hebrew-text";
import { TextReference } from "@/client/components/text-title";
import { Badge } from "@/client/components/ui/badge";
import { Button } from "@/client/components/ui/button";
import { formatWaitLong } from "@/client/lib/format";
import { m } from "@/client/lib/i18n";
import { usePostParsingAnswer } from "../api/post-parsing-answer";
import { dropAnsweredItem } from "../api/get-parsing-session";
import { ParsingExplanation } from "./parsing-explanation";
import { ParsingQuestion } from "./parsing-question";

type Chosen = Partial<Record<ParsingField, string>>;

/**
 * A round of the drill: each form in its verse, its fields asked together; Check, once each field
 * has an answer (before, it says so and grades nothing), or Show the answer (a field without one is
 * wrong), grades the choices against the form's code at once (the explanation shows offline too) and sends the answer,
 * which the server grades again and schedules; Next goes on. The round ends with its score. An
 * answered form leaves the cached round (not this one's list), so the round read from the offline
 * copy after a reload does not ask it again.
 */
export function ParsingDrill({ session, onAgain }: { session: ParsingSession; onAgain: () => void }) {
  const queryClient = useQueryClient();
  const [items] = useState(session.items);
  const [index, setIndex] = useState(0);
  const [chosen, setChosen] = useState<Chosen>({});
  const [answered, setAnswered] = useState(false);
  // Check pressed before every question had an answer: it says so, and grades nothing.
  const [incomplete, setIncomplete] = useState(false);
  const [rights, setRights] = useState(0);
  const started = useRef(0);
  const next = useRef<HTMLButtonElement>(null);
  const post = usePostParsingAnswer();
  const item = items[index];

  useEffect(() => {
    if (answered) next.current?.focus();
  }, [answered]);
  // Each form's time starts when it is shown.
  useEffect(() => {
    started.current = Date.now();
  }, [index]);

  if (!item) {
    return (
      <div className="flex flex-col items-start gap-3 rounded-xl border p-6" role="status" data-testid="parsing-done">
        <p className="font-medium">{m.parsing_done({ right: rights, total: items.length })}</p>
        <Button onClick={onAgain}>{m.parsing_again()}</Button>
      </div>
    );
  }

  const correct = item.fields.every(({ field }) => chosen[field] === item.answer[field]);
  /** Grades the choices as they are (a field without one is wrong), shows the explanation and sends the answer. */
  const grade = () => {
    if (answered) return;
    setIncomplete(false);
    setAnswered(true);
    if (correct) setRights((n) => n + 1);
    post.mutate({ id: newAnswerId(), place: item.place, chosen, durationMs: Math.min(3_600_000, Date.now() - started.current) });
    dropAnsweredItem(queryClient, item.place);
  };
  const check = (e: FormEvent<HTMLFormElement>) => {
    e.preventDefault();
    const open = item.fields.find(({ field }) => chosen[field] === undefined);
    if (open) {
      setIncomplete(true);
      e.currentTarget.querySelector<HTMLInputElement>(`[data-testid="parsing-field-${open.field}"] input`)?.focus();
      return;
    }
    grade();
  };
  const goOn = () => {
    setIndex((i) => i + 1);
    setChosen({});
    setAnswered(false);
    setIncomplete(false);
    post.reset();
  };
  const nextDue = post.data ? m.parsing_next_due({ when: formatWaitLong(Math.max(0, Date.parse(post.data.card.due) - Date.parse(post.data.now))) }) : null;

  return (
    <section aria-labelledby="parsing-item" className="flex flex-col gap-4 rounded-xl border p-4 sm:p-6" data-testid="parsing-item">
      <div className="flex flex-wrap items-center gap-2 text-sm text-muted-foreground">
        <h2 id="parsing-item" className="font-medium text-foreground">{m.parsing_item_of({ n: index + 1, total: items.length })}</h2>
        <Badge variant={item.card ? "default" : "secondary"}>{item.card ? m.parsing_due_badge() : m.parsing_new_badge()}</Badge>
        <span><TextReference reference={item.ref} /></span>
      </div>
      <VerseWithForm item={item} />
      <p className="flex items-baseline gap-3">
        <span className="text-sm text-muted-foreground">{m.parsing_word()}</span>
        <HebrewText className="text-3xl font-semibold" data-testid="parsing-form">{item.form}</HebrewText>
      </p>
      <form onSubmit={check} className="flex flex-col gap-4">
        {item.fields.map(({ field, choices }) => (
          <ParsingQuestion key={field} item={item} field={field} choices={choices} chosen={chosen[field]} answered={answered}
            onChoose={(value) => setChosen((c) => ({ ...c, [field]: value }))} />
        ))}
        {!answered && incomplete && item.fields.some(({ field }) => chosen[field] === undefined)
          && <p role="alert" className="text-sm text-destructive">{m.parsing_choose_each()}</p>}
        {!answered && (
          <div className="flex flex-wrap gap-2">
            <Button type="submit">{m.parsing_check()}</Button>
            <Button type="button" variant="outline" onClick={grade}>{m.parsing_show_answer()}</Button>
          </div>
        )}
      </form>
      {answered && (
        <>
          <ParsingExplanation item={item} chosen={chosen} correct={correct} nextDue={nextDue} />
          {post.isPaused && <p className="text-sm text-muted-foreground">{m.parsing_saving_offline()}</p>}
          <Button ref={next} onClick={goOn} className="self-start">{m.parsing_next()}</Button>
        </>
      )}
    </section>
  );
}

/** The verse, the form to parse marked in it. */
function VerseWithForm({ item }: { item: ParsingItem }) {
  return (
    <HebrewText as="p" className="text-xl leading-loose sm:text-2xl" data-testid="parsing-verse">
      {verseWords(item.verse).map((piece, i) => (piece.kind === "word" && piece.position === item.place.position
        ? <mark key={i} className="rounded bg-yellow-200 px-0.5 text-inherit dark:bg-yellow-700/60">{piece.text}</mark>
        : <span key={i}>{piece.text}</span>))}
    </HebrewText>
  );
}
