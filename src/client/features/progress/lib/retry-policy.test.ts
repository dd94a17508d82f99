import { describe, expect, it } from "vitest";
import { ApiRequestError } from "@/client/lib/api-client";
import { answerRetryDelay, isRetryableError, MAX_ANSWER_RETRIES, shouldRetryAnswer } from "./retry-policy";

describe("answer retry policy", () => {
  it("retries network failures, time-outs, rate limits and server errors, not refused input", () => {
    expect(isRetryableError(new ApiRequestError(0, "network", "offline"))).toBe(true);
    expect(isRetryableError(new ApiRequestError(503, "unavailable", "down"))).toBe(true);
    expect(isRetryableError(new ApiRequestError(429, "rate_limited", "slow down"))).toBe(true);
    expect(isRetryableError(new ApiRequestError(408, "timeout", "timeout"))).toBe(true);
    expect(isRetryableError(new ApiRequestError(400, "bad_request", "bad"))).toBe(false);
    expect(isRetryableError(new ApiRequestError(401, "unauthorized", "User must be authenticated"))).toBe(false);
    expect(isRetryableError(new ApiRequestError(404, "not_found", "gone"))).toBe(false);
    expect(isRetryableError(new TypeError("Failed to fetch"))).toBe(true);
    expect(isRetryableError(new Error("parse"))).toBe(false);
  });
  it("gives up after MAX_ANSWER_RETRIES retries", () => {
    const err = new ApiRequestError(0, "network", "offline");
    expect(shouldRetryAnswer(0, err)).toBe(true);
    expect(shouldRetryAnswer(MAX_ANSWER_RETRIES - 1, err)).toBe(true);
    expect(shouldRetryAnswer(MAX_ANSWER_RETRIES, err)).toBe(false);
  });
  it("backs off exponentially up to 30 s", () => {
    expect([0, 1, 2, 3, 4, 5, 6, 7].map(answerRetryDelay)).toEqual([1000, 2000, 4000, 8000, 16000, 30000, 30000, 30000]);
  });
});
