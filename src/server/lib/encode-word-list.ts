import type { StudyWord, Word } from "../../shared/api/collections";

/**
 * A collection's words as the collection page sends them (StudyWordSchema: the word's fields, then
 * `progress`), written once per words_version as UTF-8 with every word's progress null. A page then
 * only writes the learner's progress into it: the words are not encoded again for each request.
 * Building a 5,000-word page's text for every request (5,000 pieces joined, then the string encoded
 * as the response) held the event loop ~20 ms a page, so one learner's burst of large pages made
 * everyone else's requests wait behind it (bench fairness).
 */
export interface EncodedWordList {
  /** `[{…the word…,"progress":null},…]`: the words of a learner with no progress on any. */
  readonly bytes: Buffer;
  /** Per word, in list order: where its `null` progress starts in `bytes`. */
  readonly progressAt: Uint32Array;
  /** Each word's place in the list, by id. */
  readonly places: ReadonlyMap<string, number>;
  /** How many words. */
  readonly count: number;
}

const NO_PROGRESS = "null";
const NO_PROGRESS_BYTES = Buffer.byteLength(NO_PROGRESS);

/** `words` (in the page's order) encoded as EncodedWordList says. */
export function encodeWordList(words: readonly Word[]): EncodedWordList {
  const texts = words.map((w) => `${JSON.stringify(w).slice(0, -1)},"progress":`);
  const progressAt = new Uint32Array(words.length);
  let length = 1; // "["
  texts.forEach((text, i) => {
    if (i > 0) length += 1; // ","
    length += Buffer.byteLength(text);
    progressAt[i] = length;
    length += NO_PROGRESS_BYTES + 1; // "null}"
  });
  length += 1; // "]"
  const bytes = Buffer.allocUnsafe(length);
  let at = bytes.write("[");
  texts.forEach((text, i) => {
    if (i > 0) at += bytes.write(",", at);
    at += bytes.write(text, at);
    at += bytes.write(`${NO_PROGRESS}}`, at);
  });
  bytes.write("]", at);
  return { bytes, progressAt, places: new Map(words.map((w, i) => [w.id, i])), count: words.length };
}

/** A learner's progress on the words of a list, in list order: each word's place and its progress. */
export interface PlacedProgress<P extends { json: string }> {
  readonly places: Uint32Array;
  readonly progress: readonly P[];
}

/** `progress` (by word id) on the words of `list`, in list order; progress on a word not in the list is left out. */
export function placeProgress<P extends { json: string }>(list: EncodedWordList, progress: ReadonlyMap<string, P>): PlacedProgress<P> {
  const atPlace = new Array<P | undefined>(list.count);
  const places: number[] = [];
  for (const [id, p] of progress) {
    const place = list.places.get(id);
    if (place === undefined) continue;
    atPlace[place] = p;
    places.push(place);
  }
  const sorted = Uint32Array.from(places).sort();
  return { places: sorted, progress: Array.from(sorted, (place) => atPlace[place]!) };
}

/**
 * `before`, the list's JSON array with each placed progress' text (WordProgressSchema's JSON) in
 * place of its word's `null`, then `after`: one UTF-8 buffer written in one pass, the encoded list
 * copied between the words with progress.
 */
export function writeWords<P extends { json: string }>(list: EncodedWordList, placed: PlacedProgress<P>, before = "", after = ""): Buffer<ArrayBuffer> {
  let length = Buffer.byteLength(before) + list.bytes.byteLength + Buffer.byteLength(after);
  for (const p of placed.progress) length += Buffer.byteLength(p.json) - NO_PROGRESS_BYTES;
  const bytes = Buffer.allocUnsafe(length);
  let at = bytes.write(before);
  let from = 0;
  placed.places.forEach((place, i) => {
    const progressAt = list.progressAt[place]!;
    at += list.bytes.copy(bytes, at, from, progressAt);
    at += bytes.write(placed.progress[i]!.json, at);
    from = progressAt + NO_PROGRESS_BYTES;
  });
  at += list.bytes.copy(bytes, at, from);
  bytes.write(after, at);
  return bytes;
}

/**
 * The list's words as objects, parsed from its bytes the first time a first screen draws the list
 * (each with `progress: null`, frozen: shared by every page drawn from this version of the list).
 */
const parsedLists = new WeakMap<EncodedWordList, readonly StudyWord[]>();

function parsedWords(list: EncodedWordList): readonly StudyWord[] {
  let words = parsedLists.get(list);
  if (!words) {
    words = (JSON.parse(list.bytes.toString("utf8")) as StudyWord[]).map((w) => Object.freeze(w));
    parsedLists.set(list, words);
  }
  return words;
}

/**
 * The words writeWords writes, as the objects JSON.parse would make of them, without parsing the
 * list again: the list parsed once (parsedWords), each placed progress read by `read` (the object
 * JSON.parse makes of its text) into a copy of its word. For the page drawn on the server
 * (JsonBytes' value): parsing a 5,000-word page's 2 MB took it ~30 ms, decoding the bytes ~20 ms more.
 */
export function wordsWithProgress<P extends { json: string }>(list: EncodedWordList, placed: PlacedProgress<P>, read: (p: P) => StudyWord["progress"]): StudyWord[] {
  const words = parsedWords(list).slice();
  const { places, progress } = placed;
  for (let i = 0; i < places.length; i++) {
    const place = places[i]!;
    words[place] = { ...words[place]!, progress: read(progress[i]!) };
  }
  return words;
}

/**
 * Rough memory of an encoded list: its bytes, its offsets and the map of its ids, and the objects a
 * first screen may parse from it (parsedWords: about as large as the bytes again, counted from the start).
 */
export const encodedSize = (list: EncodedWordList): number => 2 * list.bytes.byteLength + list.progressAt.byteLength + list.count * 120;
