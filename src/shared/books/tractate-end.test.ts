import { describe, expect, it } from "vitest";
import { tractateEndAt } from "./tractate-end";

describe("tractateEndAt", () => {
  const end = (chapter: number, exact: boolean) => ({ chapter, label: "", exact });

  it("goes on before the end read or the least the record promises (Berakhot 2b of 64a; Shabbat 3b of at least 156b)", () => {
    expect(tractateEndAt(end(127, true), 4)).toBe("goes-on");
    expect(tractateEndAt(end(312, false), 6)).toBe("goes-on");
  });

  it("ends at the end read; at the record's count or past it, nothing says (the record may stop short: Berakhot's 63a)", () => {
    expect(tractateEndAt(end(127, true), 127)).toBe("ends");
    expect(tractateEndAt(end(125, false), 125)).toBe("unknown");
    expect(tractateEndAt(end(125, false), 127)).toBe("unknown");
  });

  it("knows nothing of a book imported before ends were kept", () => {
    expect(tractateEndAt(null, 4)).toBe("unknown");
  });
});
