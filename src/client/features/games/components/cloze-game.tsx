import { AnswerFeedback } from "./answer-feedback";
import { CheckIcon, RotateCcwIcon } from "lucide-react";
import { useMemo, useRef, useState, type ReactNode } from "react";
import { toast } from "sonner";
import type { StudyWord } from "@/shared/api/collections";
import type { AnswerInput } from "@/shared/api/progress";
import { DEFAULT_GAME_WORD_COUNT, GAME_DELAYS_MS, GAME_WORD_COUNT_OPTIONS } from "@/shared/study/game-rules";
import {
  answerCloze, clozeChoices, clozeItems, currentCloze, domainHasTexts, newCloze, nextCloze, retryCloze, revealCloze, type ClozeItem, type ClozeState,
} from "@/shared/study/games/cloze-game";
import { HebrewText } from "@/client/components/hebrew-text";
import { TextReference } from "@/client/components/text-title";
import { Button } from "@/client/components/ui/button";
import { Input } from "@/client/components/ui/input";
import { cn } from "@/client/lib/cn";
import { useFocusOnArrival } from "../hooks/use-focus-on-arrival";
import { useTimeouts } from "../hooks/use-timeouts";
import { GameLayout, GameNotice, Stat } from "./game-layout";
import { m } from "@/client/lib/i18n";
import { formatNumber } from "@/client/lib/format";

type AnswerBy = "type" | "choose";
/** A phone (Tailwind's sm breakpoint) answers by choosing from four; a wider screen by typing. */
const PHONE = "(max-width: 639px)";

/** The verse with its blanks (each place it writes the word), or with the word in them once it is shown. */
function ClozeVerse({ item, filled }: { item: ClozeItem; filled: boolean }) {
  return (
    <HebrewText as="p" className="text-center text-2xl leading-loose sm:text-3xl" data-testid="cloze-verse">
      {item.pieces.map((p, i) => !p.blank ? p.text : filled ? (
        <mark key={i} className="rounded bg-primary/15 px-1 text-foreground" data-testid="cloze-answer">{p.text}</mark>
      ) : (
        <span key={i} className="mx-1 inline-block w-20 border-b-2 border-primary align-baseline" data-testid="cloze-blank">
          <span className="sr-only">{m.games_cloze_blank()}</span>
        </span>
      ))}
    </HebrewText>
  );
}

/**
 * Cloze (src/shared/study/games/cloze-game.ts): each verse the list's words were saved with, its
 * least-known word blanked; typed back (points optional) or chosen from four. An item's first
 * answer is the word's (know / dont_know): it moves the word's own review card. Without any verse,
 * a collection of a domain with texts says to save words from the reader; one of modern Hebrew (no
 * texts of its own) says what the Cloze plays with.
 */
export function ClozeGame({ words, domain, onAnswer: answer }: {
  words: StudyWord[];
  /** The collection's domain (its slug). */
  domain?: string;
  /** Records an answer; a game only logs a failure to send it (no toast in the middle of play). */
  onAnswer: (answer: AnswerInput) => void;
}) {
  const all = useMemo(() => clozeItems(words), [words]);
  const [count, setCount] = useState(DEFAULT_GAME_WORD_COUNT);
  const start = (n: number): ClozeState => newCloze(all.slice(0, n));
  const [game, setGame] = useState(() => start(count));
  // Mounted when its tab is opened (never in the server's first screen): the window is known.
  const [by, setBy] = useState<AnswerBy>(() => (window.matchMedia(PHONE).matches ? "choose" : "type"));
  const [text, setText] = useState("");
  const inputRef = useRef<HTMLInputElement>(null);
  // Focused when it appears, but not while the learner arrows along the tab strip (so they can go on past this tab).
  const focusOnArrival = useFocusOnArrival(inputRef);
  const { later, cancelAll } = useTimeouts();
  const item = currentCloze(game);
  // Dealt once per item: an answer saved changes `words` (the list's progress), and the four choices must not be dealt again under the learner's finger.
  const dealtFor = item ? `${game.index}:${item.wordId}` : "";
  const [dealt, setDealt] = useState<{ key: string; choices: string[] }>({ key: "", choices: [] });
  let choices = dealt.choices;
  if (dealt.key !== dealtFor) {
    choices = item ? clozeChoices(item, words) : [];
    setDealt({ key: dealtFor, choices });
  }

  const restart = (n = count) => {
    cancelAll();
    setText("");
    setGame(start(n));
  };
  const goNext = () => {
    setText("");
    setGame(nextCloze);
    requestAnimationFrame(() => inputRef.current?.focus());
  };
  const submit = (given: string) => {
    const { state, outcome, rated } = answerCloze(game, given);
    if (outcome === "empty") {
      toast.error(m.games_empty_answer());
      return;
    }
    if (outcome === "ignored" || !item) return;
    setGame(state);
    if (rated) answer({ wordId: item.wordId, action: rated });
    if (outcome === "correct") later(goNext, GAME_DELAYS_MS.fillCorrect);
  };

  const layout = (children: ReactNode) => (
    <GameLayout title={m.games_cloze_title()} unit="words" sizes={GAME_WORD_COUNT_OPTIONS} size={count} dealt={game.items.length}
      onSizeChange={(n) => { setCount(n); restart(n); }} onNewGame={game.items.length ? () => restart() : undefined}
      score={game.items.length > 0 && game.phase !== "finished" && (
        <>
          <Stat label={m.games_word()} value={`${formatNumber(game.index + 1)} / ${formatNumber(game.items.length)}`} />
          <Stat label={m.games_score()} value={formatNumber(game.score)} />
        </>
      )}>
      {children}
    </GameLayout>
  );

  if (game.items.length === 0) {
    return layout(<GameNotice>{domain !== undefined && !domainHasTexts(domain) ? m.games_cloze_none_no_texts() : m.games_cloze_none()}</GameNotice>);
  }
  if (game.phase === "finished" || !item) {
    return layout(
      <div className="mx-auto flex w-full max-w-md flex-col items-center gap-4 rounded-2xl border bg-card p-8 text-center">
        <h3 className="text-xl font-semibold">{m.games_game_over()}</h3>
        <p className="text-muted-foreground">{m.games_final_score()} <span className="font-semibold tabular-nums text-foreground" data-testid="cloze-final-score">{formatNumber(game.score)} / {formatNumber(game.items.length)}</span></p>
        <Button onClick={() => restart()}><RotateCcwIcon aria-hidden /> {m.games_play_again()}</Button>
      </div>,
    );
  }

  const answering = game.phase === "answering";
  return layout(
    <div className="mx-auto flex w-full max-w-2xl flex-col items-center gap-4 rounded-2xl border bg-card p-4 sm:p-8">
      <div role="group" aria-label={m.games_cloze_answer_by()} className="inline-flex w-fit rounded-md border p-0.5">
        {(["type", "choose"] as const).map((b) => (
          <Button key={b} type="button" size="sm" variant={by === b ? "default" : "ghost"} aria-pressed={by === b} onClick={() => setBy(b)}>
            {b === "type" ? m.games_cloze_by_typing() : m.games_cloze_by_choosing()}
          </Button>
        ))}
      </div>
      {item.ref && <p className="text-sm text-muted-foreground" data-testid="cloze-ref"><TextReference reference={item.ref} /></p>}
      <ClozeVerse item={item} filled={game.phase === "correct" || game.phase === "revealed"} />
      {by === "type" ? (
        <form className="flex w-full flex-col gap-2 sm:flex-row" onSubmit={(e) => { e.preventDefault(); submit(text); }}>
          <Input ref={focusOnArrival} data-tab-focus value={text} onChange={(e) => setText(e.target.value)} dir="rtl" lang="he" placeholder={m.games_cloze_type()}
            aria-label={m.games_cloze_type()} aria-describedby="cloze-points-optional" autoComplete="off" readOnly={!answering}
            aria-invalid={game.phase === "wrong" || undefined} className={cn("text-lg", game.phase === "correct" && "border-success ring-2 ring-success/30")} />
          {answering && <Button type="submit"><CheckIcon aria-hidden /> {m.games_check()}</Button>}
        </form>
      ) : (
        <div role="group" aria-label={m.games_cloze_choices()} className="grid w-full grid-cols-2 gap-2">
          {choices.map((c) => (
            <Button key={c} type="button" variant="outline" size="lg" className="h-auto min-h-12 py-2" disabled={!answering} onClick={() => submit(c)}>
              <HebrewText className="text-xl">{c}</HebrewText>
            </Button>
          ))}
        </div>
      )}
      <p id="cloze-points-optional" className={cn("text-xs text-muted-foreground", by !== "type" && "hidden")}>{m.games_cloze_points_optional()}</p>
      <AnswerFeedback phase={game.phase} wrong={m.games_cloze_wrong()} onNext={goNext}
        onRetry={() => { setText(""); setGame(retryCloze); requestAnimationFrame(() => inputRef.current?.focus()); }}
        onReveal={() => setGame(revealCloze)} />
    </div>,
  );
}
