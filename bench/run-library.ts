/**
 * The 'library' figures alone (npm run bench does them after the 200,000-word data set, which the
 * library page does not read): `node --import tsx bench/run-library.ts [pglite|postgres]`
 * (DATABASE_URL is needed for postgres).
 */
import { seedDatabase } from "../src/server/seed/seed";
import { createBenchApp, signUpBenchUser } from "./lib/bench-app";
import { openBenchPglite, openBenchPostgres } from "./lib/bench-db";
import { printTable } from "./lib/report";
import { benchLibrary } from "./scenarios/library";

const kind = process.argv[2] === "postgres" ? "postgres" : "pglite";
const bench = kind === "postgres" ? await openBenchPostgres(process.env.DATABASE_URL!) : await openBenchPglite();
try {
  await seedDatabase(bench.database.db);
  const b = createBenchApp(bench, 0);
  await signUpBenchUser(b, "bench-admin@example.com", { admin: true });
  const results = await benchLibrary(b, bench);
  printTable(results);
  console.log(JSON.stringify(results, null, 1));
} finally {
  await bench.close();
}
process.exit(0);
