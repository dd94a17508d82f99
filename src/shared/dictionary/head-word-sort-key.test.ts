import { describe, expect, it } from "vitest";
import { headWordSortKey } from "./head-word-sort-key";

describe("headWordSortKey", () => {
  it("files BDB's bracketed and ketiv head-words by their letters", () => {
    expect(headWordSortKey("(ה)גבול")).toBe("הגבול");
    expect(headWordSortKey("(ו)יעשׂו")).toBe("ויעשו");
    expect(headWordSortKey("]עֵת] קָצִין")).toBe("עת קצין");
    expect(headWordSortKey("[אֵב]")).toBe("אב");
    expect(headWordSortKey("אִ־")).toBe("א");
    expect(headWordSortKey('ת"ש')).toBe("תש");
  });

  it("keeps a plain head-word as its plain form, and one of punctuation only as it is", () => {
    expect(headWordSortKey("שָׁלוֹם")).toBe("שלום");
    expect(headWordSortKey("בֵּית לֶחֶם")).toBe("בית לחם");
    expect(headWordSortKey("?")).toBe("?");
  });
});
