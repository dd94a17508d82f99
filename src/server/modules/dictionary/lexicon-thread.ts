import { TaskThread } from "../../lib/task-thread";
import type { EntryBatch } from "./entry-batch";
import type { LexiconParser } from "./parse-lexicon";

/**
 * Lexicon files are parsed on a worker thread of their own (lexicon-worker.ts), one file at a time
 * in this process, so the parse of a 50 MB upload never holds the event loop (/api/health, everyone
 * else's requests) and its garbage stays in that thread's small heap: the server's thread reads
 * the file's parts, hands each over when the parser asks for it, and writes the batches of entries
 * it gets back (lexicon-source.ts#parseOnThread). The entry is beside this module: the bundle's in
 * dist/server, in the source tree a module that loads the TypeScript worker through tsx.
 *
 * Heap: 256 MB old generation at most (a line is at most 1 MiB of text, a batch about 256 K characters; the
 * live heap stays under 50 MB during a 64 MiB Wiktionary Hebrew import) and 8 MB young generation.
 * Not less old generation: with 96 MB V8 held it near its bound and marked and compacted it 50 to
 * 110 times in one Jastrow parse (24 at 256 MB) (the batches' large strings fill it), doubling the parse's CPU (a
 * Jastrow parse on the thread: 2.5–2.9 s at 96 MB, 1.3–1.5 s at 256 MB, the same machine in turn).
 * The young generation's bound is kept under `npm start`'s --max-semi-space-size=64
 * (lib/start-worker.ts): with the flag's 2 × 64 MB semi-spaces, this thread's young generation
 * reached 60 MB resident during that import, the largest part of its peak.
 */
const thread = new TaskThread(new URL("./lexicon-worker-entry.mjs", import.meta.url), 256, 8);

/** The file's parts (`parts`) parsed by `parser` on the thread, as batches of entries. */
export const parseBatchesOnThread = (parser: LexiconParser, parts: AsyncIterable<Uint8Array>): AsyncIterable<EntryBatch> =>
  thread.stream<EntryBatch>("parse", parser, parts);

/** Jastrow's cross-references of a whole import resolved on the thread (resolve-references.ts): the batches' candidates in, JSON `[{ id, target }]` out. */
export const resolveReferencesOnThread = (candidates: string[]): Promise<string> => thread.run<string>("references", candidates);

/** Stops the thread (the server's shutdown; a parse in progress fails). */
export const closeLexiconThread = () => thread.close();
