import { afterEach, describe, expect, it, vi } from "vitest";
import { RequestPlaces, type Release } from "./request-places";

afterEach(() => { vi.useRealTimers(); });

const settled = async (p: Promise<unknown>) => {
  let done = false;
  void p.then(() => { done = true; });
  await Promise.resolve();
  await Promise.resolve();
  return done;
};

describe("RequestPlaces", () => {
  it("gives a key its places, queues the next in order, refuses past the queue, and never makes another key wait", async () => {
    const places = new RequestPlaces(2, 1, 60_000);
    const a1 = (await places.take("a"))!;
    const a2 = (await places.take("a"))!;
    const waiting = places.take("a");
    expect(await settled(waiting)).toBe(false);
    expect(await places.take("a")).toBeNull();
    expect(await places.take("b")).toBeTypeOf("function");
    a1();
    a1(); // a second release gives nothing back
    const a3 = (await waiting)!;
    expect(places.inFlight("a")).toBe(2);
    const fourth = places.take("a"); // the queue is free again: this one waits
    expect(await settled(fourth)).toBe(false);
    a2();
    a3();
    (await fourth)!();
    expect(places.inFlight("a")).toBe(0);
  });

  it("gives up a wait after maxWaitMs or when the client goes away, and holds nothing once all are released", async () => {
    vi.useFakeTimers();
    const places = new RequestPlaces(1, 2, 5_000);
    const held = (await places.take("a"))!;
    const timedOut = places.take("a");
    vi.advanceTimersByTime(5_000);
    expect(await timedOut).toBeNull();
    const abort = new AbortController();
    const aborted = places.take("a", abort.signal);
    abort.abort();
    expect(await aborted).toBeNull();
    held();
    expect(places.inFlight("a")).toBe(0);
    expect(places.keys).toBe(0);
    const releases: Release[] = [];
    for (let i = 0; i < 3; i++) {
      const p = places.take("k");
      if (i === 0) releases.push((await p)!);
      else void p.then((r) => { if (r) releases.push(r); });
    }
    releases[0]!();
    await Promise.resolve();
    releases[1]!();
    await Promise.resolve();
    releases[2]!();
    expect(places.keys).toBe(0);
  });
});
