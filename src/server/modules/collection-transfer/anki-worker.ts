/**
 * The collection-transfer module's worker thread (anki-thread.ts): an .apkg built here (sql.js
 * writing the collection database, then the zip), off the server's event loop. Pure work on the
 * plain data it is sent; no database.
 */
import { serveTasks } from "../../lib/serve-tasks";
import { buildAnkiPackage, type AnkiExportDeck } from "./build-anki-package";

serveTasks({
  build: (deck: AnkiExportDeck) => buildAnkiPackage(deck),
});
