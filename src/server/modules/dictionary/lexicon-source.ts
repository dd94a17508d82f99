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

/** The file's bytes as they arrive: the upload's stored parts in 64 KiB slices, else the URL's body. */
export async function* fileChunks(http: HttpClient, url: string, input: SourceInput): AsyncIterable<Uint8Array> {
  if (input.file) {
    for await (const part of input.file) {
      for (let i = 0; i < part.length; i += 64 * 1024) yield part.subarray(i, i + 64 * 1024);
    }
    return;
  }
  const res = await http.request(url, { signal: input.signal });
  if (!res.ok || !res.body) throw new HttpStatusError(url, res.status, "");
  yield* res.body as unknown as AsyncIterable<Uint8Array>;
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
  for await (const chunk of chunks) {
    parser.write(decoder.decode(chunk, { stream: true }));
    if (pending.length >= BATCH) {
      yield pending;
      pending = [];
    }
  }
  parser.write(decoder.decode());
  parser.close();
  if (pending.length > 0) yield pending;
}
