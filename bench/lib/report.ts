/** One line of the benchmark table and of bench/out/results.json. */
export interface BenchResult {
  db: string;
  metric: string;
  value: number | null;
  unit: string;
  goal: string;
  /** null: a figure for information, without a goal. */
  pass: boolean | null;
  details?: Record<string, unknown>;
}

export function printTable(results: BenchResult[]): void {
  const rows = results.map((r) => [
    r.db, r.metric, r.value === null ? "n/a" : `${r.value} ${r.unit}`.trim(), r.goal, r.pass === null ? "info" : r.pass ? "PASS" : "FAIL",
  ]);
  const head = ["db", "figure", "value", "goal", "result"];
  const widths = head.map((h, i) => Math.max(h.length, ...rows.map((r) => r[i]!.length)));
  const line = (cells: string[]) => cells.map((c, i) => c.padEnd(widths[i]!)).join("  ");
  console.log(line(head));
  console.log(widths.map((w) => "-".repeat(w)).join("  "));
  for (const r of rows) console.log(line(r));
}
