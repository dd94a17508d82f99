import type { WordStatus } from "@/shared/domain";

/** An answer without its id: what a component asks for (the hook adds the id). */
export type AnswerInput =
  | { wordId: string; action: "set"; status: WordStatus }
  | { wordId: string; action: "know" }
  | { wordId: string; action: "dont_know" }
  | { wordId: string; action: "skip" };
