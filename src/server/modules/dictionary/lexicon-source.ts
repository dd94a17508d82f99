import type { DictionarySource } from "../../../shared/api/dictionary";
import type { Db } from "../../db/client";
import { createHttpClient, HttpRequestError, HttpResponseTooLargeError, HttpStatusError, inMegabytes, type HttpClient } from "../../integrations/http-client";
import { DomainError } from "../../lib/domain-error";
import type { EntryBatch } from "./entry-batch";
import type { ReplacedEntries } from "./import-queries";
import { parseBatchesOnThread } from "./lexicon-thread";
import type { LexiconParser } from "./parse-lexicon";

/** What a source reads from: the uploaded file's bytes (streamed part by part) when there is one, else its URL. */
export interface SourceInput {
  file: AsyncIterable<Uint8Array> | null;
  signal: AbortSignal;
  /** Lines or words left out and why, shown with the job's counts (malformed, skipped…): what the source counts itself. */
  counts: Record<string, number>;
}

/** One lexicon the Dictionary Manager imports (one card each). */
export interface LexiconSource {
  source: DictionarySource;
  /** The language of the progress bar's estimate (Hebrew about 8,000 words, Aramaic about 2,000). */
  language: "hebrew" | "aramaic";
  /** How many entries it holds, for the progress bar, when known (else the language's estimate). */
  estimatedTotal?: number;
  /** Its entries, in batches (entry-batch.ts), each with the counts of what it left out. */
  read(input: SourceInput): AsyncIterable<EntryBatch>;
  /**
   * Once the whole run is read, from its batches' `candidates`: the target of each entry that is only
   * a reference (Jastrow's), as JSON `[{ id, target }]`, written as its `reference_to` before the run completes.
   */
  resolveReferences?(candidates: string[]): Promise<string>;
  /**
   * What an upload replaces of the source's entries (import-queries.ts#ReplacedEntries): the whole
   * source (the default, as an import from the URL always does), or "letters" (Jastrow, whose letter files
   * may be uploaded a few at a time).
   */
  uploadReplaces?: ReplacedEntries;
  /** After every entry is in (e.g. the BDB ↔ Strong's links). */
  finish?(db: Db, signal: AbortSignal): Promise<void>;
}

/** The largest lexicon download by default (LEXICON_DOWNLOAD_MAX_MB); Wiktionary's Hebrew was 53 MB in 2025. */
export const LEXICON_DOWNLOAD_MAX_BYTES = 256 * 1024 * 1024;

/**
 * A long download: 5 minutes a try, retried on 429/5xx, at most `maxBytes` (a larger file fails
 * with HttpResponseTooLargeError, which `tooLarge` words, as soon as it declares or brings more).
 */
export const downloadClient = (url: string, maxBytes = LEXICON_DOWNLOAD_MAX_BYTES): HttpClient =>
  createHttpClient({ baseUrl: url, timeoutMs: 5 * 60_000, maxResponseBytes: maxBytes });

/** A download past its limit as the import's failure (lexicon_download_too_large, shown with the run); any other error as it is. */
export function tooLarge(error: unknown): unknown {
  return error instanceof HttpResponseTooLargeError ? new DomainError("unavailable", "lexicon_download_too_large", { limit: inMegabytes(error.limit) }) : error;
}

/**
 * A failed download as the import's failure, in words its administrator can act on (shown with the
 * run and in the set-up's checklist, which every signed-in learner may read: no address, no
 * exception text): past its limit (tooLarge); no answer at all (no network, a wrong host: an
 * offline server uploads the file instead); an answer other than 2xx (its status); the body broken
 * off mid-way. A stop of the job (its signal) passes through as it is: the job is handed over, not failed.
 */
export function downloadFailure(error: unknown, signal?: AbortSignal): unknown {
  if (signal?.aborted || error instanceof DomainError) return error;
  if (error instanceof HttpResponseTooLargeError) return tooLarge(error);
  if (error instanceof HttpRequestError) return new DomainError("unavailable", "lexicon_download_unreachable");
  if (error instanceof HttpStatusError) return new DomainError("unavailable", "lexicon_download_status", { status: error.status });
  return new DomainError("unavailable", "lexicon_download_broken");
}

/** The file's bytes as they arrive: the upload's stored parts, else the URL's body (failing past the client's limit). */
export async function* fileChunks(http: HttpClient, url: string, input: SourceInput): AsyncIterable<Uint8Array> {
  if (input.file) {
    yield* input.file;
    return;
  }
  try {
    const res = await http.request(url, { signal: input.signal });
    if (!res.ok || !res.body) throw new HttpStatusError(url, res.status, "");
    yield* res.body as unknown as AsyncIterable<Uint8Array>;
  } catch (error) {
    throw downloadFailure(error, input.signal);
  }
}

/**
 * A file's bytes parsed by `parser` on the lexicon thread (lexicon-thread.ts) into batches of
 * entries: this thread only reads the parts and hands them over (one at a time, as the parser asks
 * for them) and takes the batches back, so the file is streamed, never read whole, and its parse
 * never holds the event loop.
 */
export const parseInBatches = (chunks: AsyncIterable<Uint8Array>, parser: LexiconParser): AsyncIterable<EntryBatch> =>
  parseBatchesOnThread(parser, chunks);
