import { answerClaims, type AnswerWriter, type RecordAnswerInput, type RecordAnswerOutcome } from "../../../shared/study/answer-write";
import type { Db } from "../../db/client";
import { GroupCommit } from "../../lib/group-commit";
import type { Logger } from "../../lib/logger";
import { recordAnswers } from "./queries";
import { scheduleReviews } from "./schedule-reviews";

/**
 * The server's answer writer: group commit over recordAnswers. Measured on this project's
 * machines, one transaction per answer gave 0.02× (PGlite) and 0.05× (PostgreSQL) of GET
 * /api/health at 100 connections — each commit waits for its own disk flush — where batches keep
 * the answer path near 0.5×. A batch with a rated answer (know, dont_know, review) first reads its
 * words' review cards (scheduleReviews, at `now`), then writes the cards with the events and
 * counters in the same single statement as a batch without one.
 */
export function createAnswerWriter(db: Db, log: Logger, now: () => Date = () => new Date()): AnswerWriter {
  const reviews = scheduleReviews(now);
  return new GroupCommit<RecordAnswerInput, RecordAnswerOutcome>(
    (batch) => recordAnswers(db, batch, reviews, now()),
    { claimsOf: answerClaims, log },
  );
}
