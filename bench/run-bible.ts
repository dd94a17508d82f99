/**
 * The 'bible' figures alone (npm run bench does them after the 200,000-word data set, which the
 * Hebrew Bible figures do not read): `node --import tsx bench/run-bible.ts [pglite|postgres]`.
 * BENCH_BIBLE_BOOKS=n takes the first n books; DATABASE_URL is needed for postgres.
 */
import { createBenchApp, signUpBenchUser } from "./lib/bench-app";
import { openBenchPglite, openBenchPostgres } from "./lib/bench-db";
import { printTable } from "./lib/report";
import { benchBible } from "./scenarios/bible";

const kind = process.argv[2] === "postgres" ? "postgres" : "pglite";
const bench = kind === "postgres" ? await openBenchPostgres(process.env.DATABASE_URL!) : await openBenchPglite();
try {
  const b = createBenchApp(bench, 0);
  await signUpBenchUser(b, "bench-admin@example.com", { admin: true });
  const user = await signUpBenchUser(b, "bench-learner@example.com");
  const results = await benchBible(b, bench, user);
  printTable(results);
  console.log(JSON.stringify(results, null, 1));
} finally {
  await bench.close();
}
process.exit(0);
