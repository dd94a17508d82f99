import { describe, expect, it } from "vitest";
import { collectionViewReducer as reduce, effectiveFilter, initialCollectionView, isSearching } from "./collection-view-state";

describe("collection view state (search)", () => {
  it("typing saves filter, section and tractate and shows everything; clearing restores them", () => {
    let s = reduce(initialCollectionView, { type: "tractate", tractate: "Berakhot" });
    s = reduce(s, { type: "section", section: "2a" });
    expect(effectiveFilter(s, "unknown")).toBe("unknown");
    s = reduce(s, { type: "type", text: "ש", currentFilter: "unknown" });
    expect(isSearching(s)).toBe(true);
    expect(s).toMatchObject({ section: null, tractate: null, searchText: "ש", searchTerm: null });
    expect(effectiveFilter(s, "unknown")).toBe("all");
    s = reduce(s, { type: "type", text: "שלום", currentFilter: "all" });
    expect(s.saved).toEqual({ filter: "unknown", section: "2a", tractate: "Berakhot" });
    s = reduce(s, { type: "submit" });
    expect(s.searchTerm).toBe("שלום");
    s = reduce(s, { type: "filter", filter: "known" });
    expect(effectiveFilter(s, "unknown")).toBe("known");
    s = reduce(s, { type: "clear" });
    expect(s).toEqual({ ...initialCollectionView, section: "2a", tractate: "Berakhot" });
    expect(effectiveFilter(s, "unknown")).toBe("unknown");
  });

  it("deleting the whole text is a clear; a blank submit does nothing", () => {
    let s = reduce({ ...initialCollectionView, section: "3" }, { type: "type", text: "  ", currentFilter: "all" });
    expect(reduce(s, { type: "submit" }).searchTerm).toBeNull();
    s = reduce(s, { type: "type", text: "", currentFilter: "all" });
    expect(s).toEqual({ ...initialCollectionView, section: "3" });
  });

  it("outside a search the filter is the user's setting; a new tractate resets the section", () => {
    const s = reduce({ ...initialCollectionView, section: "2a" }, { type: "filter", filter: "known" });
    expect(s.filterOverride).toBeNull();
    expect(reduce(s, { type: "tractate", tractate: "Peah" }).section).toBeNull();
  });
});
