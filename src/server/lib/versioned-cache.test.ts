import { describe, expect, it } from "vitest";
import { VersionedCache, type Versioned } from "./versioned-cache";

/** A list of `n` words' ids at a version, sized as a word list would be. */
const list = (key: string, version: number, n = 1): Versioned<string[]> => {
  const value = Array.from({ length: n }, (_, i) => `word-${i}`);
  return { key, version, value, bytes: n * 200 };
};

describe("VersionedCache", () => {
  it("answers only for the version asked, counting hits and misses", () => {
    const cache = new VersionedCache<string[]>();
    cache.set(list("a", 3));
    expect(cache.get("a", 3)?.version).toBe(3);
    expect(cache.get("a", 4)).toBeUndefined();
    expect(cache.get("b", 3)).toBeUndefined();
    expect([cache.hits, cache.misses]).toEqual([1, 2]);
  });

  it("replaces an older version, never a newer one", () => {
    const cache = new VersionedCache<string[]>();
    cache.set(list("a", 3));
    cache.set(list("a", 5));
    cache.set(list("a", 4)); // read before the version-5 write committed, arriving late
    expect(cache.get("a", 5)).toBeDefined();
    expect(cache.get("a", 4)).toBeUndefined();
    expect(cache.size).toBe(1);
  });

  it("drops the least recently used lists beyond its bound, and never keeps a list larger than it", () => {
    const one = list("x", 1, 10).bytes;
    const cache = new VersionedCache<string[]>(one * 3);
    for (const c of ["a", "b", "c"]) cache.set(list(c, 1, 10));
    cache.get("a", 1); // a is now the most recently used
    cache.set(list("d", 1, 10));
    expect(cache.get("b", 1)).toBeUndefined();
    expect(["a", "c", "d"].map((c) => cache.get(c, 1) !== undefined)).toEqual([true, true, true]);
    expect(cache.totalBytes).toBe(one * 3);
    cache.set(list("huge", 1, 40));
    expect(cache.get("huge", 1)).toBeUndefined();
    expect(cache.size).toBe(3);
    cache.clear();
    expect([cache.size, cache.totalBytes]).toEqual([0, 0]);
  });

  it("shares one load among concurrent callers of a version, and caches it", async () => {
    const cache = new VersionedCache<string[]>();
    let loads = 0;
    const load = async () => {
      loads++;
      await new Promise((r) => setTimeout(r, 5));
      return list("a", 2, 3);
    };
    const got = await Promise.all([cache.getOrLoad("a", 2, load), cache.getOrLoad("a", 2, load), cache.getOrLoad("a", 2, load)]);
    expect(loads).toBe(1);
    expect(got.map((l) => l?.value.length)).toEqual([3, 3, 3]);
    expect(await cache.getOrLoad("a", 2, load)).toBe(got[0]);
    expect(loads).toBe(1);
  });

  it("answers null when the load finds another version (keeping the newer one), and retries a failed load", async () => {
    const cache = new VersionedCache<string[]>();
    expect(await cache.getOrLoad("a", 2, async () => list("a", 3))).toBeNull();
    expect(cache.get("a", 3)?.version).toBe(3);
    await expect(cache.getOrLoad("b", 1, async () => { throw new Error("database gone"); })).rejects.toThrow("database gone");
    expect((await cache.getOrLoad("b", 1, async () => list("b", 1)))?.version).toBe(1);
  });
});
