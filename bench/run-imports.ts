/**
 * The import figures alone, without the 200,000-word data set `npm run bench` generates first:
 * Genesis from the local Sefaria server (the 'books' scenario) and BDB from the local lexicon
 * server (the 'dictionary' scenario), each against its raw multi-row INSERT in the same run:
 * `node --expose-gc --import tsx bench/run-imports.ts [pglite|postgres]` (DATABASE_URL for postgres).
 * The Jastrow figure has its own script, bench/jastrow-only.ts; the Tanakh's, bench/run-bible.ts.
 */
import { seedDatabase } from "../src/server/seed/seed";
import { createBenchApp, signUpBenchUser } from "./lib/bench-app";
import { openBenchPglite, openBenchPostgres } from "./lib/bench-db";
import { printTable } from "./lib/report";
import { benchBooks } from "./scenarios/books";
import { benchDictionary } from "./scenarios/dictionary";

const kind = process.argv[2] === "postgres" ? "postgres" : "pglite";
const bench = kind === "postgres" ? await openBenchPostgres(process.env.DATABASE_URL!) : await openBenchPglite();
try {
  await seedDatabase(bench.database.db);
  const b = createBenchApp(bench, 0);
  await signUpBenchUser(b, "bench-admin@example.com", { admin: true });
  const user = await signUpBenchUser(b, "bench-learner@example.com");
  const results = [...await benchBooks(b, bench, user), ...await benchDictionary(b, bench, user)];
  printTable(results.filter((r) => /import/i.test(r.metric)));
  console.log(JSON.stringify(results.filter((r) => /import/i.test(r.metric)), null, 1));
} finally {
  await bench.close();
}
process.exit(0);
