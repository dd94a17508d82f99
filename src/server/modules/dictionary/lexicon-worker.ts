/**
 * The dictionary module's worker thread (lexicon-thread.ts): lexicon files (kaikki.org's JSON
 * Lines, the XML lexicons, Jastrow) parsed into batches of entries here, off the server's event
 * loop. Pure work on the parts it is sent; no database.
 */
import { serveTasks } from "../../lib/serve-tasks";
import { parseLexiconBatches, type LexiconParser } from "./parse-lexicon";

serveTasks({}, {
  parse: (parser: LexiconParser, parts) => parseLexiconBatches(parser, parts as AsyncIterable<Uint8Array>),
});
