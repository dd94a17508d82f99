/**
 * The collection-transfer module's worker thread (anki-thread.ts): an .apkg built here (sql.js
 * writing the collection database, then the zip), and an uploaded one read (the zip, then sql.js
 * reading its database; for the preview, its table of notes; for the import, its words and their
 * histories), off the server's event loop. Pure work on the plain data it is sent; no database.
 */
import { serveTasks } from "../../lib/serve-tasks";
import type { AnkiPlanInput, AnkiPlanOutput, AnkiRefusal, AnkiTableOutput } from "./anki-thread";
import { buildAnkiPackage, type AnkiExportDeck } from "./build-anki-package";
import { planAnkiWords } from "./plan-anki-words";
import { AnkiPackageError, readAnkiPackage, readAnkiPackageData } from "./read-anki-package";
import { tableAnkiNotes } from "./table-anki-notes";

/** `work`'s result, or a package Milim cannot import as its message key and parameters (for the service's DomainError). */
async function refusing<T>(work: () => Promise<T>): Promise<T | AnkiRefusal> {
  try {
    return await work();
  } catch (e) {
    if (e instanceof AnkiPackageError) return { refused: { key: e.key, params: e.params } };
    throw e;
  }
}

serveTasks({
  build: (deck: AnkiExportDeck) => buildAnkiPackage(deck),
  plan: ({ bytes, mappings, parameters }: AnkiPlanInput): Promise<AnkiPlanOutput> =>
    refusing(async () => ({ plan: planAnkiWords(await readAnkiPackage(bytes, { reviewLogs: true }), mappings, parameters) })),
  table: (bytes: Uint8Array): Promise<AnkiTableOutput> => refusing(async () => ({ table: tableAnkiNotes(await readAnkiPackageData(bytes, { reviewLogs: false })) })),
});
