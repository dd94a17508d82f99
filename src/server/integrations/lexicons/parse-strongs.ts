import { SaxesParser, type SaxesTagNS } from "saxes";

/** One entry of Strong's Hebrew dictionary (OpenScriptures HebrewLexicon, HebrewStrong.xml). */
export interface StrongsEntry {
  /** "H1" … "H8674". */
  strongId: string;
  word: string;
  /** heb → hebrew, arc → aramaic; proper names (x-pn) are Hebrew names. */
  language: "hebrew" | "aramaic";
  isProperName: boolean;
  /** The pos code ("n-m", "v", "n-pr-m"…), or null. */
  posCode: string | null;
  transliteration: string | null;
  pronunciation: string | null;
  /** The meaning (with its <def>s as text), then the KJV usage, each one definition. */
  definitions: string[];
  /** The derivation note (<source>), e.g. "a primitive root;". */
  origin: string | null;
  /** Entries referred to (<w src="H24">), in order, without repeats. */
  crossRefs: string[];
}

const NS = "http://openscriptures.github.com/morphhb/namespace";
const XML_NS = "http://www.w3.org/XML/1998/namespace";
const clean = (s: string) => s.replace(/\s+/g, " ").trim().normalize("NFC");

/** Reads HebrewStrong.xml as it streams (saxes, namespace-aware) and calls `onEntry` per <entry>. */
export function createStrongsParser(onEntry: (entry: StrongsEntry) => void) {
  const parser = new SaxesParser({ xmlns: true, position: false });
  let entry: StrongsEntry | null = null;
  let field: { name: "w" | "source" | "meaning" | "usage"; text: string; depth: number } | null = null;
  let meaning = "";
  let usage = "";
  let depth = 0;

  parser.on("opentag", (tag: SaxesTagNS) => {
    depth++;
    if (tag.uri !== NS) return;
    const attr = (name: string, uri = "") => Object.values(tag.attributes).find((a) => a.local === name && a.uri === uri)?.value;
    if (tag.local === "entry") {
      entry = { strongId: attr("id") ?? "", word: "", language: "hebrew", isProperName: false, posCode: null, transliteration: null, pronunciation: null, definitions: [], origin: null, crossRefs: [] };
      meaning = "";
      usage = "";
      return;
    }
    if (!entry) return;
    if (tag.local === "w") {
      const src = attr("src");
      if (src) {
        if (!entry.crossRefs.includes(src)) entry.crossRefs.push(src);
      } else if (!field && !entry.word) {
        const lang = attr("lang", XML_NS);
        entry.language = lang === "arc" ? "aramaic" : "hebrew";
        entry.isProperName = lang === "x-pn";
        entry.posCode = attr("pos") ?? null;
        entry.transliteration = attr("xlit") ?? null;
        entry.pronunciation = attr("pron") ?? null;
        field = { name: "w", text: "", depth };
      }
    } else if (!field && (tag.local === "source" || tag.local === "meaning" || tag.local === "usage")) {
      field = { name: tag.local, text: "", depth };
    }
  });
  parser.on("text", (text) => {
    if (field) field.text += text;
  });
  parser.on("closetag", (tag: SaxesTagNS) => {
    if (field && depth === field.depth && entry) {
      const text = clean(field.text);
      if (field.name === "w") entry.word = text;
      else if (field.name === "source") entry.origin = text || null;
      else if (field.name === "meaning") meaning = text;
      else usage = text;
      field = null;
    }
    if (tag.uri === NS && tag.local === "entry" && entry) {
      const e = entry;
      entry = null;
      e.definitions = [meaning, usage].filter((d) => d !== "");
      if (e.word) onEntry(e);
    }
    depth--;
  });
  return {
    write: (chunk: string) => void parser.write(chunk),
    close: () => void parser.close(),
  };
}
