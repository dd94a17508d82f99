import type { ReactNode } from "react";

/** Stands for the link inside a message while it is worded: a private-use character no catalogue holds. */
const LINK_MARK = "\u{E000}";

/** The message's text before and after its `{link}` (the text written with `LINK_MARK` there). */
export function splitAtLink(text: (link: string) => string): [before: string, after: string] {
  const [before = "", ...rest] = text(LINK_MARK).split(LINK_MARK);
  return [before, rest.join("")];
}

/**
 * A sentence with a link inside, as one message with a `{link}` placeholder: each language puts the
 * link where its grammar does and joins it as it must (Hebrew writes a preposition on the word:
 * "בהגדרות", never "ב הגדרות", which a sentence cut in two around the link gave).
 */
export function TextWithLink({ text, link }: { text: (link: string) => string; link: ReactNode }) {
  const [before, after] = splitAtLink(text);
  return <>{before}{link}{after}</>;
}
