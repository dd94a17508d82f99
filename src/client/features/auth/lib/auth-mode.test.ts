import { describe, expect, it } from "vitest";
import { authModeHref, parseAuthMode } from "./auth-mode";

describe("auth mode", () => {
  it("defaults to sign up and accepts the known modes", () => {
    expect(parseAuthMode(null)).toBe("signup");
    expect(parseAuthMode("bogus")).toBe("signup");
    expect(parseAuthMode("login")).toBe("login");
    expect(parseAuthMode("reset")).toBe("reset");
    expect(parseAuthMode("new-password")).toBe("new-password");
    expect(parseAuthMode("confirm-address")).toBe("confirm-address");
  });

  it("round-trips through the link", () => {
    for (const m of ["signup", "login", "reset", "new-password", "confirm-address"] as const) {
      const href = authModeHref(m);
      expect(parseAuthMode(new URL(href, "http://x").searchParams.get("mode"))).toBe(m);
    }
  });
});
