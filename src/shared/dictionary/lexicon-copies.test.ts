import { describe, expect, it } from "vitest";
import { originalOf, withoutCopies } from "./lexicon-copies";

const entry = (source: "jastrow" | "sefaria-aramaic" | "bdb", sourceId: string, via = "form") => ({ source, sourceId, via });

describe("entries one lexicon copies from another", () => {
  it("names Sefaria's Aramaic entry as Jastrow's of the same id, and every other entry as itself", () => {
    expect(originalOf(entry("sefaria-aramaic", "A00017"))).toEqual({ source: "jastrow", sourceId: "A00017" });
    expect(originalOf(entry("bdb", "a.ab.aa"))).toEqual({ source: "bdb", sourceId: "a.ab.aa" });
  });

  it("drops Sefaria's copy of an entry Jastrow's import holds, keeping the order and the copies without their original", () => {
    const rows = [entry("sefaria-aramaic", "A00017"), entry("bdb", "a.ab.aa"), entry("jastrow", "A00017"), entry("sefaria-aramaic", "A00018"), entry("jastrow", "A00019")];
    expect(withoutCopies(rows)).toEqual([entry("bdb", "a.ab.aa"), entry("jastrow", "A00017"), entry("sefaria-aramaic", "A00018"), entry("jastrow", "A00019")]);
  });

  it("compares within a group only", () => {
    const rows = [entry("sefaria-aramaic", "A00017", "form"), entry("jastrow", "A00017", "see")];
    expect(withoutCopies(rows, (r) => r.via)).toEqual(rows);
    expect(withoutCopies(rows)).toEqual([entry("jastrow", "A00017", "see")]);
  });
});
