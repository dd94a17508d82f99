import type { ReactNode } from "react";

/** Stands for the element inside a message while it is worded: a private-use character no catalogue holds. */
const MARK = "\u{E000}";

/** The message's text before and after the element (the text written with `MARK` in its place). */
export function splitAtElement(text: (place: string) => string): [before: string, after: string] {
  const [before = "", ...rest] = text(MARK).split(MARK);
  return [before, rest.join("")];
}

/**
 * A sentence with an element inside (a link, a quoted English gloss), as one message with a
 * placeholder: each language puts the element where its grammar does and joins it as it must
 * (Hebrew writes a preposition on the word: "בהגדרות", never "ב הגדרות", which a sentence cut in
 * two around a link gave), and the element keeps its own markup (a link; a gloss's dir and lang).
 */
export function TextWithElement({ text, element }: { text: (place: string) => string; element: ReactNode }) {
  const [before, after] = splitAtElement(text);
  return <>{before}{element}{after}</>;
}
