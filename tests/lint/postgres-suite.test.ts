import fs from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { describe, expect, it } from "vitest";
import { driverMarkersIn, PGLITE_ONLY } from "../support/postgres-suite";
import { apiTestExclude } from "../../vitest.config";

/**
 * `npm run test:pg` runs every API test file again on PostgreSQL except those listed in
 * tests/support/postgres-suite.ts, each with its reason; a listed file may not reach code whose
 * behaviour differs by driver (raw SQL, jobs, processes, restore, imports, requests at once, a
 * branch on the driver).
 */
const root = fileURLToPath(new URL("../..", import.meta.url));
const apiTests = fs.readdirSync(path.join(root, "tests/api")).filter((f) => f.endsWith(".test.ts")).map((f) => `tests/api/${f}`);
const read = (file: string) => fs.readFileSync(path.join(root, file), "utf8");

describe("the API tests that run on PGlite only", () => {
  it("are existing files of tests/api, each with its reason", () => {
    for (const [file, reason] of Object.entries(PGLITE_ONLY)) {
      expect(apiTests, `${file} is listed in PGLITE_ONLY but is no API test file`).toContain(file);
      expect(reason.length, `${file} needs its reason`).toBeGreaterThan(20);
    }
  });

  it("reach no code whose behaviour differs by driver", () => {
    const offending = Object.keys(PGLITE_ONLY).map((file) => ({ file, markers: driverMarkersIn(read(file)) })).filter((o) => o.markers.length > 0);
    expect(offending, "run these on PostgreSQL too: remove them from PGLITE_ONLY in tests/support/postgres-suite.ts").toEqual([]);
  });

  it("are the ones the API project leaves out under MILIM_TEST_DB=pg (and only those)", () => {
    expect(apiTestExclude({ MILIM_TEST_DB: "pg" }).filter((p) => p.startsWith("tests/")).sort()).toEqual(Object.keys(PGLITE_ONLY).sort());
    expect(apiTestExclude({ MILIM_TEST_DB: "pg", MILIM_PG_ALL: "1" }).filter((p) => p.startsWith("tests/"))).toEqual([]);
    expect(apiTestExclude({}).filter((p) => p.startsWith("tests/"))).toEqual([]);
  });

  it("the markers find the files that test driver-specific code", () => {
    // Files that are about PostgreSQL's own paths: each is recognised by at least one marker.
    for (const file of ["tests/api/faults-restore.test.ts", "tests/api/database-restart.test.ts", "tests/api/jobs.test.ts", "tests/api/backup.test.ts",
      "tests/api/progress-batching.test.ts", "tests/api/review-log-migration.test.ts", "tests/api/bible-import.test.ts", "tests/api/lock.test.ts"]) {
      expect(driverMarkersIn(read(file)), file).not.toEqual([]);
    }
    // Most API test files touch such code: the list stays the exception.
    const marked = apiTests.filter((f) => driverMarkersIn(read(f)).length > 0);
    expect(marked.length).toBeGreaterThan(apiTests.length / 2);
  });
});
