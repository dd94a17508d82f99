import { useCallback, useEffect } from "react";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { toast } from "sonner";
import type { WordProgress } from "@/shared/api/collections";
import type { Me } from "@/shared/api/me";
import type { Answer, AnswerResult } from "@/shared/api/progress";
import { cachedProgress, patchCachedProgress } from "../lib/answer-cache";
import { applyAnswer } from "@/shared/study/apply-answer";
import type { AnswerInput } from "@/shared/api/progress";
import { newAnswerId } from "@/shared/study/new-answer-id";
import { pendingAnswers, type FailureNotice, type PendingAnswer } from "../lib/pending-answers";
import { postAnswer } from "../api/post-answer";
import { BOOKS_KEY, DUE_REVIEWS_KEY, ME_QUERY_KEY, TODAY_STATISTICS_KEY } from "@/client/lib/query-keys";
import { COLLECTION_PAGE_KEY } from "@/client/lib/query-keys";
import { answerRetryDelay, shouldRetryAnswer } from "../lib/retry-policy";
import { copyShowsAnswer } from "@/client/lib/offline-copy-time";
import { m } from "@/client/lib/i18n";

interface AnswerContext {
  previous: WordProgress | null | undefined;
  predicted: WordProgress;
}

/** Answers left over from an earlier page load are sent once per load. */
let replayed = false;
/**
 * The answers given on this page: never replayed as left over. A tap on a server-drawn page can
 * be answered before the replay's effect has run (React hydrates the row and replays the tap
 * first), and the answer, already on its way, was then sent a second time.
 */
const givenHere = new Set<string>();
/**
 * An answer outside Review (a flashcard, a game, a status) has landed since the due list was last
 * marked stale: it may have made a card or moved one. Review's own answers are followed by its
 * session (it hides what it answered, and reads the list again when it runs out).
 */
let scheduleChanged = false;

/**
 * The one way to record an answer (study table, flashcards, games). It makes the answer id, updates
 * the cached collection page and search results at once (so the next card, the counts and the bars
 * move without waiting), then sends POST /api/progress/answers in the background, one answer at a
 * time in order. Network and server failures are retried with the SAME id (exponential backoff,
 * paused while offline); pending answers are kept in localStorage and sent again after a reload.
 * After the final failure the optimistic change is rolled back and the user is told (a toast, or
 * only console.error for games). The client never sends counts.
 */
export function useAnswer(notice: FailureNotice = "toast"): (input: AnswerInput) => void {
  const queryClient = useQueryClient();
  const { mutate } = useMutation<AnswerResult, Error, PendingAnswer, AnswerContext | undefined>({
    mutationKey: ["progress-answer"],
    scope: { id: "progress-answers" },
    mutationFn: ({ answer }) => postAnswer(answer),
    retry: shouldRetryAnswer,
    retryDelay: answerRetryDelay,
    onMutate: (pending) => {
      pendingAnswers.add(pending);
      const { answer } = pending;
      // An answer sent again after a reload is already shown by the restored offline copy.
      if (pending.replayed) return undefined;
      const previous = cachedProgress(queryClient, answer.wordId);
      const predicted = applyAnswer(previous ?? null, answer);
      patchCachedProgress(queryClient, new Map([[answer.wordId, predicted]]));
      return { previous, predicted };
    },
    onSuccess: (result, { answer }) => {
      pendingAnswers.remove(answer.id);
      // A later answer on the same word is already shown; its own result will arrive after this one.
      if (!pendingAnswers.hasOtherFor(answer.wordId, answer.id)) {
        patchCachedProgress(queryClient, new Map([[answer.wordId, result.progress]]));
      }
      if (answer.action !== "review") scheduleChanged = true;
      // The daily goal bar counts today's answers: refresh it once the queue is empty.
      if (pendingAnswers.list().length === 0) {
        void queryClient.invalidateQueries({ queryKey: TODAY_STATISTICS_KEY });
        // The library's and the chapters' coverage count known words: fetched again when next shown.
        void queryClient.invalidateQueries({ queryKey: BOOKS_KEY, refetchType: "none" });
        // Review read too early (opened while the flashcards' answers were still on their way)
        // showed "Nothing due" and stayed so: it reads the due cards again.
        if (scheduleChanged) {
          scheduleChanged = false;
          void queryClient.invalidateQueries({ queryKey: DUE_REVIEWS_KEY });
        }
      }
    },
    onError: (error, { answer, notice: how }, context) => {
      pendingAnswers.remove(answer.id);
      if (context && context.previous !== undefined && cachedProgress(queryClient, answer.wordId) === context.predicted) {
        patchCachedProgress(queryClient, new Map([[answer.wordId, context.previous]]));
      }
      void queryClient.invalidateQueries({ queryKey: [COLLECTION_PAGE_KEY], refetchType: "active" });
      if (how === "log") console.error("Failed to save progress", answer, error);
      else toast.error(m.progress_answer_not_saved(), { description: error.message });
    },
  });

  useEffect(() => {
    if (replayed) return;
    replayed = true;
    // An answer given after the offline copy was last saved (a reload came first) is shown again.
    for (const pending of pendingAnswers.listFor(queryClient.getQueryData<Me | null>(ME_QUERY_KEY)?.user.id)) {
      if (givenHere.has(pending.answer.id)) continue;
      mutate({ ...pending, replayed: copyShowsAnswer(pending.givenAt) });
    }
  }, [mutate, queryClient]);

  return useCallback(
    (input: AnswerInput) => {
      const answer = { ...input, id: newAnswerId() } as Answer;
      givenHere.add(answer.id);
      const user = queryClient.getQueryData<Me | null>(ME_QUERY_KEY)?.user.id;
      mutate({ answer, notice, givenAt: Date.now(), ...(user ? { userId: user } : {}) });
    },
    [mutate, notice, queryClient],
  );
}
