import { and, asc, eq, isNotNull, sql } from "drizzle-orm";
import type { Word } from "../../../shared/api/collections";
import type { CardState, ReviewCardState, ReviewParameters } from "../../../shared/review/schedule-review";
import { DEFAULT_DESIRED_RETENTION } from "../../../shared/review/schedule-review";
import type { RevlogRow } from "../../../shared/review/revlog-csv";
import type { DbOrTx } from "../../db/client";
import { progressEvents, reviewCards } from "../../db/schema";

const time = (v: Date | string) => (v instanceof Date ? v : new Date(v));

export interface DueCardRow { cardId: number; word: Word; card: ReviewCardState }
export interface DueCards {
  cards: DueCardRow[];
  dueCount: number;
  /** The earliest due time among cards in learning (state ≠ Review) not yet due. */
  nextLearning: Date | null;
  /** The earliest due time among Review cards due after today. */
  nextReview: Date | null;
  parameters: ReviewParameters;
}

/**
 * The Review page in one statement: the user's cards on words of collections they can see that
 * are due — due ≤ now, or for a card in the Review state (2) due before the end of the
 * learner's today — oldest due first (at most `limit`), how many are due, when the next ones come,
 * and the user's scheduler settings (for the buttons' intervals).
 */
export async function findDueCards(db: DbOrTx, userId: string, now: Date, dayEnd: Date, limit: number): Promise<DueCards> {
  const nowAt = sql`${now.toISOString()}::timestamptz`;
  const endAt = sql`${dayEnd.toISOString()}::timestamptz`;
  const result = await db.execute(sql`
    with mine as (
      select c.*, (c.due < ${endAt} and (c.state = 2 or c.due <= ${nowAt})) as is_due
      from review_cards c
      join words w on w.id = c.word_id
      join collections col on col.id = w.collection_id and (col.owner_id is null or col.owner_id = ${userId})
      where c.user_id = ${userId}
    ),
    summary as (
      select count(*) filter (where is_due)::int as due_count,
             min(due) filter (where not is_due and state <> 2) as next_learning,
             min(due) filter (where not is_due and state = 2) as next_review
      from mine
    ),
    page as (
      select m.id as card_id, m.due, m.stability, m.difficulty, m.scheduled_days, m.learning_steps, m.reps, m.lapses, m.state, m.last_review,
             w.id as word_id, w.collection_id, w.hebrew, w.english, w.spanish, w.portuguese, w.french, w.italian, w.translit, w.pos,
             w.freq_rank, w.subcategory, w.section, w.context_ref, w.context_text
      from mine m join words w on w.id = m.word_id
      where m.is_due
      order by m.due, m.id
      limit ${limit}
    )
    select s.due_count, s.next_learning, s.next_review, st.fsrs_weights, st.desired_retention, p.*
    from summary s
    left join settings st on st.user_id = ${userId}
    left join page p on true
    order by p.due, p.card_id`);
  const rows = (result as unknown as { rows: DueRow[] }).rows;
  const first = rows[0];
  return {
    cards: rows.filter((r) => r.card_id !== null).map((r) => ({
      cardId: Number(r.card_id),
      word: {
        id: r.word_id!, collectionId: r.collection_id!, hebrew: r.hebrew!, english: r.english!, spanish: r.spanish, portuguese: r.portuguese,
        french: r.french, italian: r.italian, translit: r.translit, pos: r.pos, freqRank: r.freq_rank === null ? null : Number(r.freq_rank),
        subcategory: r.subcategory, section: r.section, contextRef: r.context_ref, contextText: r.context_text,
      },
      card: {
        due: time(r.due!), stability: Number(r.stability), difficulty: Number(r.difficulty), scheduledDays: Number(r.scheduled_days),
        learningSteps: Number(r.learning_steps), reps: Number(r.reps), lapses: Number(r.lapses), state: Number(r.state) as CardState,
        lastReview: r.last_review === null ? null : time(r.last_review),
      },
    })),
    dueCount: Number(first?.due_count ?? 0),
    nextLearning: first?.next_learning ? time(first.next_learning) : null,
    nextReview: first?.next_review ? time(first.next_review) : null,
    parameters: {
      fsrsWeights: first?.fsrs_weights ?? null,
      desiredRetention: first?.desired_retention == null ? DEFAULT_DESIRED_RETENTION : Number(first.desired_retention),
    },
  };
}

interface DueRow {
  due_count: number; next_learning: Date | string | null; next_review: Date | string | null;
  fsrs_weights: number[] | null; desired_retention: number | string | null;
  card_id: number | string | null; due: Date | string | null; stability: number | null; difficulty: number | null;
  scheduled_days: number | null; learning_steps: number | null; reps: number | null; lapses: number | null; state: number | null;
  last_review: Date | string | null; word_id: string | null; collection_id: string | null; hebrew: string | null; english: string | null;
  spanish: string | null; portuguese: string | null; french: string | null; italian: string | null; translit: string | null;
  pos: string | null; freq_rank: number | null; subcategory: string | null; section: string | null;
  context_ref: string | null; context_text: string | null;
}

/** The user's whole review log (the rated answers' events, each with its word's card), oldest first: the export's rows. */
export async function listReviewLog(db: DbOrTx, userId: string): Promise<RevlogRow[]> {
  const rows = await db
    .select({
      cardId: reviewCards.id, reviewedAt: progressEvents.reviewedAt, rating: progressEvents.reviewRating,
      state: progressEvents.reviewState, durationMs: progressEvents.durationMs,
    })
    .from(progressEvents)
    .innerJoin(reviewCards, and(eq(reviewCards.userId, progressEvents.userId), eq(reviewCards.wordId, progressEvents.wordId)))
    .where(and(eq(progressEvents.userId, userId), isNotNull(progressEvents.reviewRating)))
    .orderBy(asc(progressEvents.reviewedAt), asc(progressEvents.id));
  return rows.map((r) => ({ cardId: Number(r.cardId), reviewTime: r.reviewedAt!.getTime(), rating: r.rating!, state: r.state!, durationMs: r.durationMs }));
}
