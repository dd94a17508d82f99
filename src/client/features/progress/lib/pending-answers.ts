import type { Answer } from "@/shared/api/progress";
import { readAnswer } from "@/shared/study/read-answer";

/** How a final failure is reported: a toast (study table, flashcards) or only a log (games). */
export type FailureNotice = "toast" | "log";

export interface PendingAnswer {
  answer: Answer;
  notice: FailureNotice;
  /** The signed-in user who gave the answer: after a reload only their own answers are sent. */
  userId?: string;
  /** When it was given (ms since the epoch): tells whether the restored offline copy shows it. */
  givenAt?: number;
  /** Sent again after a reload: its effect is already in the restored offline copy (not stored). */
  replayed?: boolean;
}

export const PENDING_ANSWERS_KEY = "milim-pending-answers";

type StorageLike = Pick<Storage, "getItem" | "setItem" | "removeItem">;

/**
 * Answers sent but not yet confirmed, kept in localStorage so a reload sends them again (with the
 * same ids, so the server applies each one once). Unreadable entries are dropped.
 */
export function createPendingAnswerStore(storage: StorageLike | undefined) {
  const listeners = new Set<() => void>();
  let count: number | undefined;
  const read = (): PendingAnswer[] => {
    try {
      const raw = storage?.getItem(PENDING_ANSWERS_KEY);
      if (!raw) return [];
      const parsed: unknown = JSON.parse(raw);
      if (!Array.isArray(parsed)) return [];
      return parsed.flatMap((item: unknown) => {
        const answer = readAnswer((item as { answer?: unknown } | null)?.answer);
        if (!answer) return [];
        const { notice, userId, givenAt } = item as { notice?: unknown; userId?: unknown; givenAt?: unknown };
        return [{
          answer,
          notice: notice === "log" ? "log" : "toast",
          ...(typeof userId === "string" ? { userId } : {}),
          ...(typeof givenAt === "number" ? { givenAt } : {}),
        } satisfies PendingAnswer];
      });
    } catch {
      return [];
    }
  };
  const write = (items: PendingAnswer[]) => {
    try {
      if (items.length) storage?.setItem(PENDING_ANSWERS_KEY, JSON.stringify(items.map(({ replayed: _r, ...rest }) => rest)));
      else storage?.removeItem(PENDING_ANSWERS_KEY);
    } catch {
      /* storage full or blocked: the answer is still being sent, only a reload would lose it */
    }
    count = undefined;
    for (const listener of listeners) listener();
  };
  return {
    list: read,
    /** How many answers are waiting (cached between changes, for useSyncExternalStore). */
    count(): number {
      return (count ??= read().length);
    },
    /** Called after every change made through this store; returns the unsubscribe function. */
    subscribe(listener: () => void): () => void {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    /** What a reload should send for this user (answers without a recorded user included). */
    listFor(userId: string | undefined): PendingAnswer[] {
      return read().filter((p) => !p.userId || p.userId === userId);
    },
    add(item: PendingAnswer) {
      const items = read();
      if (!items.some((p) => p.answer.id === item.answer.id)) write([...items, item]);
    },
    remove(id: string) {
      const items = read();
      const rest = items.filter((p) => p.answer.id !== id);
      if (rest.length !== items.length) write(rest);
    },
    /** True when an answer other than `exceptId` for this word is still waiting. */
    hasOtherFor(wordId: string, exceptId: string): boolean {
      return read().some((p) => p.answer.wordId === wordId && p.answer.id !== exceptId);
    },
  };
}

export type PendingAnswerStore = ReturnType<typeof createPendingAnswerStore>;

export const pendingAnswers = createPendingAnswerStore(typeof window !== "undefined" ? window.localStorage : undefined);
