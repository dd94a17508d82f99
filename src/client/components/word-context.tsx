import { HebrewText } from "@/client/components/hebrew-text";
import { TextReference } from "@/client/components/text-title";
import { cn } from "@/client/lib/cn";
import { contextWindow, CONTEXT_WINDOW_WORDS } from "@/shared/my-words/context-window";

/**
 * Where a word saved from the reader was met: its reference ("Genesis 1:1"; בראשית 1:1 in the Hebrew interface) and the verse's
 * Hebrew in its own right-to-left element. Nothing for a word without a context. Spans only, so it
 * may sit inside a button (the flashcard).
 */
export function WordContext({ contextRef, contextText, word, className, clampVerse = false }: {
  contextRef?: string | null;
  contextText?: string | null;
  /** The word saved: the passage is shown around it (a Talmud passage runs to many lines), the word marked. */
  word?: string;
  className?: string;
  /** Show at most two lines of the verse (the Study table). */
  clampVerse?: boolean;
}) {
  if (!contextRef) return null;
  return (
    <span className={cn("flex flex-col gap-0.5 text-xs text-muted-foreground", className)} data-testid="word-context">
      <span className="font-medium"><TextReference reference={contextRef} /></span>
      {/* Clamped, its display is line-clamp's own box: with `block` beside it the verse was never cut, and in a phone's narrow column it ran ten lines under the Study table's row, whose word and buttons it pushed out of sight. */}
      {contextText && (
        <HebrewText className={cn("text-sm leading-relaxed", clampVerse ? "line-clamp-2" : "block")}>
          {word === undefined ? contextText : <AroundWord passage={contextText} word={word} max={clampVerse ? CONTEXT_WINDOW_WORDS / 2 : CONTEXT_WINDOW_WORDS} />}
        </HebrewText>
      )}
    </span>
  );
}

/** The passage's words around the saved word, the word in bold, "…" where words are left out. */
function AroundWord({ passage, word, max }: { passage: string; word: string; max: number }) {
  const w = contextWindow(passage, word, max);
  return (
    <>
      {w.cutStart && "… "}
      {w.before}
      {w.word !== null && <><b className="font-semibold text-foreground">{w.word}</b>{w.after}</>}
      {w.cutEnd && " …"}
    </>
  );
}
