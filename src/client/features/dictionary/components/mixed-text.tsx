import { HebrewText } from "@/client/components/hebrew-text";

/** A Hebrew run: letters with their points, geresh and gershayim, and "+" chains between them. */
// eslint-disable-next-line no-misleading-character-class -- points are meant to follow letters here
const HEBREW_RUN = /([\u05D0-\u05EA][\u05D0-\u05EA\u0591-\u05C7'"\u05F3\u05F4]*(?:\s\+\s[\u05D0-\u05EA][\u05D0-\u05EA\u0591-\u05C7'"\u05F3\u05F4]*)*)/;

/**
 * A line of English with Hebrew in it ('plural of רַבָּן', 'ד + אמר'): each Hebrew run in its own
 * right-to-left element, the rest as text; never HTML.
 */
export function MixedText({ text, className }: { text: string; className?: string }) {
  return (
    <span className={className}>
      {text.split(HEBREW_RUN).map((part, i) => (i % 2 === 1 ? <HebrewText key={i}>{part}</HebrewText> : part))}
    </span>
  );
}
