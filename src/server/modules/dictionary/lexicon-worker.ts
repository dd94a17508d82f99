/**
 * The dictionary module's worker thread (lexicon-thread.ts): lexicon files (kaikki.org's JSON
 * Lines, the XML lexicons, Jastrow) parsed into batches of entries here, off the server's event
 * loop; and Jastrow's cross-references resolved over a whole import. Pure work on what it is sent; no database.
 */
import { serveTasks } from "../../lib/serve-tasks";
import { parseLexiconBatches, type LexiconParser } from "./parse-lexicon";
import { resolveReferenceTargets } from "./resolve-references";

serveTasks({
  references: (candidates: string[]) => resolveReferenceTargets(candidates),
}, {
  parse: (parser: LexiconParser, parts) => parseLexiconBatches(parser, parts as AsyncIterable<Uint8Array>),
});
