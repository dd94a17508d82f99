import { useMutation } from "@tanstack/react-query";
import { ParsingAnswerResultSchema, type ParsingAnswer } from "@/shared/api/parsing";
import { api, ApiRequestError } from "@/client/lib/api-client";

/** POST /api/parsing/answers: the server grades the choices again and moves the form's card. */
export const postParsingAnswer = (body: ParsingAnswer) => api("/parsing/answers", { method: "POST", body, schema: ParsingAnswerResultSchema });

/** A refused answer (4xx) is not sent again; a network or server failure is, with the same id (applied once). */
const retryable = (count: number, error: unknown) => count < 8 && !(error instanceof ApiRequestError && error.status >= 400 && error.status < 500);

/**
 * The answer is sent in the background: while offline the mutation waits (TanStack Query pauses
 * it) and is sent when the connection is back, so a round goes on offline.
 */
export function usePostParsingAnswer() {
  return useMutation({ mutationFn: postParsingAnswer, retry: retryable, retryDelay: (n) => Math.min(30_000, 1000 * 2 ** n) });
}
