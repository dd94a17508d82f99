import { useCallback, useEffect, useMemo, useRef, useState } from "react";
import type { DueReview } from "@/shared/api/review";
import type { ReviewRating } from "@/shared/api/progress";
import { formatWait } from "@/shared/review/format-interval";
import { WordContext } from "@/client/components/word-context";
import { HebrewText } from "@/client/components/hebrew-text";
import { Button } from "@/client/components/ui/button";
import { Spinner } from "@/client/components/ui/spinner";
import { useDueReviews } from "../api/get-due-reviews";
import { formatIntervalShort, formatNumber, formatWaitLong } from "@/client/lib/format";
import { getInterfaceLocale, m } from "@/client/lib/i18n";
import { useHydrating } from "@/client/lib/use-hydrating";
import { useTouchOnly } from "@/client/lib/use-touch-only";

const intervalText = formatIntervalShort;
/** 'next review in …': the spec's English words, Intl's units in the other languages. */
const waitText = (ms: number) => (getInterfaceLocale() === "en" ? formatWait(ms) : formatWaitLong(ms));

export interface ReviewAnswer { wordId: string; rating: ReviewRating; durationMs: number }

const BUTTONS: { rating: ReviewRating; label: () => string; className: string }[] = [
  { rating: 1, label: m.review_again, className: "border-red-500/60 text-red-700 dark:text-red-400" },
  { rating: 2, label: m.review_hard, className: "border-amber-500/60 text-amber-700 dark:text-amber-400" },
  { rating: 3, label: m.review_good, className: "border-green-600/60 text-green-700 dark:text-green-400" },
  { rating: 4, label: m.review_easy, className: "border-sky-500/60 text-sky-700 dark:text-sky-400" },
];

/**
 * The Review page's session: the due cards one at a time, oldest due first. Show answer (Space)
 * reveals the translation; then, and only then, Again / Hard / Good / Easy (keys 1–4) answer, each
 * showing when the card would come back. An answered card is hidden until the server has moved it; when none is left the
 * list is read again, and 'Nothing due — next review in …' waits for the next one.
 */
export function ReviewSession({ onAnswer }: { onAnswer: (answer: ReviewAnswer) => void }) {
  const { data, isPending, isError, error, refetch } = useDueReviews();
  // card id → its due time when answered: hidden while the server still shows that due time.
  const [answered, setAnswered] = useState<Map<number, string>>(() => new Map());
  const [revealed, setRevealed] = useState(false);
  // Over the server's first screen, its buttons (and keys) are the app's only once it has hydrated
  // them: until then they say they are unavailable, without looking different.
  const hydrating = useHydrating();
  // A touch-only device has no keys: the ratings' names do not name one there.
  const touchOnly = useTouchOnly();
  const shownAt = useRef(0);
  // Show answer pressed with the focus on it (a keyboard's Enter, or a click): the focus goes on to
  // Good, where the button it was on is gone.
  const focusRatings = useRef(false);
  const queue = useMemo(() => (data?.cards ?? []).filter((c) => answered.get(c.cardId) !== c.due), [data, answered]);
  const card: DueReview | undefined = queue[0];

  useEffect(() => {
    shownAt.current = Date.now();
    setRevealed(false);
  }, [card?.cardId, card?.due]);

  // The list ran out: read it again (answers are sent in the background, so a moment later).
  const exhausted = data !== undefined && data.cards.length > 0 && queue.length === 0;
  useEffect(() => {
    if (!exhausted) return;
    const t = setTimeout(() => void refetch(), 800);
    return () => clearTimeout(t);
  }, [exhausted, refetch]);

  // Nothing due: read again when the next card falls due (by the server's clock).
  useEffect(() => {
    if (!data || data.cards.length > 0 || !data.nextReviewAt) return;
    const wait = Math.max(1000, Date.parse(data.nextReviewAt) - Date.parse(data.now) + 1000);
    const t = setTimeout(() => void refetch(), Math.min(wait, 2 ** 31 - 1));
    return () => clearTimeout(t);
  }, [data, refetch]);

  const rate = useCallback((rating: ReviewRating) => {
    if (!card) return;
    onAnswer({ wordId: card.word.id, rating, durationMs: Math.min(Date.now() - shownAt.current, 24 * 60 * 60 * 1000) });
    setAnswered((m) => new Map(m).set(card.cardId, card.due));
  }, [card, onAnswer]);

  useEffect(() => {
    const onKey = (e: KeyboardEvent) => {
      if (e.altKey || e.ctrlKey || e.metaKey || (e.target as HTMLElement | null)?.closest("input, textarea, select, [contenteditable]")) return;
      if (e.key >= "1" && e.key <= "4") {
        // A rating answers the card only once its answer is shown, as the buttons do.
        if (!revealed) return;
        e.preventDefault();
        rate(Number(e.key) as ReviewRating);
      } else if (e.key === " " && !(e.target as HTMLElement | null)?.closest("button")) {
        e.preventDefault();
        setRevealed(true);
      }
    };
    window.addEventListener("keydown", onKey);
    return () => window.removeEventListener("keydown", onKey);
  }, [rate, revealed]);

  if (isPending) return <div className="flex justify-center py-12"><Spinner label={m.review_loading()} /></div>;
  if (isError) {
    return (
      <div role="alert" className="flex flex-col items-center gap-3 py-10 text-center">
        <p className="text-sm text-muted-foreground">{m.review_load_failed({ message: error.message })}</p>
        <Button variant="outline" size="sm" onClick={() => void refetch()}>{m.common_try_again()}</Button>
      </div>
    );
  }
  if (!card) {
    if (exhausted) return <div className="flex justify-center py-12"><Spinner label={m.review_loading()} /></div>;
    return (
      <p role="status" className="rounded-lg border bg-card p-8 text-center text-lg">
        {data.nextReviewAt
          ? m.review_nothing_due_next({ wait: waitText(Date.parse(data.nextReviewAt) - Date.parse(data.now)) })
          : m.review_nothing_due()}
      </p>
    );
  }
  return (
    <section aria-label={m.review_card()} className="flex flex-col items-center gap-6 rounded-lg border bg-card p-6">
      <p className="text-sm text-muted-foreground" aria-live="polite">{m.review_due({ count: formatNumber(Math.max(data.dueCount - answered.size, queue.length)) })}</p>
      <HebrewText as="p" className="text-5xl font-semibold leading-tight">{card.word.hebrew}</HebrewText>
      {revealed ? (
        <div className="flex flex-col items-center gap-1" data-testid="review-answer">
          <p className="text-2xl">{card.word.english}</p>
          {card.word.translit && <p className="text-muted-foreground">{card.word.translit}</p>}
          <WordContext contextRef={card.word.contextRef} contextText={card.word.contextText} word={card.word.hebrew} className="mt-2 max-w-lg items-center text-center" />
        </div>
      ) : (
        <Button variant="outline" onClick={(e) => { focusRatings.current = e.currentTarget === document.activeElement; setRevealed(true); }} aria-disabled={hydrating || undefined}>{m.review_show_answer()} <kbd className="ms-1 text-xs text-muted-foreground touch-only:hidden">{m.flashcards_key_space()}</kbd></Button>
      )}
      {revealed && <div className="grid w-full max-w-lg grid-cols-4 gap-2">
        {BUTTONS.map((b) => (
          <Button key={b.rating} variant="outline" className={`flex h-auto flex-col px-1 py-2 ${b.className}`} onClick={() => rate(b.rating)} aria-disabled={hydrating || undefined}
            ref={b.rating === 3 ? (el: HTMLButtonElement | null) => { if (el && focusRatings.current) { focusRatings.current = false; el.focus(); } } : undefined}
            aria-label={touchOnly
              ? m.review_rating_label_touch({ rating: b.label(), interval: intervalText(card.intervals[b.rating]) })
              : m.review_rating_label({ rating: b.label(), interval: intervalText(card.intervals[b.rating]), key: b.rating })}>
            <span className="whitespace-normal text-xs tabular-nums" data-testid={`interval-${b.rating}`}>{intervalText(card.intervals[b.rating])}</span>
            <span>{b.label()}</span>
            <kbd className="text-xs text-muted-foreground touch-only:hidden">{b.rating}</kbd>
          </Button>
        ))}
      </div>}
    </section>
  );
}
