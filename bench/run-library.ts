/**
 * The 'library' figures alone (npm run bench does them after the 200,000-word data set, which the
 * library page does not read): `node --import tsx bench/run-library.ts [pglite|postgres]`
 * (DATABASE_URL is needed for postgres).
 */
import { runScenariosAlone } from "./lib/run-alone";
import { benchLibrary } from "./scenarios/library";

await runScenariosAlone((b, bench) => benchLibrary(b, bench));
