/**
 * The import figures alone, without the 200,000-word data set `npm run bench` generates first:
 * Genesis from the local Sefaria server (the 'books' scenario) and BDB from the local lexicon
 * server (the 'dictionary' scenario), each against its raw multi-row INSERT in the same run:
 * `node --expose-gc --import tsx bench/run-imports.ts [pglite|postgres]` (DATABASE_URL for postgres).
 * The Jastrow figure has its own script, bench/jastrow-only.ts; the Tanakh's, bench/run-bible.ts.
 */
import { runScenariosAlone } from "./lib/run-alone";
import { benchBooks } from "./scenarios/books";
import { benchDictionary } from "./scenarios/dictionary";

await runScenariosAlone(async (b, bench, learner) =>
  [...await benchBooks(b, bench, learner), ...await benchDictionary(b, bench, learner)].filter((r) => /import/i.test(r.metric)));
