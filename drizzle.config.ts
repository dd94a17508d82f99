import { defineConfig } from "drizzle-kit";

// Used only to generate SQL migrations (`npm run db:generate`); migrations are applied in code
// at server start (src/server/db/migrate.ts) so that PGlite extensions load first.
export default defineConfig({
  dialect: "postgresql",
  schema: "./src/server/db/schema/index.ts",
  out: "./src/server/db/migrations",
});
