import type { Answer, AnswerResult } from "../../../shared/api/progress";
import { answerEffect } from "../../../shared/study/apply-answer";
import { fsrsRatingOf } from "../../../shared/review/fsrs-rating";
import type { AnswerWriter } from "../../../shared/study/answer-write";
import { conflict, notFound } from "../../lib/domain-error";

const NO_RECORD = { status: "learning", timesSeen: 0, timesKnown: 0, lastSeenAt: null } as const;

/**
 * Applies a learner's answer once; its effect is the shared rule the browser also
 * uses for its prediction. The answers that arrive together are written in one transaction (the
 * writer is made by createAnswerWriter). A retry of an id this user already used for this word
 * answers applied:false with the current progress; an id used by another user, or for another
 * word, is a conflict that reveals nothing about the earlier use. An answer with an FSRS rating
 * (fsrsRatingOf: know, dont_know, review) also moves the word's review card, in the same
 * transaction as its counters (schedule-reviews.ts); a retry moves it no further.
 */
export async function submitAnswer(answers: AnswerWriter, userId: string, answer: Answer): Promise<AnswerResult> {
  const out = await answers.submit({
    id: answer.id, userId, wordId: answer.wordId, action: answer.action, effect: answerEffect(answer),
    rating: fsrsRatingOf(answer), durationMs: "durationMs" in answer ? answer.durationMs ?? null : null,
  });
  switch (out.kind) {
    case "not_found":
      throw notFound("words_not_visible");
    case "applied":
      return { wordId: answer.wordId, applied: true, progress: out.progress };
    case "replayed":
      if (out.priorUserId !== userId || out.priorWordId !== answer.wordId) {
        throw conflict("progress_answer_id_used");
      }
      return { wordId: answer.wordId, applied: false, progress: out.progress ?? { ...NO_RECORD } };
  }
}
