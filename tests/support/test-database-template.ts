import crypto from "node:crypto";
import fs from "node:fs/promises";
import os from "node:os";
import path from "node:path";
import pg from "pg";
import type { TestProject } from "vitest/node";
import { openPglite, openPostgres } from "../../src/server/db/client";
import { seedDatabase } from "../../src/server/seed/seed";
import { createFreshPgDatabase } from "./fresh-pg-database";
import { installJobQueue } from "./install-job-queue";

declare module "vitest" {
  export interface ProvidedContext {
    /** A tar file of an in-memory PGlite, migrated and seeded once per run (PGlite's dumpDataDir). */
    pgliteTemplate?: string;
    /** With MILIM_TEST_DB=pg: a database on DATABASE_URL's server, migrated and seeded once per run. */
    pgTemplate?: string;
  }
}

/**
 * Vitest global set-up of the API tests: migrates and seeds one database per run, and installs the
 * job queue in it, which every test file's context then copies (tests/helpers/test-app.ts) instead
 * of running initdb, the migrations, the seed and pg-boss's installation again — on PGlite a dump loaded with `loadDataDir`, on PostgreSQL
 * `CREATE DATABASE … TEMPLATE`. Removed when the run ends.
 */
export default async function setUpTemplateDatabase(project: TestProject): Promise<() => Promise<void>> {
  if (process.env.MILIM_TEST_DB === "pg") {
    const base = process.env.DATABASE_URL;
    if (!base) throw new Error("MILIM_TEST_DB=pg needs DATABASE_URL (a PostgreSQL server where the test may create databases)");
    const template = await createFreshPgDatabase(base, "milim_template");
    const database = await openPostgres(template.url, { max: 1 });
    try {
      await database.migrate();
      await seedDatabase(database.db);
      await installJobQueue(database);
    } finally {
      await database.close();
    }
    await waitForNoBackends(base, template.name);
    project.provide("pgTemplate", template.name);
    return async () => {
      await dropTestDatabases(base, testDatabasePrefix(template.name));
      await template.drop();
    };
  }
  const file = path.join(os.tmpdir(), `milim-test-template-${crypto.randomUUID()}.tar`);
  const database = await openPglite(undefined);
  try {
    await database.migrate();
    await seedDatabase(database.db);
    await installJobQueue(database);
    await database.client.dump(file);
  } finally {
    await database.close();
  }
  project.provide("pgliteTemplate", file);
  return () => fs.rm(file, { force: true });
}

/**
 * The name prefix of the run's test-file databases (tests/helpers/test-app.ts), made from its
 * template's: the run's end drops them all (dropTestDatabases) rather than each file at its end.
 */
export const testDatabasePrefix = (templateName: string): string => templateName.replace(/^milim_template_/, "milim_test_");

/**
 * Drops every database whose name starts with `prefix`, twenty at a time. On PostgreSQL 15 each
 * DROP DATABASE waits for a forced checkpoint, which writes every dirty page of the server (other
 * files' databases at work included): about a second each while files run, which a file spent in
 * its afterAll. At the run's end the checkpoints have little to write, and the drops of one batch
 * share one; a database dropped unwritten leaves its dirty pages unwritten too.
 */
async function dropTestDatabases(baseUrl: string, prefix: string): Promise<void> {
  const c = new pg.Client({ connectionString: baseUrl });
  await c.connect();
  try {
    const { rows } = await c.query<{ datname: string }>("select datname from pg_database where starts_with(datname, $1)", [prefix]);
    const names = rows.map((r) => r.datname);
    for (let i = 0; i < names.length; i += 20) {
      await Promise.all(names.slice(i, i + 20).map(async (name) => {
        const one = new pg.Client({ connectionString: baseUrl });
        await one.connect();
        try {
          await one.query(`drop database if exists ${name} with (force)`);
        } finally {
          await one.end();
        }
      }));
    }
  } finally {
    await c.end();
  }
}

/** CREATE DATABASE … TEMPLATE fails while any session is connected to the template: wait for the pool's last backend to go. */
async function waitForNoBackends(baseUrl: string, name: string): Promise<void> {
  const c = new pg.Client({ connectionString: baseUrl });
  await c.connect();
  try {
    for (let i = 0; i < 200; i++) {
      const { rows } = await c.query("select count(*)::int as n from pg_stat_activity where datname = $1", [name]);
      if (rows[0]?.n === 0) return;
      await new Promise((r) => setTimeout(r, 25));
    }
  } finally {
    await c.end();
  }
}
