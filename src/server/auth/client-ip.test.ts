import { describe, expect, it } from "vitest";
import { forwardedClient } from "./client-ip";

describe("the client's address behind trusted proxies (TRUST_PROXY)", () => {
  it("uses the socket without trusted proxies, whatever X-Forwarded-For says", () => {
    expect(forwardedClient("10.0.0.2", "203.0.113.9", 0)).toBe("10.0.0.2");
  });
  it("takes the entry the nearest trusted proxy saw, ignoring what the client wrote further left", () => {
    expect(forwardedClient("10.0.0.2", "203.0.113.9", 1)).toBe("203.0.113.9");
    expect(forwardedClient("10.0.0.2", "6.6.6.6, 203.0.113.9", 1)).toBe("203.0.113.9");
    expect(forwardedClient("10.0.0.2", "6.6.6.6, 203.0.113.9, 10.0.0.1", 2)).toBe("203.0.113.9");
    expect(forwardedClient("10.0.0.2", null, 1)).toBe("10.0.0.2");
  });
});
