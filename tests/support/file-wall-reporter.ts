import fs from "node:fs";
import type { Reporter, TestModule } from "vitest/node";

/**
 * Each test file's whole time in a run, hooks included (Vitest's JSON reporter counts only its
 * tests: a file that imports a lexicon in beforeAll shows a second there), to find what a CI stage
 * spends its time on:
 *
 *   npx vitest run --project api --reporter=default --reporter=./tests/support/file-wall-reporter.ts
 *
 * prints the 30 longest files (wall seconds from the file's start to its end, and its collect and
 * set-up share) and, with FILE_WALL_OUT=<path>, writes every file's figures there as JSON.
 */
export default class FileWallReporter implements Reporter {
  private readonly started = new Map<string, number>();
  private readonly rows: { file: string; wall: number; collect: number; setup: number; tests: number }[] = [];
  private root = process.cwd();

  onInit(ctx: { config: { root: string } }): void {
    this.root = ctx.config.root;
  }

  onTestModuleStart(module: TestModule): void {
    this.started.set(module.moduleId, Date.now());
  }

  onTestModuleEnd(module: TestModule): void {
    const d = module.diagnostic();
    const start = this.started.get(module.moduleId) ?? Date.now();
    this.rows.push({
      file: module.moduleId.slice(this.root.length + 1),
      wall: (Date.now() - start) / 1000,
      collect: d.collectDuration / 1000,
      setup: d.setupDuration / 1000,
      tests: d.duration / 1000,
    });
  }

  onTestRunEnd(): void {
    this.rows.sort((a, b) => b.wall - a.wall);
    const total = this.rows.reduce((s, r) => s + r.wall, 0);
    console.log(`\nfile wall times (${this.rows.length} files, ${total.toFixed(0)} s in all):`);
    for (const r of this.rows.slice(0, 30)) {
      console.log(`${r.wall.toFixed(1).padStart(7)} s  collect ${r.collect.toFixed(1).padStart(5)}  tests ${r.tests.toFixed(1).padStart(6)}  ${r.file}`);
    }
    const out = process.env.FILE_WALL_OUT;
    if (out) fs.writeFileSync(out, JSON.stringify(this.rows, null, 1));
  }
}
