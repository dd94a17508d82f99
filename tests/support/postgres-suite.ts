/**
 * Which API test files `npm run test:pg` runs again on PostgreSQL.
 *
 * PGlite is PostgreSQL itself (the same parser, planner and SQL), so a file needs the second run when
 * the code it exercises can behave differently between the two: the driver (node-postgres' and
 * PGlite's serialisation of parameters and parsing of results: dates, arrays, jsonb, bigint — raw SQL
 * read back without Drizzle's column types), the pool (several connections at once: transactions,
 * locks, counters under concurrency; PGlite runs one statement at a time), pg-boss, bulk writes
 * (unnest, imports), backup and restore, migrations, server processes, and anything that branches
 * on the driver (`onPg`, `MILIM_TEST_DB`, `DATABASE_URL`).
 *
 * The rule: every file in tests/api runs on PostgreSQL unless it is listed below, with the reason its
 * subject does not depend on the database driver. A listed file must contain none of
 * `DRIVER_MARKERS` (tests/lint/postgres-suite.test.ts checks both), so a new test, or a listed one
 * that starts touching queries, runs on PostgreSQL by default. `MILIM_PG_ALL=1 npm run test:pg`
 * runs every file on PostgreSQL anyway.
 */
export const PGLITE_ONLY: Record<string, string> = {
  "tests/api/jastrow-form-corrections.test.ts": "opens no database: the Jastrow import's list of dropped forms is the rule's output on the real files",
  "tests/api/jastrow-reference-changes.test.ts": "opens no database: the Jastrow import's list of references resolved again is the rule's output on the real files",
  "tests/api/static-client.test.ts": "the built client's files as served: Content-Security-Policy, caching and compression headers, no data read",
  "tests/api/auth-origins.test.ts": "which request origins are trusted (PUBLIC_URL, TRUSTED_ORIGINS): the HTTP guard's rule, the sign-up itself is every other file's",
  "tests/api/sign-up-place.test.ts": "the IP address's place from the downloaded location database (a local stand-in), stored in two text columns through Drizzle's typed insert",
  "tests/api/first-screen.test.ts": "the HTML the server writes for a page's first screen from its loader's data, read by the routes' own services (their tests run on PostgreSQL)",
  "tests/api/first-screen-review.test.ts": "the /review page's first screen as HTML, from the review service that review.test.ts runs on PostgreSQL",
};

/**
 * Signs in a test file's text that it reaches code whose behaviour can differ by driver: it must then
 * run on PostgreSQL too (not be listed in PGLITE_ONLY).
 */
export const DRIVER_MARKERS: { name: string; pattern: RegExp }[] = [
  { name: "branches on the driver", pattern: /\bonPg\b|MILIM_TEST_DB|DATABASE_URL|\.kind === "(?:postgres|pglite)"/ },
  { name: "raw SQL", pattern: /\.execute\(|executeSql|\bsql`|\bsql<|\bsql\.raw\b/ },
  { name: "background jobs (pg-boss)", pattern: /startJobs|deps\.jobs|\/api\/jobs/ },
  { name: "server processes", pattern: /createProcessHarness|process-harness|server-process|\bspawn\(|\bfork\(/ },
  { name: "backup, restore or migration", pattern: /\/api\/backups|restore|migrat/i },
  { name: "imports and bulk writes", pattern: /\/import\b|\/imports\b|bulkInsert|bulk-insert/ },
  { name: "requests at once (the pool)", pattern: /Promise\.all(?:Settled)?\(/ },
];

/** The markers found in a test file's source. */
export function driverMarkersIn(source: string): string[] {
  return DRIVER_MARKERS.filter((m) => m.pattern.test(source)).map((m) => m.name);
}
