import { SaxesParser, type SaxesTagNS } from "saxes";
import { addBdbHead, bdbReferenceTarget, emptyBdbHeads, type BdbLink } from "../../../shared/dictionary/bdb-references";
import { plainHebrew } from "../../../shared/hebrew/strip-niqqud";

/** One entry of Brown-Driver-Briggs (OpenScriptures HebrewLexicon, BrownDriverBriggs.xml). */
export interface BdbEntry {
  /** The BDB id, e.g. "a.ab.ac". */
  bdbId: string;
  /** The headword (the entry's first <w>), as written (niqqud kept), NFC. */
  word: string;
  language: "hebrew" | "aramaic";
  /** The first <pos> code as BDB writes it ("n.m", "vb", "n.pr.m"…), or null. */
  posCode: string | null;
  /** Every <def>, in order, as text, each once: BDB repeats its summary's glosses in the senses
   * (רֵאשִׁית: 'beginning, chief', then 1a 'beginning', 1b 'first', 2 'first, chief'). */
  definitions: string[];
  /** type="root" */
  isRoot: boolean;
  /** The root of the entry's <section> (its type="root" entry's headword), or null where a section has none. */
  root: string | null;
  /** The entry is only a cross-reference ('v. …'): no definitions, and where it points (shared/dictionary/bdb-references). */
  referenceTo: string | null;
  /** Every entry this one refers to (<w src="…">), in order, without repeats. */
  crossRefs: string[];
}

const NS = "http://openscriptures.github.com/morphhb/namespace";
const XML_NS = "http://www.w3.org/XML/1998/namespace";

const clean = (s: string) => s.replace(/\s+/g, " ").trim().normalize("NFC");

/**
 * Reads BrownDriverBriggs.xml as it streams (saxes: namespace-aware, never the whole file in
 * memory) and calls `onEntry` for each <entry>. The file's BOM and mixed CRLF/LF are the XML
 * parser's business. The language comes from the enclosing <part xml:lang> ("heb" / "arc").
 * An entry that is only a cross-reference is called at the end (close), once every entry it may
 * point to is read: its target is resolved over the whole file (shared/dictionary/bdb-references).
 */
export function createBdbParser(onEntry: (entry: BdbEntry) => void) {
  const parser = new SaxesParser({ xmlns: true, position: false });
  let language: BdbEntry["language"] = "hebrew";
  let entry: (Omit<BdbEntry, "word" | "definitions" | "posCode" | "root"> & { word: string | null; posCode: string | null; definitions: string[]; links: BdbLink[] }) | null = null;
  let sectionId = "";
  // Every entry's head-word and section, and the references held until the whole file is read.
  const heads = emptyBdbHeads();
  const held: { entry: BdbEntry; links: BdbLink[] }[] = [];
  // The headword of the current <section>'s root entry: BDB files derived words under their root.
  let sectionRoot: string | null = null;
  // What text is collected into, innermost first: the headword, a <pos>, a <def>.
  let capture: { kind: "w" | "link" | "pos" | "def"; text: string; depth: number; src?: string } | null = null;
  let depth = 0;
  let entryDepth = 0;

  parser.on("opentag", (tag: SaxesTagNS) => {
    depth++;
    if (tag.uri !== NS) return;
    const attr = (name: string, uri = "") => Object.values(tag.attributes).find((a) => a.local === name && a.uri === uri)?.value;
    switch (tag.local) {
      case "part":
        language = attr("lang", XML_NS) === "arc" ? "aramaic" : "hebrew";
        break;
      case "section":
        sectionRoot = null;
        sectionId = attr("id") ?? "";
        break;
      case "entry":
        entry = { bdbId: attr("id") ?? "", word: null, language, posCode: null, definitions: [], isRoot: attr("type") === "root", referenceTo: null, crossRefs: [], links: [] };
        entryDepth = depth;
        break;
      case "w": {
        if (!entry) break;
        const src = attr("src");
        if (src && !entry.crossRefs.includes(src)) entry.crossRefs.push(src);
        if (entry.word === null && !capture && depth === entryDepth + 1) capture = { kind: "w", text: "", depth };
        else if (src && !capture) capture = { kind: "link", text: "", depth, src };
        else if (src) entry.links.push({ src, text: "" });
        break;
      }
      case "pos":
        if (entry && entry.posCode === null && !capture) capture = { kind: "pos", text: "", depth };
        break;
      case "def":
        if (entry && !capture) capture = { kind: "def", text: "", depth };
        break;
    }
  });
  parser.on("text", (text) => {
    if (capture) capture.text += text;
  });
  parser.on("closetag", (tag: SaxesTagNS) => {
    if (capture && depth === capture.depth) {
      const text = clean(capture.text);
      if (entry) {
        if (capture.kind === "w") entry.word = text;
        else if (capture.kind === "link") entry.links.push({ src: capture.src!, text: plainHebrew(text) });
        else if (capture.kind === "pos") entry.posCode = text || null;
        else if (text && !entry.definitions.includes(text)) entry.definitions.push(text);
      }
      capture = null;
    }
    if (tag.uri === NS && tag.local === "entry" && entry) {
      const { links, ...e } = entry;
      entry = null;
      if (e.word && e.isRoot) sectionRoot = e.word;
      if (e.word) {
        addBdbHead(heads, { id: e.bdbId, plain: plainHebrew(e.word), section: sectionId, isRoot: e.isRoot });
        const read: BdbEntry = { ...e, word: e.word, root: e.isRoot ? e.word : sectionRoot };
        if (e.definitions.length === 0 && links.some((l) => l.src !== e.bdbId)) held.push({ entry: read, links });
        else onEntry(read);
      }
    }
    depth--;
  });
  return {
    write(chunk: string) {
      parser.write(chunk);
    },
    close() {
      parser.close();
      for (const { entry: e, links } of held.splice(0)) onEntry({ ...e, referenceTo: bdbReferenceTarget(e.bdbId, links, heads) });
    },
  };
}

/** Parses a whole stream of the file (Buffers or strings, UTF-8), calling `onEntry` as entries end. */
export async function parseBdb(chunks: AsyncIterable<Uint8Array | string>, onEntry: (entry: BdbEntry) => void | Promise<void>): Promise<void> {
  const pending: BdbEntry[] = [];
  const parser = createBdbParser((e) => pending.push(e));
  const decoder = new TextDecoder("utf-8", { ignoreBOM: false });
  const flush = async () => {
    for (const e of pending.splice(0)) await onEntry(e);
  };
  for await (const chunk of chunks) {
    parser.write(typeof chunk === "string" ? chunk : decoder.decode(chunk, { stream: true }));
    await flush();
  }
  parser.write(decoder.decode());
  parser.close();
  await flush();
}
