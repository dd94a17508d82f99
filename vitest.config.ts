import { fileURLToPath } from "node:url";
import { configDefaults, defineConfig } from "vitest/config";
import { LongestFirstSequencer } from "./tests/support/longest-first-sequencer.ts";
import { PGLITE_ONLY } from "./tests/support/postgres-suite.ts";

const alias = { "@": fileURLToPath(new URL("./src", import.meta.url)) };
/**
 * The compiled messages (src/paraglide: plain ES modules, one per message, 1,289 files) are loaded
 * by Node itself rather than through Vite's transform: importing them through it took most of each
 * worker's start (a one-file API run: transform 6.0 → 2.0 s, import 8.6 → 3.5 s). Every import of
 * them is external, so each worker has one copy of their runtime (the page's locale).
 */
const COMPILED_MESSAGES = /\/src\/paraglide\//;

/**
 * The API project's excluded files: under MILIM_TEST_DB=pg (npm run test:pg) the files whose subject
 * does not depend on the database driver run on PGlite only (tests/support/postgres-suite.ts says
 * which and why); MILIM_PG_ALL=1 runs them on PostgreSQL too.
 */
export function apiTestExclude(env: Record<string, string | undefined> = process.env): string[] {
  const pgliteOnly = env.MILIM_TEST_DB === "pg" && env.MILIM_PG_ALL !== "1" ? Object.keys(PGLITE_ONLY) : [];
  return [...configDefaults.exclude, ...pgliteOnly];
}

export default defineConfig({
  resolve: { alias },
  test: {
    // The API tests mostly wait on their databases and servers: more files at once than cores
    // (Vitest's default on 2 cores is one). VITEST_MAX_WORKERS overrides.
    maxWorkers: Number(process.env.VITEST_MAX_WORKERS ?? 3),
    // The longest API files first (tests/support/longest-first-sequencer.ts says why).
    sequence: { sequencer: LongestFirstSequencer },
    projects: [
      {
        resolve: { alias },
        test: {
          name: "unit",
          globalSetup: ["tests/support/compile-messages.ts"],
          include: ["src/shared/**/*.test.ts", "src/client/**/*.test.{ts,tsx}", "tests/lint/**/*.test.ts"],
          environment: "node",
          // A file's first test pays for what it loads (ESLint's typed configuration in
          // tests/lint, React and jsdom in the client's component tests): past Vitest's 5 s on a
          // loaded machine (layer-rules, word-table timed out so). A timeout here catches a hang;
          // speed is the bench's.
          testTimeout: 20_000,
          // Files share a worker's loaded modules (57 → 29 s for the 93 files): none uses vi.mock,
          // and those that stub globals or timers restore them.
          isolate: false,
          server: { deps: { external: [COMPILED_MESSAGES] } },
        },
      },
      {
        resolve: { alias },
        test: {
          name: "api",
          // One migrated, seeded database per run, copied by each test file's context.
          globalSetup: ["tests/support/compile-messages.ts", "tests/support/build-server.ts", "tests/support/test-database-template.ts"],
          include: ["src/server/**/*.test.ts", "tests/api/**/*.test.ts", "bench/**/*.test.ts"],
          exclude: apiTestExclude(),
          environment: "node",
          testTimeout: 60_000,
          hookTimeout: 120_000,
          pool: "forks",
          // Files share a worker's loaded modules (each file still builds its own app and database):
          // importing the server once per worker instead of once per file.
          isolate: false,
          // PGlite loads its extension bundles relative to its own files: keep it out of Vite's transform.
          server: { deps: { external: [/@electric-sql\/pglite/, COMPILED_MESSAGES] } },
        },
      },
    ],
  },
});
