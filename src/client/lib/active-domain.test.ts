import { describe, expect, it } from "vitest";
import { activeDomainFromPath, firstPathSegment } from "./active-domain";

describe("activeDomainFromPath", () => {
  it("takes the first path segment when it is a domain", () => {
    expect(activeDomainFromPath("/biblical/genesis")).toBe("biblical");
    expect(activeDomainFromPath("/aramaic")).toBe("aramaic");
    expect(activeDomainFromPath("/mishna/zeraim/")).toBe("mishna");
  });

  it("defaults to modern elsewhere", () => {
    expect(activeDomainFromPath("/")).toBe("modern");
    expect(activeDomainFromPath("/books/123/4")).toBe("modern");
    expect(activeDomainFromPath("/settings")).toBe("modern");
    expect(activeDomainFromPath("/biblicalx/genesis")).toBe("modern");
  });

  it("uses the domains the server lists", () => {
    expect(activeDomainFromPath("/custom/list", ["modern", "custom"])).toBe("custom");
    expect(activeDomainFromPath("/biblical/genesis", ["modern", "custom"])).toBe("modern");
  });

  it("decodes the segment and survives malformed escapes", () => {
    expect(firstPathSegment("//a%20b/c")).toBe("a b");
    expect(firstPathSegment("/%E0%A4%A/x")).toBe("%E0%A4%A");
    expect(firstPathSegment("")).toBe("");
  });
});
