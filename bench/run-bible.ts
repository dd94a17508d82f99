/**
 * The 'bible' figures alone (npm run bench does them after the 200,000-word data set, which the
 * Hebrew Bible figures do not read): `node --import tsx bench/run-bible.ts [pglite|postgres]`.
 * BENCH_BIBLE_BOOKS=n takes the first n books; DATABASE_URL is needed for postgres.
 * BENCH_PGLITE_DIR=<a new folder> keeps PGlite on disk there (as `npm start` keeps ./data/pglite;
 * removed afterwards) instead of in memory, where the database's rows are the process' memory.
 *
 * The whole Tanakh (39 books), its time, its ratio to the raw insert and the process' peak RSS
 * (the details' memoryAtBooks: RSS and V8 heap as each book starts), with the load average:
 *   uptime; BENCH_PGLITE_DIR=/tmp/milim_bible_pglite /usr/bin/time -v node --import tsx bench/run-bible.ts pglite
 *   uptime; DATABASE_URL=postgres://postgres@127.0.0.1:5432/postgres /usr/bin/time -v node --import tsx bench/run-bible.ts postgres
 * (`/usr/bin/time`'s maximum resident set covers the whole run, the raw copies and the reader's
 * figures included; the table's peak RSS is the import's own.) With `node --expose-gc` the V8 heap
 * is collected before each book's sample: memoryAtBooks' heapMb is then what stays held.
 */
import { runScenariosAlone } from "./lib/run-alone";
import { benchBible } from "./scenarios/bible";

await runScenariosAlone(benchBible, { seed: false });
