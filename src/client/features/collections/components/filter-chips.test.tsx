// @vitest-environment jsdom
import { cleanup, fireEvent, render, screen } from "@testing-library/react";
import { afterEach, describe, expect, it, vi } from "vitest";
import { FilterChips } from "./filter-chips";

afterEach(cleanup);

/** Berakhot's pages, 2a to 64a: more than a row of chips holds. */
const PAGES = Array.from({ length: 63 }, (_, i) => [`${i + 2}a`, `${i + 2}b`]).flat().slice(0, 125);

describe("FilterChips", () => {
  it("shows a few values as chips, the chosen one pressed", () => {
    const onSelect = vi.fn();
    render(<FilterChips label="Section" allLabel="All sections" values={["1", "2", "3"]} selected="2" onSelect={onSelect} color="217 91% 60%" />);
    expect(screen.getByRole("button", { name: "2" }).getAttribute("aria-pressed")).toBe("true");
    fireEvent.click(screen.getByRole("button", { name: "All sections" }));
    expect(onSelect).toHaveBeenCalledWith(null);
  });

  it("turns a tractate's 125 pages into the phone's own drop-down: every page, then 'all' again", () => {
    const onSelect = vi.fn();
    render(<FilterChips label="Page" allLabel="All pages" values={PAGES} selected="34b" onSelect={onSelect} color="217 91% 60%" />);
    const select = screen.getByRole("combobox", { name: "Page" }) as HTMLSelectElement;
    expect(select.tagName).toBe("SELECT");
    expect([...select.options].map((o) => o.text)).toEqual(["All pages", ...PAGES]);
    expect(select.selectedOptions[0]!.text).toBe("34b");
    fireEvent.change(select, { target: { value: "2a" } });
    expect(onSelect).toHaveBeenLastCalledWith("2a");
    fireEvent.change(select, { target: { value: "" } });
    expect(onSelect).toHaveBeenLastCalledWith(null);
    expect(screen.queryAllByRole("button")).toHaveLength(0);
  });
});
