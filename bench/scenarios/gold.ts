import { createBenchApp, signUpBenchUser, type BenchApp, type BenchUser } from "../lib/bench-app";
import type { BenchDatabase } from "../lib/bench-db";
import { openGoldDatabase, type GoldBooks } from "../lib/gold-database";
import type { BenchResult } from "../lib/report";
import { calibration, goldFiles, rates, scoreGoldFile, sum, type FileScore } from "../lib/score-gold";

/** The lookup's goals on the held-out half: right first ≥ 90 % (Talmud, Mishnah), right anywhere ≥ 98 %. */
const FIRST_GOAL = 90;
const ANYWHERE_GOAL = 98;

/**
 * The lookup's gold standard (tests/fixtures/lookup-gold): every file's words looked up as the
 * reader's panel looks them up, in a database holding the real lexicons and the texts
 * (bench/lib/gold-database.ts); the figures per half and category (the held-out half: totals only).
 */
export async function benchGold(b: BenchApp, bench: BenchDatabase, user: BenchUser, books: GoldBooks, half?: "tune" | "held-out"): Promise<{ results: BenchResult[]; scores: FileScore[] }> {
  const files = goldFiles(half);
  if (files.length === 0) return { results: [{ db: bench.kind, metric: "gold", value: null, unit: "", goal: "-", pass: null, details: { skipped: "no gold files in tests/fixtures/lookup-gold" } }], scores: [] };
  // The files side by side: PostgreSQL answers them on its connections (PGlite's one connection takes them in turn).
  const scores = await Promise.all(files.map((f) => scoreGoldFile(b, bench, user, books, f)));
  const results: BenchResult[] = [];
  for (const half of ["tune", "held-out"] as const) {
    for (const category of ["talmud", "mishnah", "targum"] as const) {
      const of = scores.filter((s) => s.half === half && s.category === category);
      if (!of.length) continue;
      const t = sum(of.map((s) => s.tally));
      const r = rates(t);
      const c = calibration(t);
      const goals = half === "held-out" && category !== "targum";
      results.push(
        { db: bench.kind, metric: `gold ${half} ${category}: right first entry (${t.words - t.none} words, ${t.none} none)`, value: r.first, unit: "%", goal: goals ? `≥ ${FIRST_GOAL} %` : "-", pass: goals ? (r.first ?? 0) >= FIRST_GOAL : null, details: { ...t } },
        { db: bench.kind, metric: `  gold ${half} ${category}: right entry anywhere`, value: r.anywhere, unit: "%", goal: goals ? `≥ ${ANYWHERE_GOAL} %` : "-", pass: goals ? (r.anywhere ?? 0) >= ANYWHERE_GOAL : null, details: {} },
        { db: bench.kind, metric: `  gold ${half} ${category}: wrong first, doubt shown with the right one`, value: c.caught, unit: "%", goal: "-", pass: null, details: {} },
        { db: bench.kind, metric: `  gold ${half} ${category}: right first, needless doubt`, value: c.needless, unit: "%", goal: "-", pass: null, details: {} },
      );
    }
  }
  return { results, scores };
}

/** The gold scenario on its own database (the lexicons and the texts; `cache`, `postgresUrl`: bench/lib/gold-database.ts). */
export async function runGold(port: number, cache?: string, half?: "tune" | "held-out", postgresUrl?: string): Promise<{ results: BenchResult[]; scores: FileScore[] }> {
  const { bench, books } = await openGoldDatabase(cache, postgresUrl);
  try {
    const b = createBenchApp(bench, port);
    await signUpBenchUser(b, "bench-admin@example.com", { admin: true });
    const user = await signUpBenchUser(b, "bench-learner@example.com");
    return await benchGold(b, bench, user, books, half);
  } finally {
    await bench.close();
  }
}
