import { describe, expect, it } from "vitest";
import { SessionCache, sessionCookieValue } from "./session-cache";

describe("SessionCache", () => {
  it("returns an entry until its time to live or the session's expiry passes", () => {
    let t = 1_000;
    const cache = new SessionCache(5_000, 10, () => t);
    cache.set("a", { userId: "u", email: "e", expiresAt: 20_000 });
    expect(cache.get("a")?.userId).toBe("u");
    t = 6_001;
    expect(cache.get("a")).toBeUndefined();
    cache.set("b", { userId: "u", email: "e", expiresAt: 7_000 });
    t = 7_000;
    expect(cache.get("b")).toBeUndefined();
  });
  it("is emptied by clear() and bounded in size", () => {
    const cache = new SessionCache(5_000, 2);
    cache.set("a", { userId: "1", email: "e", expiresAt: Date.now() + 60_000 });
    cache.set("b", { userId: "2", email: "e", expiresAt: Date.now() + 60_000 });
    cache.set("c", { userId: "3", email: "e", expiresAt: Date.now() + 60_000 });
    expect(cache.get("a")).toBeUndefined();
    expect(cache.get("c")?.userId).toBe("3");
    cache.clear();
    expect(cache.get("c")).toBeUndefined();
  });
  it("keeps and serves nothing while paused (the notices of ended sessions cannot arrive), and starts empty on resume()", async () => {
    const cache = new SessionCache();
    const session = { userId: "u", email: "e", expiresAt: Date.now() + 60_000 };
    cache.set("a", session);
    cache.pause();
    expect(cache.get("a")).toBeUndefined();
    let loads = 0;
    await cache.getOrLoad("a", async () => (loads++, session));
    await cache.getOrLoad("a", async () => (loads++, session));
    expect(loads).toBe(2);
    cache.resume();
    expect(cache.get("a")).toBeUndefined();
    await cache.getOrLoad("a", async () => (loads++, session));
    expect(cache.get("a")?.userId).toBe("u");
  });
});

describe("SessionCache.getOrLoad", () => {
  const session = (userId: string) => ({ userId, email: "e", expiresAt: Date.now() + 60_000 });

  it("shares one lookup between concurrent misses and caches its result", async () => {
    const cache = new SessionCache();
    let calls = 0;
    let release!: () => void;
    const load = async () => { calls++; await new Promise<void>((r) => { release = r; }); return session("u"); };
    const all = Array.from({ length: 100 }, () => cache.getOrLoad("k", load));
    release();
    expect((await Promise.all(all)).every((s) => s?.userId === "u")).toBe(true);
    expect(calls).toBe(1);
    expect((await cache.getOrLoad("k", load))?.userId).toBe("u");
    expect(calls).toBe(1);
  });

  it("does not cache a missing session, nor a lookup that clear() overtook", async () => {
    const cache = new SessionCache();
    expect(await cache.getOrLoad("k", async () => null)).toBeNull();
    expect(cache.get("k")).toBeUndefined();
    let release!: () => void;
    const pending = cache.getOrLoad("k", async () => { await new Promise<void>((r) => { release = r; }); return session("old"); });
    cache.clear(); // e.g. a sign-out while the lookup ran
    release();
    await pending;
    expect(cache.get("k")).toBeUndefined();
    expect((await cache.getOrLoad("k", async () => session("new")))?.userId).toBe("new");
  });
});

describe("sessionCookieValue", () => {
  const plain = "better-auth.session_token";
  const secure = "__Secure-better-auth.session_token";
  it("reads the cookie of the configured name only, as better-auth does (first of that name, decoded)", () => {
    expect(sessionCookieValue("x=1; better-auth.session_token=abc.def%3D; y=2", plain)).toBe("abc.def=");
    expect(sessionCookieValue("__Secure-better-auth.session_token=t.s", secure)).toBe("t.s");
    expect(sessionCookieValue("other=1", plain)).toBeNull();
    expect(sessionCookieValue(null, plain)).toBeNull();
  });
  it("never takes a session cookie of the other name for the configured one", () => {
    const both = "better-auth.session_token=planted; __Secure-better-auth.session_token=real.sig";
    expect(sessionCookieValue(both, secure)).toBe("real.sig");
    expect(sessionCookieValue(both, plain)).toBe("planted");
    expect(sessionCookieValue("better-auth.session_token=planted", secure)).toBeNull();
    expect(sessionCookieValue("__Secure-better-auth.session_token=a; __Secure-better-auth.session_token=b", secure)).toBe("a");
  });
});
