import { HebrewText } from "@/client/components/hebrew-text";
import type { TextPart } from "../lib/format-reading-how";

/** A Hebrew run: letters with their points, geresh and gershayim, and "+" chains between them. */
// eslint-disable-next-line no-misleading-character-class -- points are meant to follow letters here
const HEBREW_RUN = /([\u05D0-\u05EA][\u05D0-\u05EA\u0591-\u05C7'"\u05F3\u05F4]*(?:\s\+\s[\u05D0-\u05EA][\u05D0-\u05EA\u0591-\u05C7'"\u05F3\u05F4]*)*)/;

/**
 * An English line with Hebrew data in it (the server's English `how`: 'plural of רַבָּן', 'ד + אמר'),
 * in pieces: its Hebrew runs are data. Only for English text: in a line of the Hebrew interface the
 * interface's own words are Hebrew letters too (readingHowParts marks the data instead).
 */
export function hebrewRunsOf(english: string): TextPart[] {
  return english.split(HEBREW_RUN).map((text, i) => ({ text, hebrew: i % 2 === 1 })).filter((p) => p.text);
}

/** A line of the interface's words with Hebrew data in it: each Hebrew piece in its own right-to-left element, the rest as text; never HTML. */
export function MixedText({ parts, className }: { parts: readonly TextPart[]; className?: string }) {
  return (
    <span className={className}>
      {parts.map((part, i) => (part.hebrew ? <HebrewText key={i}>{part.text}</HebrewText> : part.text))}
    </span>
  );
}
