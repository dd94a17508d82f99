import { afterAll, beforeAll, describe, expect, it, inject } from "vitest";
import { PgliteThreadClient } from "./pglite-thread-client";

/** A database thread on a copy of the run's template (no initdb: seconds of CPU each). */
const open = () => new PgliteThreadClient(undefined, inject("pgliteTemplate"));

let client: PgliteThreadClient;

beforeAll(async () => {
  client = open();
  await client.waitReady;
  await client.exec("create table t (id int primary key, v text, at timestamptz default now())");
});
afterAll(async () => { await client.close(); });

describe("PgliteThreadClient (PGlite on a worker thread)", () => {
  it("runs parameterised queries in object and array row modes; timestamps stay PostgreSQL text", async () => {
    await client.query("insert into t (id, v) values ($1, $2), ($3, $4)", [1, "אחד", 2, "two"]);
    const r = await client.query<{ id: number; v: string; at: string }>("select id, v, at from t order by id");
    expect(r.rows.map((x) => [x.id, x.v])).toEqual([[1, "אחד"], [2, "two"]]);
    expect(typeof r.rows[0]!.at).toBe("string");
    expect(r.fields.map((f) => f.name)).toEqual(["id", "v", "at"]);
    const arrays = await client.query("select id, v from t where id = $1", [2], { rowMode: "array" });
    expect(arrays.rows).toEqual([[2, "two"]]);
    const withArray = await client.query<{ n: number }>("select cardinality($1::uuid[]) as n", [[crypto.randomUUID(), crypto.randomUUID()]]);
    expect(withArray.rows[0]!.n).toBe(2);
  });

  it("passes PostgreSQL errors with their SQLSTATE code and constraint", async () => {
    const e = await client.query("insert into t (id, v) values (1, 'again')").catch((x: unknown) => x);
    expect(e).toBeInstanceOf(Error);
    expect(e).toMatchObject({ code: "23505", constraint: "t_pkey" });
    await expect(client.query("select * from nowhere")).rejects.toMatchObject({ code: "42P01" });
  });

  it("commits a transaction that resolves and rolls back one that throws", async () => {
    await client.transaction(async (tx) => {
      await tx.query("insert into t (id, v) values (10, 'kept')");
    });
    await expect(client.transaction(async (tx) => {
      await tx.query("insert into t (id, v) values (11, 'dropped')");
      throw new Error("no");
    })).rejects.toThrow("no");
    await client.transaction(async (tx) => {
      await tx.query("insert into t (id, v) values (12, 'rolled back')");
      await tx.rollback();
      expect(tx.closed).toBe(true);
      await expect(tx.query("select 1")).rejects.toThrow(/closed/);
    });
    const r = await client.query<{ id: number }>("select id from t where id >= 10 order by id");
    expect(r.rows.map((x) => x.id)).toEqual([10]);
  });

  it("reports a thread that stops without close() through onCrash, and fails what was pending", async () => {
    const other = open();
    await other.waitReady;
    const crashes: Error[] = [];
    other.onCrash = (e) => crashes.push(e);
    const pending = other.query("select pg_sleep(0.5)");
    await (other as unknown as { worker: { terminate(): Promise<number> } }).worker.terminate();
    await expect(pending).rejects.toThrow(/database thread stopped/);
    await expect(other.query("select 1")).rejects.toThrow(/database thread stopped/);
    expect(crashes).toHaveLength(1);
    const closed = open();
    await closed.waitReady;
    closed.onCrash = (e) => crashes.push(e);
    await closed.close();
    expect(crashes).toHaveLength(1);
  });

  it("makes other statements wait until an open transaction ends, as one connection would", async () => {
    let release!: () => void;
    const gate = new Promise<void>((r) => { release = r; });
    const tx = client.transaction(async (t) => {
      await t.query("insert into t (id, v) values (20, 'inside')");
      await gate;
    });
    await new Promise((r) => setTimeout(r, 20));
    let outsideDone = false;
    const outside = client.query<{ n: number }>("select count(*)::int as n from t where id = 20").then((r) => { outsideDone = true; return r; });
    await new Promise((r) => setTimeout(r, 50));
    expect(outsideDone).toBe(false);
    release();
    await tx;
    expect((await outside).rows[0]!.n).toBe(1);
  });
});
