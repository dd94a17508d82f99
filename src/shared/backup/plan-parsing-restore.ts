import type { BackupFile, BackupParsingCard } from "./backup-file";

/** A book here that a parsing card may name: by its id, or by its source (the title it was imported by). */
export interface ExistingBook { id: string; sourceRef: string | null }

/** A parsing card to put back for the caller, on a book here, with its answers (each id once in the plan). */
export interface PlannedParsingCard {
  userId: string; form: string; morph: string; strong: string; bookId: string; chapter: number; verse: number; position: number;
  card: Omit<BackupParsingCard, "user_id" | "form" | "morph" | "strong" | "book_id" | "book_ref" | "chapter" | "verse" | "position" | "answers">;
  answers: BackupParsingCard["answers"];
}

export type ParsingSkipReason = "otherUsers" | "unmatchedBooks" | "duplicate";

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** What `existing.books` must hold for this file: the books named by id and by source. */
export function parsingRestoreReads(file: BackupFile): { bookIds: string[]; sourceRefs: string[] } {
  const ids = new Set<string>();
  const refs = new Set<string>();
  for (const c of file.data.parsing_cards) {
    if (UUID.test(c.book_id)) ids.add(c.book_id);
    if (c.book_ref.source_ref) refs.add(c.book_ref.source_ref);
  }
  return { bookIds: [...ids], sourceRefs: [...refs] };
}

/**
 * The parsing cards of a restore, decided without I/O: the caller's cards only (their user ids in
 * the file: `own`); each on its book by id, else by the book's source here, else skipped
 * (unmatchedBooks: a card needs its book). One card per form, code and lemma (the last in the file
 * wins; the others: duplicate), and each answer id once.
 */
export function planParsingRestore(file: BackupFile, userId: string, own: ReadonlySet<string>, books: readonly ExistingBook[]) {
  const byId = new Set(books.map((b) => b.id));
  const bySource = new Map<string, string>();
  for (const b of books) if (b.sourceRef) bySource.set(b.sourceRef, b.id);
  const skips: { id: string; reason: ParsingSkipReason }[] = [];
  const cards = new Map<string, PlannedParsingCard>();
  for (const c of file.data.parsing_cards) {
    const key = `${c.form}\u0000${c.morph}\u0000${c.strong}`;
    if (!own.has(c.user_id)) {
      skips.push({ id: key, reason: "otherUsers" });
      continue;
    }
    const bookId = byId.has(c.book_id) ? c.book_id : c.book_ref.source_ref ? bySource.get(c.book_ref.source_ref) : undefined;
    if (!bookId) {
      skips.push({ id: key, reason: "unmatchedBooks" });
      continue;
    }
    if (cards.has(key)) skips.push({ id: key, reason: "duplicate" });
    const { user_id: _u, form, morph, strong, book_id: _b, book_ref: _r, chapter, verse, position, answers, ...card } = c;
    cards.set(key, { userId, form, morph, strong, bookId, chapter, verse, position, card, answers });
  }
  const seen = new Set<string>();
  const planned = [...cards.values()].map((c) => ({
    ...c,
    answers: c.answers.filter((a) => !seen.has(a.id) && Boolean(seen.add(a.id))),
  }));
  return { cards: planned, skips };
}
