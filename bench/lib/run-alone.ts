import { seedDatabase } from "../../src/server/seed/seed";
import { createBenchApp, signUpBenchUser, type BenchApp, type BenchUser } from "./bench-app";
import { openBenchPglite, openBenchPostgres, type BenchDatabase } from "./bench-db";
import { printTable, type BenchResult } from "./report";

/**
 * Runs some of the bench's scenarios alone, without the 200,000-word data set `npm run bench`
 * generates first: on a database (`argv[2]` pglite, the default, in memory or, with
 * BENCH_PGLITE_DIR, on disk in that new folder; or postgres with DATABASE_URL),
 * seeded unless `seed` is false, with an administrator and a learner; prints the table and the
 * results as JSON.
 */
export async function runScenariosAlone(
  scenarios: (b: BenchApp, bench: BenchDatabase, learner: BenchUser) => Promise<BenchResult[]>,
  { seed = true }: { seed?: boolean } = {},
): Promise<never> {
  const kind = process.argv[2] === "postgres" ? "postgres" : "pglite";
  const bench = kind === "postgres" ? await openBenchPostgres(process.env.DATABASE_URL!) : await openBenchPglite(process.env.BENCH_PGLITE_DIR || undefined);
  try {
    if (seed) await seedDatabase(bench.database.db);
    const b = createBenchApp(bench, 0);
    await signUpBenchUser(b, "bench-admin@example.com", { admin: true });
    const learner = await signUpBenchUser(b, "bench-learner@example.com");
    const results = await scenarios(b, bench, learner);
    printTable(results);
    console.log(JSON.stringify(results, null, 1));
  } finally {
    await bench.close();
  }
  process.exit(0);
}
