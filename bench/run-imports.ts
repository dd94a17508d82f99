/**
 * The import figures alone, without the 200,000-word data set `npm run bench` generates first:
 * Genesis from the local Sefaria server (the 'books' scenario) and BDB from the local lexicon
 * server (the 'dictionary' scenario), each against its raw multi-row INSERT in the same run:
 *   uptime; node --expose-gc --import tsx bench/run-imports.ts pglite
 *   uptime; DATABASE_URL=postgres://postgres@127.0.0.1:5432/postgres node --expose-gc --import tsx bench/run-imports.ts postgres
 * (postgres: a fresh database milim_bench_<random> on that server, dropped afterwards). Genesis is
 * timed as a first import, its 50 chapters fetched over HTTP from the local server included (the
 * details split it: fetchMs, writeMs), against the same rows it writes (1,533 verses and 11,680
 * counted words) as multi-row INSERTs into the same tables; an unchanged re-import is printed as info.
 * The Jastrow figure has its own script, bench/jastrow-only.ts; the Tanakh's, bench/run-bible.ts;
 * all four in one run per database, with the load average: `BENCH_ONLY=imports npm run bench`.
 */
import { runScenariosAlone } from "./lib/run-alone";
import { benchBooks } from "./scenarios/books";
import { benchDictionary } from "./scenarios/dictionary";

await runScenariosAlone(async (b, bench, learner) =>
  [...await benchBooks(b, bench, learner, { importOnly: true }), ...await benchDictionary(b, bench, learner, { importOnly: true })]);
