import type { DictionarySource } from "../../../shared/api/dictionary";
import type { Db } from "../../db/client";
import { createHttpClient, HttpStatusError, type HttpClient } from "../../integrations/http-client";
import type { EntryRow } from "./import-queries";

/** Rows per upsert: 2,000 × 14 columns stays under PostgreSQL's 65,535 parameters. */
export const BATCH = 2000;

/** What a source reads from: the uploaded file's bytes (streamed part by part) when there is one, else its URL. */
export interface SourceInput {
  file: AsyncIterable<Uint8Array> | null;
  signal: AbortSignal;
  /** Lines or words left out and why, shown with the job's counts (malformed, skipped…). */
  counts: Record<string, number>;
}

/** One lexicon the Dictionary Manager imports (one card each). */
export interface LexiconSource {
  source: DictionarySource;
  /** The language of the progress bar's estimate (Hebrew about 8,000 words, Aramaic about 2,000). */
  language: "hebrew" | "aramaic";
  /** How many entries it holds, for the progress bar, when known (else the language's estimate). */
  estimatedTotal?: number;
  /** Its entries, in batches of at most BATCH. */
  read(input: SourceInput): AsyncIterable<EntryRow[]>;
  /** After every entry is in (e.g. the BDB ↔ Strong's links). */
  finish?(db: Db, signal: AbortSignal): Promise<void>;
}

/** A long download: 5 minutes a try, retried on 429/5xx. */
export const downloadClient = (url: string): HttpClient => createHttpClient({ baseUrl: url, timeoutMs: 5 * 60_000 });

/** Bytes parsed at a time (parseInBatches yields to the event loop between them when parsing has run long). */
const SLICE_BYTES = 16 * 1024;
/** Parsing on the server's thread gives other requests a turn after this long (a 50 MB upload's import kept /api/health waiting up to 1.3 s). */
const PARSE_SLICE_MS = 10;

/** The file's bytes as they arrive: the upload's stored parts in 16 KiB slices, else the URL's body (in slices of that size too). */
export async function* fileChunks(http: HttpClient, url: string, input: SourceInput): AsyncIterable<Uint8Array> {
  if (input.file) {
    for await (const part of input.file) {
      for (let i = 0; i < part.length; i += SLICE_BYTES) yield part.subarray(i, i + SLICE_BYTES);
    }
    return;
  }
  const res = await http.request(url, { signal: input.signal });
  if (!res.ok || !res.body) throw new HttpStatusError(url, res.status, "");
  for await (const part of res.body as unknown as AsyncIterable<Uint8Array>) {
    for (let i = 0; i < part.length; i += SLICE_BYTES) yield part.subarray(i, i + SLICE_BYTES);
  }
}

/**
 * Feeds a file as text to a push parser (write/close) and yields the rows it emits in batches:
 * the file is streamed, never read whole.
 */
export async function* parseInBatches<T>(
  chunks: AsyncIterable<Uint8Array>,
  makeParser: (emit: (row: T) => void) => { write(text: string): void; close(): void },
): AsyncIterable<T[]> {
  let pending: T[] = [];
  const parser = makeParser((row) => pending.push(row));
  const decoder = new TextDecoder("utf-8");
  // The parts already read come as microtasks, which never let the event loop run: after
  // PARSE_SLICE_MS of parsing, a macrotask turn lets /api/health and other requests through.
  let sliceStart = performance.now();
  for await (const chunk of chunks) {
    parser.write(decoder.decode(chunk, { stream: true }));
    if (performance.now() - sliceStart > PARSE_SLICE_MS) {
      await new Promise((resolve) => setImmediate(resolve));
      sliceStart = performance.now();
    }
    if (pending.length >= BATCH) {
      yield pending;
      pending = [];
      sliceStart = performance.now(); // the batch's writes gave the event loop its turns
    }
  }
  parser.write(decoder.decode());
  parser.close();
  if (pending.length > 0) yield pending;
}
