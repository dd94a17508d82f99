import { describe, expect, it } from "vitest";
import { parsePersistedTimer, serializeTimer } from "./persisted-timer";
import type { TimerState } from "./timer-machine";

describe("persisted timer", () => {
  const running: TimerState = { phase: "running", durationMinutes: 30, sessionId: "abc", endsAt: 1_750_000_000_000 };

  it("round-trips a state for its user", () => {
    expect(parsePersistedTimer(serializeTimer("u1", running), "u1")).toEqual(running);
  });
  it("ignores another user's timer", () => {
    expect(parsePersistedTimer(serializeTimer("u1", running), "u2")).toBeNull();
  });
  it("ignores junk and out-of-range values", () => {
    expect(parsePersistedTimer(null, "u1")).toBeNull();
    expect(parsePersistedTimer("{not json", "u1")).toBeNull();
    expect(parsePersistedTimer(JSON.stringify({ userId: "u1", state: { phase: "idle", durationMinutes: 0 } }), "u1")).toBeNull();
    expect(parsePersistedTimer(JSON.stringify({ userId: "u1", state: { phase: "running", durationMinutes: 30 } }), "u1")).toBeNull();
    expect(parsePersistedTimer(JSON.stringify({ userId: "u1", state: { phase: "idle", durationMinutes: 30.5 } }), "u1")).toBeNull();
    expect(parsePersistedTimer(JSON.stringify({ userId: "u1", state: { phase: "paused", durationMinutes: 30, sessionId: "s", remainingMs: -1 } }), "u1")).toBeNull();
    expect(parsePersistedTimer(JSON.stringify({ userId: "u1", state: { phase: "finished", durationMinutes: 30, flashUntil: "soon" } }), "u1")).toBeNull();
    expect(parsePersistedTimer(JSON.stringify({ userId: "u1", state: { phase: "stopped", durationMinutes: 30 } }), "u1")).toBeNull();
    expect(parsePersistedTimer(JSON.stringify([1]), "u1")).toBeNull();
  });
  it("keeps each phase's own fields only", () => {
    const paused = { phase: "paused", durationMinutes: 45, sessionId: "s1", remainingMs: 60_000 } as const;
    expect(parsePersistedTimer(JSON.stringify({ userId: "u1", state: { ...paused, extra: true } }), "u1")).toEqual(paused);
    const finished = { phase: "finished", durationMinutes: 30, flashUntil: 5 } as const;
    expect(parsePersistedTimer(serializeTimer("u1", finished), "u1")).toEqual(finished);
  });
});
