import { describe, expect, it } from "vitest";
import { BOOK_IMPORT_STORAGE_KEY, createBookImportStore } from "./book-import-store";

function memoryStorage() {
  const m = new Map<string, string>();
  return { getItem: (k: string) => m.get(k) ?? null, setItem: (k: string, v: string) => void m.set(k, v), removeItem: (k: string) => void m.delete(k), m };
}

describe("the book import store", () => {
  it("keeps a running import in localStorage, so a reload follows the same job, and removes it after", () => {
    const storage = memoryStorage();
    const store = createBookImportStore(storage);
    store.dispatch({ type: "start", bookName: "Genesis", jobId: "j1" });
    expect(JSON.parse(storage.m.get(BOOK_IMPORT_STORAGE_KEY)!)).toMatchObject({ jobId: "j1", isImporting: true });
    expect(createBookImportStore(storage).get()).toMatchObject({ jobId: "j1", bookName: "Genesis" });
    store.dispatch({ type: "complete", bookId: "b1" });
    expect(storage.m.has(BOOK_IMPORT_STORAGE_KEY)).toBe(false);
    expect(store.get()).toMatchObject({ message: "Complete!" });
    storage.m.set(BOOK_IMPORT_STORAGE_KEY, "{not json");
    expect(createBookImportStore(storage).get()).toBeNull();
  });
});
