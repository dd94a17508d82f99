import { m } from "@/client/lib/i18n";

/**
 * The book import as the client keeps it: start
 * ('Starting import...', 0 %), progress (message, percent), complete ('Complete!', 100 %, no longer
 * importing), dismiss (cleared). `jobId` follows the server's job; `bookId` is the imported book.
 */
export interface BookImportState {
  isImporting: boolean;
  bookName: string;
  message: string;
  percent: number;
  jobId: string;
  bookId: string | null;
}

export type BookImportEvent =
  | { type: "start"; bookName: string; jobId: string }
  | { type: "progress"; message: string; percent: number }
  | { type: "complete"; bookId: string | null }
  | { type: "fail" }
  | { type: "dismiss" };


export function bookImportReducer(state: BookImportState | null, event: BookImportEvent): BookImportState | null {
  switch (event.type) {
    case "start":
      return { isImporting: true, bookName: event.bookName, message: m.bookimport_starting(), percent: 0, jobId: event.jobId, bookId: null };
    case "progress":
      // Percent never goes back (a late event from a slower path must not undo a newer one).
      return state?.isImporting ? { ...state, message: event.message, percent: Math.max(state.percent, Math.min(100, event.percent)) } : state;
    case "complete":
      return state ? { ...state, isImporting: false, message: m.bookimport_complete(), percent: 100, bookId: event.bookId } : state;
    case "fail":
    case "dismiss":
      return null;
  }
}
