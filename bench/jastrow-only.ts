/**
 * `node --import tsx bench/jastrow-only.ts`: only the Jastrow scenario, without the
 * 200,000-word data set `npm run bench` generates first; on PGlite, and on a fresh PostgreSQL
 * database when DATABASE_URL is set. Prints the results as `npm run bench` does, and writes them
 * with their details to bench/out/jastrow-only.json.
 */
import fs from "node:fs";
import { createBenchApp, signUpBenchUser } from "./lib/bench-app";
import { openBenchPglite, openBenchPostgres, type BenchDatabase } from "./lib/bench-db";
import { printTable, type BenchResult } from "./lib/report";
import { benchJastrow } from "./scenarios/jastrow";

const PORT = Number(process.env.BENCH_PORT ?? 8130);
const results: BenchResult[] = [];
async function run(open: () => Promise<BenchDatabase>) {
  const bench = await open();
  try {
    const b = createBenchApp(bench, PORT);
    await signUpBenchUser(b, "bench-admin@example.com", { admin: true });
    const user = await signUpBenchUser(b, "bench-learner@example.com");
    results.push(...await benchJastrow(b, bench, user));
  } finally {
    await bench.close();
  }
}
await run(openBenchPglite);
if (process.env.DATABASE_URL) await run(() => openBenchPostgres(process.env.DATABASE_URL!));
printTable(results);
// Every figure with its details (the lookups' medians in ms, per word), as `npm run bench` keeps them in bench/out/results.json.
fs.mkdirSync(new URL("./out/", import.meta.url), { recursive: true });
fs.writeFileSync(new URL("./out/jastrow-only.json", import.meta.url), JSON.stringify(results, null, 2));
