import { fileURLToPath } from "node:url";
import { defineConfig } from "vitest/config";

const alias = { "@": fileURLToPath(new URL("./src", import.meta.url)) };

export default defineConfig({
  resolve: { alias },
  test: {
    projects: [
      {
        resolve: { alias },
        test: {
          name: "unit",
          include: ["src/shared/**/*.test.ts", "src/client/**/*.test.{ts,tsx}", "tests/lint/**/*.test.ts"],
          environment: "node",
        },
      },
      {
        resolve: { alias },
        test: {
          name: "api",
          include: ["src/server/**/*.test.ts", "tests/api/**/*.test.ts", "bench/**/*.test.ts"],
          environment: "node",
          testTimeout: 60_000,
          hookTimeout: 120_000,
          pool: "forks",
          // PGlite loads its extension bundles relative to its own files: keep it out of Vite's transform.
          server: { deps: { external: [/@electric-sql\/pglite/] } },
        },
      },
    ],
  },
});
