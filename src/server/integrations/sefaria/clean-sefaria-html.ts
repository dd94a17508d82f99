import { Parser } from "htmlparser2";

/** Elements whose whole content is dropped: footnote markers and footnote bodies. */
function isFootnote(name: string, attributes: Record<string, string>): boolean {
  const classes = (attributes.class ?? "").split(/\s+/);
  return (name === "sup" && (classes.includes("footnote-marker") || !attributes.class))
    || (name === "i" && classes.includes("footnote"))
    || classes.includes("footnote");
}

/**
 * A Sefaria segment as the plain text the reader shows: tags removed with htmlparser2 (a real
 * HTML tokenizer, entities decoded), footnotes (`<sup class="footnote-marker">`,
 * `<i class="footnote">`) dropped with their content, `<br>` kept as a line break, runs of spaces
 * collapsed, NFC. Niqqud, cantillation, maqaf and sof pasuq are kept as they are. Nothing from
 * Sefaria is ever rendered as HTML: this text is shown as text.
 */
export function cleanSefariaHtml(html: string): string {
  let out = "";
  let skipDepth = 0;
  const parser = new Parser(
    {
      onopentag(name, attributes) {
        if (skipDepth > 0 || isFootnote(name, attributes)) skipDepth++;
        else if (name === "br") out += "\n";
      },
      ontext(text) {
        if (skipDepth === 0) out += text;
      },
      onclosetag(name, isImplied) {
        if (skipDepth > 0 && !(name === "br" && isImplied)) skipDepth--;
      },
    },
    { decodeEntities: true, lowerCaseTags: true },
  );
  parser.write(html);
  parser.end();
  return out
    .replace(/\u00a0/g, " ")
    .replace(/[ \t\r\f\v]+/g, " ")
    .replace(/ *\n */g, "\n")
    .replace(/\n{3,}/g, "\n\n")
    .trim()
    .normalize("NFC");
}
