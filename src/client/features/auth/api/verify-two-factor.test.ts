import { describe, expect, it } from "vitest";
import { isTotpCode } from "./verify-two-factor";

describe("isTotpCode", () => {
  it("tells an authenticator code from a backup code", () => {
    expect(isTotpCode("123456")).toBe(true);
    expect(isTotpCode("123 456")).toBe(true);
    expect(isTotpCode("abcde-12345")).toBe(false);
    expect(isTotpCode("12345")).toBe(false);
    expect(isTotpCode("1234567")).toBe(false);
  });
});
