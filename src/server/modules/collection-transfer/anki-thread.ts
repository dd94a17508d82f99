import type { ServerMessageKey, ServerMessageParams } from "../../../shared/i18n/server-messages";
import { TaskThread, transferableBytes } from "../../lib/task-thread";
import type { AnkiExportDeck } from "./build-anki-package";
import type { AnkiMappings } from "../../../shared/api/collection-transfer";
import type { ReviewParameters } from "../../../shared/review/schedule-review";
import type { AnkiWordPlan } from "./plan-anki-words";
import type { AnkiNoteTable } from "./table-anki-notes";

/**
 * Anki packages are built and read on a worker thread of their own (anki-worker.ts), one at a time
 * in this process, so sql.js and the zip never hold the event loop (/api/health, everyone else's
 * requests): an .apkg of 20,000 words held it 0.4-0.9 s to build. The database reads and writes
 * stay on the server's thread, which sends plain data (the deck to build, the uploaded package's
 * bytes) and gets plain data back (the package's bytes, the preview's table, the import's words and
 * histories: the work on every note is done there too); bytes are moved between
 * the threads, not copied. The entry is beside this module: the bundle's in dist/server, in the
 * source tree a module that loads the TypeScript worker through tsx.
 *
 * Heap: 512 MB old generation at most: a deck is a collection's words (20,000 at most from a file)
 * with the learner's reviews on them; an uploaded package is at most ANKI_MAX_MB, its collection
 * ANKI_MAX_COLLECTION_MB once inflated (held in sql.js's WebAssembly memory, outside that bound),
 * its notes at most ANKI_MAX_NOTES, read as strings. Heavy requests run at most two at a time (the
 * routes' maxConcurrent), in turn here.
 */
const thread = new TaskThread(new URL("./anki-worker-entry.mjs", import.meta.url), 512);

/** An import's package with the learner's mappings (the `mapping` field) and review parameters (their scheduler). */
export interface AnkiPlanInput { bytes: Uint8Array; mappings: AnkiMappings; parameters: ReviewParameters }
/** Why Milim cannot import a package (read-anki-package.ts's AnkiPackageError). */
export interface AnkiRefusal { refused: { key: ServerMessageKey; params: ServerMessageParams } }
/** The import's words and histories, or why Milim cannot import the package. */
export type AnkiPlanOutput = { plan: AnkiWordPlan } | AnkiRefusal;
/** The preview's table of the package's notes (table-anki-notes.ts), or why Milim cannot import it. */
export type AnkiTableOutput = { table: AnkiNoteTable } | AnkiRefusal;

/** The .apkg's bytes, built on the thread (build-anki-package.ts#buildAnkiPackage). */
export const buildAnkiPackageOnThread = (deck: AnkiExportDeck): Promise<Uint8Array<ArrayBuffer>> =>
  thread.run<Uint8Array<ArrayBuffer>>("build", deck);

/**
 * An uploaded package read with its review logs and planned for the import on the thread
 * (plan-anki-words.ts: every note's word and history); `bytes` are moved there (empty after) when
 * they own their buffer.
 */
export const planAnkiImportOnThread = (input: AnkiPlanInput): Promise<AnkiPlanOutput> =>
  thread.run<AnkiPlanOutput>("plan", input, undefined, transferableBytes(input.bytes));

/** An uploaded package read (without its review logs) and tabled for the preview on the thread; `bytes` are moved there as above. */
export const tableAnkiPackageOnThread = (bytes: Uint8Array): Promise<AnkiTableOutput> =>
  thread.run<AnkiTableOutput>("table", bytes, undefined, transferableBytes(bytes));

/** Stops the thread (a task in progress fails). */
export const closeAnkiThread = () => thread.close();
