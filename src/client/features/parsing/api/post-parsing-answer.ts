import { useMutation } from "@tanstack/react-query";
import { ParsingAnswerResultSchema, type ParsingAnswer, type ParsingAnswerResult } from "@/shared/api/parsing";
import { api, ApiRequestError } from "@/client/lib/api-client";
import { PARSING_ANSWER_KEY } from "@/client/lib/query-keys";

/** POST /api/parsing/answers: the server grades the choices again and moves the form's card. */
export const postParsingAnswer = (body: ParsingAnswer) => api("/parsing/answers", { method: "POST", body, schema: ParsingAnswerResultSchema });

/** A refused answer (4xx) is not sent again; a network or server failure is, with the same id (applied once). */
const retryable = (count: number, error: unknown) => count < 8 && !(error instanceof ApiRequestError && error.status >= 400 && error.status < 500);

/**
 * How a parsing answer is sent, registered on the query client for its key (providers.tsx): an
 * answer still waiting when the page is closed is kept in the offline copy and sent again by this
 * after a reload, with the same id.
 */
export const parsingAnswerMutationDefaults = {
  mutationFn: (body: ParsingAnswer): Promise<ParsingAnswerResult> => postParsingAnswer(body),
  retry: retryable,
  retryDelay: (n: number) => Math.min(30_000, 1000 * 2 ** n),
};

/**
 * The answer is sent in the background: while offline the mutation waits (TanStack Query pauses
 * it) and is sent when the connection is back, so a round goes on offline; the offline copy keeps
 * it over a reload.
 */
export function usePostParsingAnswer() {
  return useMutation<ParsingAnswerResult, Error, ParsingAnswer>({ mutationKey: PARSING_ANSWER_KEY, ...parsingAnswerMutationDefaults });
}
