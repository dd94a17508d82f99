import { describe, expect, it } from "vitest";
import { cookieValue } from "./cookie-value";

describe("cookieValue", () => {
  it("finds a cookie by its whole name in a header or document.cookie", () => {
    const header = "better-auth.session_token=abc=; milim-gloss=spanish;milim-locale=he";
    expect(cookieValue(header, "milim-gloss")).toBe("spanish");
    expect(cookieValue(header, "milim-locale")).toBe("he");
    expect(cookieValue(header, "better-auth.session_token")).toBe("abc=");
    expect(cookieValue(header, "gloss")).toBeNull();
    expect(cookieValue(undefined, "milim-gloss")).toBeNull();
    expect(cookieValue("", "milim-gloss")).toBeNull();
  });
});
