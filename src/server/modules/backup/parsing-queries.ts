import { asc, eq, inArray, or } from "drizzle-orm";
import type { DbOrTx } from "../../db/client";
import { excluded } from "../../db/excluded";
import { books, parsingAnswers, parsingCards } from "../../db/schema";
import type { BackupParsingCard } from "../../../shared/backup/backup-file";
import type { ExistingBook, PlannedParsingCard } from "../../../shared/backup/plan-parsing-restore";

const iso = (d: Date | null) => (d ? d.toISOString() : null);
const CHUNK = 500;

/**
 * A user's parsing cards, each with its book's source and title (so it re-links on another
 * instance) and its answers, oldest first: two statements.
 */
export async function parsingCardsForBackup(db: DbOrTx, userId: string): Promise<BackupParsingCard[]> {
  const cards = await db
    .select({ c: parsingCards, sourceRef: books.sourceRef, title: books.title })
    .from(parsingCards)
    .innerJoin(books, eq(books.id, parsingCards.bookId))
    .where(eq(parsingCards.userId, userId))
    .orderBy(asc(parsingCards.id));
  const answers = await db.select().from(parsingAnswers).where(eq(parsingAnswers.userId, userId))
    .orderBy(asc(parsingAnswers.answeredAt), asc(parsingAnswers.id));
  const byCard = new Map<number, BackupParsingCard>();
  const out: BackupParsingCard[] = [];
  for (const { c, sourceRef, title } of cards) {
    const card: BackupParsingCard = {
      user_id: c.userId, form: c.form, morph: c.morph, strong: c.strong, book_id: c.bookId, book_ref: { source_ref: sourceRef, title },
      chapter: c.chapter, verse: c.verse, position: c.position, due: c.due.toISOString(), stability: c.stability, difficulty: c.difficulty,
      scheduled_days: c.scheduledDays, learning_steps: c.learningSteps, reps: c.reps, lapses: c.lapses, state: c.state,
      last_review: iso(c.lastReview), answers: [],
    };
    byCard.set(c.id, card);
    out.push(card);
  }
  for (const a of answers) {
    byCard.get(a.cardId)?.answers.push({
      id: a.id, binyan: a.binyan, tense: a.tense, correct: a.correct, rating: a.rating, answered_at: a.answeredAt.toISOString(),
      duration_ms: a.durationMs,
    });
  }
  return out;
}

/** The books here that the file's parsing cards name, by id or by source. */
export async function booksForRestore(db: DbOrTx, ids: string[], sourceRefs: string[]): Promise<ExistingBook[]> {
  if (ids.length === 0 && sourceRefs.length === 0) return [];
  const where = [...(ids.length ? [inArray(books.id, ids)] : []), ...(sourceRefs.length ? [inArray(books.sourceRef, sourceRefs)] : [])];
  return db.select({ id: books.id, sourceRef: books.sourceRef }).from(books).where(or(...where));
}

/**
 * Puts back parsing cards on (user, code, lemma, form), values from the file (state and place),
 * then their answers; an answer whose id is already here is left as it is (a second restore adds
 * nothing). Returns how many answers were added.
 */
export async function upsertParsingCards(tx: DbOrTx, rows: PlannedParsingCard[]): Promise<number> {
  let added = 0;
  for (let i = 0; i < rows.length; i += CHUNK) {
    const part = rows.slice(i, i + CHUNK);
    const written = await tx.insert(parsingCards).values(part.map(({ card: c, ...r }) => ({
      userId: r.userId, form: r.form, morph: r.morph, strong: r.strong, bookId: r.bookId, chapter: r.chapter, verse: r.verse, position: r.position,
      due: new Date(c.due), stability: c.stability, difficulty: c.difficulty, scheduledDays: c.scheduled_days, learningSteps: c.learning_steps,
      reps: c.reps, lapses: c.lapses, state: c.state, lastReview: c.last_review ? new Date(c.last_review) : null,
    }))).onConflictDoUpdate({
      target: [parsingCards.userId, parsingCards.morph, parsingCards.strong, parsingCards.form],
      set: {
        bookId: excluded("book_id"), chapter: excluded("chapter"), verse: excluded("verse"), position: excluded("position"),
        due: excluded("due"), stability: excluded("stability"), difficulty: excluded("difficulty"), scheduledDays: excluded("scheduled_days"),
        learningSteps: excluded("learning_steps"), reps: excluded("reps"), lapses: excluded("lapses"), state: excluded("state"),
        lastReview: excluded("last_review"),
      },
    }).returning({ id: parsingCards.id, form: parsingCards.form, morph: parsingCards.morph, strong: parsingCards.strong });
    const ids = new Map(written.map((w) => [`${w.form}\u0000${w.morph}\u0000${w.strong}`, w.id]));
    const answers = part.flatMap((r) => r.answers.map((a) => ({
      id: a.id, userId: r.userId, cardId: ids.get(`${r.form}\u0000${r.morph}\u0000${r.strong}`)!, binyan: a.binyan, tense: a.tense,
      correct: a.correct, rating: a.rating, answeredAt: new Date(a.answered_at), durationMs: a.duration_ms,
    })));
    for (let j = 0; j < answers.length; j += CHUNK) {
      const inserted = await tx.insert(parsingAnswers).values(answers.slice(j, j + CHUNK)).onConflictDoNothing({ target: parsingAnswers.id })
        .returning({ id: parsingAnswers.id });
      added += inserted.length;
    }
  }
  return added;
}
