/**
 * The 'bible' figures alone (npm run bench does them after the 200,000-word data set, which the
 * Hebrew Bible figures do not read): `node --import tsx bench/run-bible.ts [pglite|postgres]`.
 * BENCH_BIBLE_BOOKS=n takes the first n books; DATABASE_URL is needed for postgres.
 */
import { runScenariosAlone } from "./lib/run-alone";
import { benchBible } from "./scenarios/bible";

await runScenariosAlone(benchBible, { seed: false });
