import { describe, expect, it } from "vitest";
import { AnswerSchema } from "../api/progress";
import { newAnswerId } from "./new-answer-id";

const UUID_V7 = /^[0-9a-f]{8}-[0-9a-f]{4}-7[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/;

describe("newAnswerId", () => {
  it("makes distinct version 7 UUIDs that the answer schema accepts", () => {
    const ids = new Set(Array.from({ length: 200 }, () => newAnswerId()));
    expect(ids.size).toBe(200);
    for (const id of ids) {
      expect(id).toMatch(UUID_V7);
      expect(AnswerSchema.safeParse({ id, wordId: id, action: "skip" }).success).toBe(true);
    }
  });

  it("starts with the time in milliseconds, so a later id sorts after an earlier one", () => {
    const t = Date.UTC(2026, 10, 22, 3, 30, 0, 123);
    const id = newAnswerId(t);
    expect(parseInt(id.replace(/-/g, "").slice(0, 12), 16)).toBe(t);
    const zeros = (b: Uint8Array) => b.fill(0);
    const ones = (b: Uint8Array) => b.fill(255);
    // Whatever the random bits, one millisecond later sorts later.
    expect(newAnswerId(t, ones) < newAnswerId(t + 1, zeros)).toBe(true);
    expect(newAnswerId(t, zeros)).toBe("01a2014d-b73b-7000-8000-000000000000");
  });

  it("keeps the version and variant bits whatever the random bytes are", () => {
    expect(newAnswerId(0, (b) => b.fill(255))).toBe("00000000-0000-7fff-bfff-ffffffffffff");
  });
});
