import { AnswerResultSchema, type Answer, type AnswerResult } from "@/shared/api/progress";
import { api } from "@/client/lib/api-client";

/** POST /api/progress/answers — one answer; the server computes the counters. */
export const postAnswer = (answer: Answer): Promise<AnswerResult> =>
  api("/progress/answers", { method: "POST", body: answer, schema: AnswerResultSchema });
