import { describe, expect, it } from "vitest";
import { AnswerSchema } from "../api/progress";
import { readAnswer } from "./read-answer";

const ID = "0199f0a2-7b3c-7d4e-8f60-123456789abc";
const WORD = "3f2504e0-4f89-11d3-9a0c-0305e82c3301";

const CASES: unknown[] = [
  { id: ID, wordId: WORD, action: "set", status: "known" },
  { id: ID, wordId: WORD, action: "set", status: "learning", extra: 1 },
  { id: ID, wordId: WORD, action: "set", status: "new" },
  { id: ID, wordId: WORD, action: "set" },
  { id: ID, wordId: WORD, action: "know" },
  { id: ID, wordId: WORD, action: "know", durationMs: 1200 },
  { id: ID, wordId: WORD, action: "know", durationMs: 1.5 },
  { id: ID, wordId: WORD, action: "know", durationMs: -1 },
  { id: ID, wordId: WORD, action: "dont_know", durationMs: 24 * 60 * 60 * 1000 },
  { id: ID, wordId: WORD, action: "dont_know", durationMs: 24 * 60 * 60 * 1000 + 1 },
  { id: ID, wordId: WORD, action: "dont_know", durationMs: "5" },
  { id: ID, wordId: WORD, action: "skip", durationMs: 7 },
  { id: ID, wordId: WORD, action: "review", rating: 3, durationMs: 900 },
  { id: ID, wordId: WORD, action: "review", rating: 4 },
  { id: ID, wordId: WORD, action: "review", rating: 5 },
  { id: ID, wordId: WORD, action: "review", rating: "3" },
  { id: ID, wordId: WORD, action: "review" },
  { id: ID, wordId: WORD, action: "forget" },
  { id: "not-a-uuid", wordId: WORD, action: "skip" },
  { id: ID, wordId: "0199f0a2-7b3c-9d4e-8f60-123456789abc", action: "skip" },
  { id: ID, wordId: "0199f0a2-7b3c-7d4e-7f60-123456789abc", action: "skip" },
  { id: "00000000-0000-0000-0000-000000000000", wordId: WORD.toUpperCase(), action: "skip" },
  { wordId: WORD, action: "skip" },
  null,
  "answer",
  [ID],
];

describe("readAnswer", () => {
  it.each(CASES.map((c) => [JSON.stringify(c), c]))("agrees with AnswerSchema on %s", (_, value) => {
    const parsed = AnswerSchema.safeParse(value);
    expect(readAnswer(value)).toEqual(parsed.success ? parsed.data : undefined);
  });
});
