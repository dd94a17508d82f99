// @vitest-environment jsdom
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";

// The browser's localStorage, kept in a Map the tests can read; document.cookie is jsdom's real jar.
const store = new Map<string, string>();
const memoryStorage = {
  getItem: (k: string) => store.get(k) ?? null,
  setItem: (k: string, v: string) => void store.set(k, v),
};

describe("browserTimeZone", () => {
  beforeEach(() => {
    vi.resetModules();
    store.clear();
    vi.stubGlobal("localStorage", memoryStorage);
    for (const name of ["milim-time-zone", "milim-locale"]) document.cookie = `${name}=; path=/; max-age=0`;
  });
  afterEach(() => {
    vi.unstubAllGlobals();
    vi.restoreAllMocks();
  });

  it("reads the zone from Intl once and keeps it with the clock's offset", async () => {
    const zone = new Intl.DateTimeFormat().resolvedOptions().timeZone;
    const intl = vi.spyOn(Intl, "DateTimeFormat");
    const { browserTimeZone } = await import("./browser-time-zone");
    expect(browserTimeZone()).toBe(zone);
    expect(browserTimeZone()).toBe(zone);
    expect(intl).toHaveBeenCalledTimes(1);
    expect(store.get("milim-time-zone")).toBe(`${new Date().getTimezoneOffset()} ${zone}`);
  });

  it("a later page takes the saved zone without asking Intl while the offset is the same", async () => {
    store.set("milim-time-zone", `${new Date().getTimezoneOffset()} Asia/Jerusalem`);
    const intl = vi.spyOn(Intl, "DateTimeFormat");
    const { browserTimeZone } = await import("./browser-time-zone");
    expect(browserTimeZone()).toBe("Asia/Jerusalem");
    expect(intl).not.toHaveBeenCalled();
  });

  it("reads it again when the offset changed (another zone, or summer time)", async () => {
    store.set("milim-time-zone", `${new Date().getTimezoneOffset() + 60} Asia/Jerusalem`);
    const { browserTimeZone } = await import("./browser-time-zone");
    expect(browserTimeZone()).toBe(new Intl.DateTimeFormat().resolvedOptions().timeZone);
  });

  it("keeps the zone in a cookie for the server, written only when it is not there already", async () => {
    store.set("milim-time-zone", `${new Date().getTimezoneOffset()} Asia/Jerusalem`);
    document.cookie = "milim-locale=he; path=/";
    // The document's cookie jar, watched as the module writes to it.
    const writes = vi.spyOn(document, "cookie", "set");
    const first = await import("./browser-time-zone");
    expect(first.browserTimeZone()).toBe("Asia/Jerusalem");
    expect(document.cookie).toBe("milim-locale=he; milim-time-zone=Asia/Jerusalem");
    expect(writes).toHaveBeenCalledTimes(1);
    // The next page, the cookie there: nothing written.
    vi.resetModules();
    const next = await import("./browser-time-zone");
    expect(next.browserTimeZone()).toBe("Asia/Jerusalem");
    expect(writes).toHaveBeenCalledTimes(1);
  });

  it("on the server, while it renders a page, is the zone of that page's cookie, else UTC (and known only with the cookie)", async () => {
    const { browserTimeZone, setRenderTimeZone, timeZoneKnown } = await import("./browser-time-zone");
    setRenderTimeZone({ zone: "America/Argentina/Buenos_Aires" });
    expect([browserTimeZone(), timeZoneKnown()]).toEqual(["America/Argentina/Buenos_Aires", true]);
    setRenderTimeZone({ zone: undefined });
    expect([browserTimeZone(), timeZoneKnown()]).toEqual(["UTC", false]);
    setRenderTimeZone(null);
    expect([browserTimeZone(), timeZoneKnown()]).toEqual([new Intl.DateTimeFormat().resolvedOptions().timeZone, true]);
  });
});
