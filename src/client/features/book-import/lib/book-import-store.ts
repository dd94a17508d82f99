import { bookImportReducer, type BookImportEvent, type BookImportState } from "./book-import-state";

export const BOOK_IMPORT_STORAGE_KEY = "milim-book-import";

type StorageLike = Pick<Storage, "getItem" | "setItem" | "removeItem">;

export interface BookImportStore {
  get(): BookImportState | null;
  dispatch(event: BookImportEvent): void;
  subscribe(listener: () => void): () => void;
}

/**
 * One import state per page, kept in localStorage while an import runs (so a reload follows the
 * same job) and removed otherwise.
 */
export function createBookImportStore(storage: StorageLike | undefined): BookImportStore {
  const listeners = new Set<() => void>();
  let state: BookImportState | null = null;
  try {
    const saved = storage?.getItem(BOOK_IMPORT_STORAGE_KEY);
    const parsed = saved ? (JSON.parse(saved) as BookImportState) : null;
    if (parsed && parsed.isImporting && typeof parsed.jobId === "string") state = parsed;
  } catch {
    /* unreadable: start clean */
  }
  return {
    get: () => state,
    dispatch(event) {
      const next = bookImportReducer(state, event);
      if (next === state) return;
      state = next;
      try {
        if (state?.isImporting) storage?.setItem(BOOK_IMPORT_STORAGE_KEY, JSON.stringify(state));
        else storage?.removeItem(BOOK_IMPORT_STORAGE_KEY);
      } catch {
        /* storage blocked: the state still lives for this page */
      }
      listeners.forEach((l) => l());
    },
    subscribe(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
  };
}

export const bookImportStore = createBookImportStore(typeof window !== "undefined" ? window.localStorage : undefined);
