import { TaskThread } from "../../lib/task-thread";
import type { AnkiExportDeck } from "./build-anki-package";

/**
 * Anki packages are built on a worker thread of their own (anki-worker.ts), one at a time in this
 * process, so sql.js and the zip never hold the event loop (/api/health, everyone else's requests):
 * an .apkg of 20,000 words held it 0.4-0.9 s. The database reads stay on the server's thread, which
 * sends the deck as plain data and gets the package's bytes back (their buffer transferred, not
 * copied). The entry is beside this module: the bundle's in dist/server, in the source tree a
 * module that loads the TypeScript worker through tsx.
 *
 * Heap: 256 MB old generation at most: a deck is a collection's words (20,000 at most from a file)
 * with the learner's reviews on them; the SQLite database sql.js writes lives in its WebAssembly
 * memory, outside that bound. Exports run at most
 * two at a time (the route's maxConcurrent), in turn here.
 */
const thread = new TaskThread(new URL("./anki-worker-entry.mjs", import.meta.url), 256);

/** The .apkg's bytes, built on the thread (build-anki-package.ts#buildAnkiPackage). */
export const buildAnkiPackageOnThread = (deck: AnkiExportDeck): Promise<Uint8Array<ArrayBuffer>> =>
  thread.run<Uint8Array<ArrayBuffer>>("build", deck);

/** Stops the thread (a build in progress fails). */
export const closeAnkiThread = () => thread.close();
