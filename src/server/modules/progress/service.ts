import type { Answer, AnswerResult } from "../../../shared/api/progress";
import { answerEffect } from "../../../shared/study/apply-answer";
import type { Deps } from "../../deps";
import { conflict, notFound } from "../../http/errors";
import type { Actor } from "../../http/route";

const NO_RECORD = { status: "learning", timesSeen: 0, timesKnown: 0, lastSeenAt: null } as const;

/**
 * Applies a learner's answer once (spec 000 §4), through the answer batcher (one statement for
 * the answers that arrive together). A retry of an id this user already used for this word answers
 * applied:false with the current progress; an id used by another user, or for another word, is a
 * 409 that reveals nothing about the earlier use.
 */
export async function submitAnswer(deps: Deps, actor: Actor, answer: Answer): Promise<AnswerResult> {
  const input = {
    id: answer.id, userId: actor.userId, wordId: answer.wordId, action: answer.action,
    effect: answerEffect(answer),
  };
  // A second try only when a concurrent request with the same id committed after this
  // statement's snapshot: the statement then cannot see who used the id.
  for (let attempt = 0; attempt < 2; attempt++) {
    const out = await deps.answers.submit(input);
    if (!out.found) throw notFound("There is no such word, or it is not visible to you.");
    if (out.applied) return { wordId: answer.wordId, applied: true, progress: out.progress ?? { ...NO_RECORD } };
    if (out.priorUserId === null) continue;
    if (out.priorUserId !== actor.userId || out.priorWordId !== answer.wordId) {
      throw conflict("This answer id has already been used for another answer.");
    }
    return { wordId: answer.wordId, applied: false, progress: out.progress ?? { ...NO_RECORD } };
  }
  throw conflict("This answer id has already been used for another answer.");
}
