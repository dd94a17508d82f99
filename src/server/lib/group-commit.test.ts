import { describe, expect, it } from "vitest";
import { GroupCommit, type GroupCommitOptions, type WriteBatch } from "./group-commit";

interface Item { id: string; userId: string; wordId: string }
interface Outcome { lastSeenAt: string }
const claimsOf = (a: Item) => [`id:${a.id}`, `row:${a.userId}/${a.wordId}`];
const batcher = (write: WriteBatch<Item, Outcome>, options: Partial<GroupCommitOptions<Item>> = {}) =>
  new GroupCommit<Item, Outcome>(write, { claimsOf, ...options });

const answer = (id: string, wordId = `w-${id}`, userId = "u1"): Item => ({ id, userId, wordId });
const outcome = (a: Item): Outcome => ({ lastSeenAt: a.id });

/** A fake statement that records each batch and answers after `holdMs`. */
function recorder(fail?: (batch: readonly Item[]) => unknown, holdMs = 5) {
  const batches: string[][] = [];
  let running = 0;
  let maxRunning = 0;
  const record: WriteBatch<Item, Outcome> = async (batch) => {
    batches.push(batch.map((a) => a.id));
    running++;
    maxRunning = Math.max(maxRunning, running);
    await new Promise((r) => setTimeout(r, holdMs));
    running--;
    const error = fail?.(batch);
    if (error) throw error;
    return batch.map(outcome);
  };
  return { record, batches, maxRunning: () => maxRunning };
}

describe("GroupCommit", () => {
  it("writes a lone answer at once, and answers that arrive while a statement runs together in the next", async () => {
    const r = recorder();
    const b = batcher(r.record);
    const first = b.submit(answer("a"));
    await new Promise((res) => setImmediate(res));
    expect(r.batches).toEqual([["a"]]);
    const rest = ["b", "c", "d"].map((id) => b.submit(answer(id)));
    expect((await first).lastSeenAt).toBe("a");
    const outs = await Promise.all(rest);
    expect(outs.map((o) => o.lastSeenAt)).toEqual(["b", "c", "d"]);
    expect(r.batches).toEqual([["a"], ["b", "c", "d"]]);
    expect(r.maxRunning()).toBe(1);
  });

  it("never puts two answers for the same (user, word), or with the same id, in one statement, and keeps their order", async () => {
    const r = recorder();
    const b = batcher(r.record);
    const all = [
      answer("1", "w1"), answer("2", "w1"), answer("3", "w2"), answer("4", "w1"),
      answer("5", "w3"), answer("5", "w4"), answer("6", "w3", "u2"), answer("7", "w2"),
    ].map((a) => b.submit(a));
    await Promise.all(all);
    expect(r.batches).toEqual([["1", "3", "5", "6"], ["2", "5", "7"], ["4"]]);
    for (const batch of r.batches) expect(new Set(batch).size).toBe(batch.length);
  });

  it("starts a second statement beside the first only once extraBatchAt answers wait, never with a key or id that is running", async () => {
    // The first statement stays open long enough for a loaded machine to submit the rest meanwhile.
    const r = recorder(undefined, 300);
    const b = batcher(r.record, { maxInFlight: 2, extraBatchAt: 3 });
    const first = b.submit(answer("a", "w1"));
    await new Promise((res) => setImmediate(res));
    expect(r.batches).toEqual([["a"]]);
    const two = [b.submit(answer("b", "w2")), b.submit(answer("c", "w3"))];
    await new Promise((res) => setImmediate(res));
    expect(r.batches).toHaveLength(1); // 2 waiting: not worth a second statement yet
    const more = [b.submit(answer("d", "w1")), b.submit(answer("e", "w4"))]; // d: the key of the running "a"
    await new Promise((res) => setImmediate(res));
    expect(r.batches).toEqual([["a"], ["b", "c", "e"]]);
    await Promise.all([first, ...two, ...more]);
    expect(r.batches).toEqual([["a"], ["b", "c", "e"], ["d"]]);
    expect(r.maxRunning()).toBe(2);
  });

  it("holds a batch to maxBatch answers and leaves the rest in order", async () => {
    const r = recorder();
    const b = batcher(r.record, { maxBatch: 2, maxInFlight: 1 });
    await Promise.all(["a", "b", "c", "d", "e"].map((id) => b.submit(answer(id))));
    expect(r.batches).toEqual([["a", "b"], ["c", "d"], ["e"]]);
  });

  it("writes the answers of a failed statement one by one, so only the bad one fails", async () => {
    const r = recorder((batch) => (batch.some((a) => a.id === "bad") ? new Error("boom") : undefined));
    const warnings: unknown[] = [];
    const b = batcher(r.record, { log: { warn: (o: unknown) => warnings.push(o) } as never });
    const results = await Promise.allSettled(["a", "bad", "c"].map((id) => b.submit(answer(id))));
    expect(results.map((x) => x.status)).toEqual(["fulfilled", "rejected", "fulfilled"]);
    expect((results[1] as PromiseRejectedResult).reason).toEqual(new Error("boom"));
    expect(r.batches).toEqual([["a", "bad", "c"], ["a"], ["bad"], ["c"]]);
    expect(warnings).toHaveLength(1);
  });

  it("retries a statement PostgreSQL rolled back for a deadlock, as a whole", async () => {
    let deadlocks = 2;
    const r = recorder(() => (deadlocks-- > 0 ? Object.assign(new Error("deadlock detected"), { code: "40P01" }) : undefined));
    const b = batcher(r.record);
    const outs = await Promise.all(["a", "b"].map((id) => b.submit(answer(id))));
    expect(outs.map((o) => o.lastSeenAt)).toEqual(["a", "b"]);
    expect(r.batches).toEqual([["a", "b"], ["a", "b"], ["a", "b"]]);
  });

  it("drain() waits for queued and running answers", async () => {
    const r = recorder();
    const b = batcher(r.record);
    let done = 0;
    for (const id of ["a", "b", "c"]) void b.submit(answer(id, "w")).then(() => done++);
    await b.drain();
    expect(done).toBe(3);
    expect(b.waiting).toBe(0);
    await b.drain();
  });
});
