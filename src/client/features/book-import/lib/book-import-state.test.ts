import { describe, expect, it } from "vitest";
import { bookImportReducer, type BookImportState } from "./book-import-state";

describe("bookImportReducer", () => {
  it("goes start → progress → complete → dismiss", () => {
    let s: BookImportState | null = bookImportReducer(null, { type: "start", bookName: "Genesis", jobId: "j1" });
    expect(s).toEqual({ isImporting: true, bookName: "Genesis", message: "Starting import...", percent: 0, jobId: "j1", bookId: null });
    s = bookImportReducer(s, { type: "progress", message: "Importing Genesis: chapter 3 (3 of 50)", percent: 7.4 });
    expect(s).toMatchObject({ message: "Importing Genesis: chapter 3 (3 of 50)", percent: 7.4, isImporting: true });
    expect(bookImportReducer(s, { type: "progress", message: "older", percent: 2 })).toMatchObject({ percent: 7.4 });
    s = bookImportReducer(s, { type: "complete", bookId: "b1" });
    expect(s).toMatchObject({ isImporting: false, message: "Complete!", percent: 100, bookId: "b1" });
    expect(bookImportReducer(s, { type: "progress", message: "late", percent: 50 })).toBe(s);
    expect(bookImportReducer(s, { type: "dismiss" })).toBeNull();
    expect(bookImportReducer(s, { type: "fail" })).toBeNull();
  });
});
