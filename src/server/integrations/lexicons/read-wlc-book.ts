import { SaxesParser } from "saxes";

/** One word of the Westminster Leningrad Codex with OpenScriptures' analysis (morphhb wlc/<code>.xml). */
export interface WlcWord {
  /** The word as written (points, cantillation, NFC) with "/" between its morphemes: "וַ/יֹּ֣אמֶר". */
  parts: string;
  /** OpenScriptures' lemma attribute: "c/559", "1254 a", "l". */
  lemma: string;
  /** Its morphology code: "HC/Vqw3ms". */
  morph: string;
  /** A ketiv (written, not read) is followed by its qere (read, not written); "word" for the rest. */
  kind: "word" | "ketiv" | "qere";
}

export interface WlcVerse {
  chapter: number;
  verse: number;
  /** The verse as the reader shows it: maqaf joins words, paseq " ׀ ", sof pasuq "׃", a ketiv as written then its qere in brackets, the paragraph marks "(פ)" "(ס)". */
  hebrew: string;
  /** Its words in the order of the text (a ketiv before its qere). */
  words: WlcWord[];
}

type Piece = { kind: "word"; word: WlcWord; text: string } | { kind: "join"; text: string } | { kind: "mark"; text: string };

const MARKS: Record<string, Piece> = {
  "x-maqqef": { kind: "join", text: "\u05BE" },
  "x-sof-pasuq": { kind: "join", text: "\u05C3" },
  "x-paseq": { kind: "mark", text: "\u05C0" },
  "x-pe": { kind: "mark", text: "(פ)" },
  "x-samekh": { kind: "mark", text: "(ס)" },
  "x-reversednun": { kind: "mark", text: "\u05C6" },
};

/** The verse's text from its pieces: a space between words and marks, none around maqaf and sof pasuq. */
function renderVerse(pieces: Piece[]): string {
  let out = "";
  let joinNext = true;
  for (const p of pieces) {
    if (p.kind === "join") {
      out += p.text;
      joinNext = p.text === "\u05BE";
      continue;
    }
    out += (joinNext ? "" : " ") + p.text;
    joinNext = false;
  }
  return out.normalize("NFC");
}

/**
 * Reads one book of morphhb's OSIS XML as it streams in, verse by verse, calling `onVerse` for
 * each (a book's verses are never all needed at once by the parser). Notes are skipped except a
 * variant's qere, whose words follow the ketiv they belong to; the accent alternatives, exegesis
 * notes and versification notes ("KJV:…") are not text.
 */
export async function readWlcBook(chunks: AsyncIterable<string>, onVerse: (verse: WlcVerse) => void | Promise<void>): Promise<void> {
  const parser = new SaxesParser();
  let verse: { chapter: number; verse: number; pieces: Piece[]; words: WlcWord[] } | null = null;
  let word: { lemma: string; morph: string; text: string; qere: boolean } | null = null;
  let noteDepth = 0;
  let qereDepth = 0;
  let qereStart = -1;
  /** The note's catchWord: the ketiv as written; a qere without one is read but not written. */
  let catchWord: string | null = null;
  let inCatchWord = false;
  let ketivWords = 0;
  const done: WlcVerse[] = [];
  let error: unknown = null;

  parser.on("opentag", (tag) => {
    const attr = (name: string): string => tag.attributes[name] ?? "";
    if (tag.name === "verse") {
      const m = /\.(\d+)\.(\d+)$/.exec(attr("osisID"));
      if (m) verse = { chapter: Number(m[1]), verse: Number(m[2]), pieces: [], words: [] };
    } else if (!verse) {
      return;
    } else if (tag.name === "note") {
      noteDepth++;
      catchWord = null;
    } else if (tag.name === "catchWord") {
      inCatchWord = true;
      catchWord = "";
    } else if (tag.name === "rdg" && noteDepth > 0 && attr("type") === "x-qere") {
      qereDepth++;
      qereStart = verse.pieces.length;
      ketivWords = catchWord === null ? 0 : catchWord.split(/[\s\u05BE]+/).filter(Boolean).length;
    } else if (tag.name === "w" && (noteDepth === 0 || qereDepth > 0)) {
      word = { lemma: attr("lemma"), morph: attr("morph"), text: "", qere: qereDepth > 0 };
    } else if (tag.name === "seg" && !word && (noteDepth === 0 || qereDepth > 0)) {
      const mark = MARKS[attr("type")];
      if (mark) verse.pieces.push(mark);
    }
  });
  parser.on("text", (text) => {
    if (word) word.text += text;
    else if (inCatchWord) catchWord += text;
  });
  parser.on("closetag", (tag) => {
    if (!verse) return;
    if (tag.name === "w" && word) {
      const w: WlcWord = { parts: word.text.trim().normalize("NFC"), lemma: word.lemma, morph: word.morph, kind: word.qere ? "qere" : "word" };
      if (w.kind === "qere") {
        // The words written before this note (as many as its catchWord has) are its ketiv.
        for (let i = qereStart - 1; i >= 0 && ketivWords > 0; i--) {
          const p = verse.pieces[i]!;
          if (p.kind !== "word") continue;
          p.word.kind = "ketiv";
          ketivWords--;
        }
      }
      verse.pieces.push({ kind: "word", word: w, text: w.parts.replaceAll("/", "") });
      verse.words.push(w);
      word = null;
    } else if (tag.name === "rdg" && qereDepth > 0) {
      qereDepth--;
      const first = verse.pieces[qereStart];
      const last = verse.pieces[verse.pieces.length - 1];
      if (first?.kind === "word" && last?.kind === "word") {
        first.text = `[${first.text}`;
        last.text = `${last.text}]`;
      }
    } else if (tag.name === "catchWord") {
      inCatchWord = false;
    } else if (tag.name === "note") {
      noteDepth--;
    } else if (tag.name === "verse") {
      done.push({ chapter: verse.chapter, verse: verse.verse, hebrew: renderVerse(verse.pieces), words: verse.words });
      verse = null;
    }
  });
  parser.on("error", (e) => {
    error = e;
  });

  for await (const chunk of chunks) {
    parser.write(chunk);
    if (error) throw error;
    while (done.length > 0) await onVerse(done.shift()!);
  }
  parser.close();
  if (error) throw error;
  while (done.length > 0) await onVerse(done.shift()!);
}

/** The chapter numbers a book's file holds, read from its chapter elements alone (no parse): whether a book lacks some. */
export function wlcChapterNumbers(xml: string): number[] {
  return [...xml.matchAll(/<chapter\s+osisID="[^"]*?\.(\d+)"/g)].map((m) => Number(m[1]));
}
