import { describe, expect, it } from "vitest";
import { TIMER } from "./timer-constants";
import {
  formatRemaining, initialTimerState, remainingMs, timerControls, timerTransition, type TimerEffect, type TimerEvent, type TimerState,
} from "./timer-machine";

/** A fake clock driving the machine the way the hook does: events carry `now`, ticks come when the page gets them. */
class FakeClockTimer {
  now = Date.UTC(2025, 2, 9, 10, 0, 0);
  state: TimerState = initialTimerState;
  effects: TimerEffect[] = [];

  send(event: TimerEvent | ((now: number) => TimerEvent)) {
    const e = typeof event === "function" ? event(this.now) : event;
    const t = timerTransition(this.state, e);
    this.state = t.state;
    if (t.effect) this.effects.push(t.effect);
  }
  /** Advances the clock; with `everySecond` a tick is delivered each second, otherwise only at the end (background tab). */
  advance(ms: number, everySecond = true) {
    if (everySecond) {
      for (let i = 0; i < Math.floor(ms / 1000); i++) {
        this.now += 1000;
        this.send((now) => ({ type: "tick", now }));
      }
      this.now += ms % 1000;
    } else {
      this.now += ms;
    }
    this.send((now) => ({ type: "tick", now }));
  }
  get display() { return formatRemaining(remainingMs(this.state, this.now)); }
}

describe("study timer state machine (fake clock)", () => {
  it("starts idle at 30:00, green controls: +10 and Reset enabled", () => {
    const t = new FakeClockTimer();
    expect(t.state.phase).toBe("idle");
    expect(t.display).toBe("30:00");
    expect(timerControls(t.state)).toMatchObject({ canStart: true, canAddTen: true, canReset: true, canPause: false, canEnd: false });
  });

  it("+10 adds ten minutes per click and Reset goes back to 30", () => {
    const t = new FakeClockTimer();
    t.send({ type: "addTen" });
    t.send({ type: "addTen" });
    expect(t.display).toBe("50:00");
    t.send({ type: "reset" });
    expect(t.display).toBe("30:00");
  });

  it("never grows past the server's 600-minute limit", () => {
    const t = new FakeClockTimer();
    for (let i = 0; i < 100; i++) t.send({ type: "addTen" });
    expect(t.state.durationMinutes).toBe(TIMER.maxMinutes);
    expect(timerControls(t.state).canAddTen).toBe(false);
  });

  it("runs, pauses, resumes and counts down from timestamps", () => {
    const t = new FakeClockTimer();
    t.send((now) => ({ type: "started", sessionId: "s1", now }));
    expect(t.state.phase).toBe("running");
    expect(timerControls(t.state)).toMatchObject({ canAddTen: false, canReset: false, canPause: true, canEnd: true, canStart: false });
    t.send({ type: "addTen" });
    t.send({ type: "reset" });
    expect(t.state.phase).toBe("running"); // both ignored while running
    t.advance(61_000);
    expect(t.display).toBe("28:59");
    t.send((now) => ({ type: "pause", now }));
    expect(t.state.phase).toBe("paused");
    t.advance(10 * 60_000); // paused time does not count
    expect(t.display).toBe("28:59");
    t.send((now) => ({ type: "resume", now }));
    t.advance(500);
    expect(t.display).toBe("28:59"); // rounds up partial seconds
    t.advance(500);
    expect(t.display).toBe("28:58");
    expect(t.effects).toEqual([]);
  });

  it("stays right when the tab is in the background and ticks stop", () => {
    const t = new FakeClockTimer();
    t.send((now) => ({ type: "started", sessionId: "s1", now }));
    t.advance(17 * 60_000 + 30_000, false); // one late tick after 17.5 minutes
    expect(t.display).toBe("12:30");
  });

  it("reaching zero ends the session, flashes for 15 s, then resets to 30:00", () => {
    const t = new FakeClockTimer();
    t.send({ type: "addTen" });
    t.send((now) => ({ type: "started", sessionId: "s2", now }));
    t.advance(40 * 60_000 - 1000);
    expect(t.display).toBe("00:01");
    expect(t.effects).toEqual([]);
    t.advance(1000);
    expect(t.state.phase).toBe("finished");
    expect(t.display).toBe("00:00");
    expect(t.effects).toEqual([{ type: "sessionEnded", sessionId: "s2", reason: "completed" }]);
    t.advance(TIMER.flashMs - 1000);
    expect(t.state.phase).toBe("finished");
    t.advance(1000);
    expect(t.state).toEqual(initialTimerState);
    expect(t.display).toBe("30:00");
    expect(t.effects).toHaveLength(1); // ended once
  });

  it("a background tab that wakes up long after the end finishes once", () => {
    const t = new FakeClockTimer();
    t.send((now) => ({ type: "started", sessionId: "s3", now }));
    t.advance(3 * 3_600_000, false);
    expect(t.state.phase).toBe("finished");
    expect(t.effects).toEqual([{ type: "sessionEnded", sessionId: "s3", reason: "completed" }]);
  });

  it("End while running or paused ends the session early", () => {
    const t = new FakeClockTimer();
    t.send((now) => ({ type: "started", sessionId: "s4", now }));
    t.advance(5 * 60_000);
    t.send((now) => ({ type: "end", now }));
    expect(t.state.phase).toBe("finished");
    expect(t.effects).toEqual([{ type: "sessionEnded", sessionId: "s4", reason: "ended" }]);

    const p = new FakeClockTimer();
    p.send((now) => ({ type: "started", sessionId: "s5", now }));
    p.send((now) => ({ type: "pause", now }));
    p.send((now) => ({ type: "end", now }));
    expect(p.effects).toEqual([{ type: "sessionEnded", sessionId: "s5", reason: "ended" }]);
  });

  it("Reset while paused discards the session quietly and shows 30:00", () => {
    const t = new FakeClockTimer();
    t.send({ type: "addTen" });
    t.send((now) => ({ type: "started", sessionId: "s6", now }));
    t.send((now) => ({ type: "pause", now }));
    expect(timerControls(t.state)).toMatchObject({ canReset: true, canAddTen: true, canResume: true });
    t.send({ type: "reset" });
    expect(t.state).toEqual(initialTimerState);
    expect(t.effects).toEqual([{ type: "sessionDiscarded", sessionId: "s6" }]);
  });

  it("can start again during the flash, with 30 minutes", () => {
    const t = new FakeClockTimer();
    t.send((now) => ({ type: "started", sessionId: "s7", now }));
    t.send((now) => ({ type: "end", now }));
    t.send((now) => ({ type: "started", sessionId: "s8", now }));
    expect(t.state).toMatchObject({ phase: "running", sessionId: "s8", durationMinutes: 30 });
    expect(t.display).toBe("30:00");
  });

  it("ignores events that do not apply to the phase", () => {
    const t = new FakeClockTimer();
    t.send((now) => ({ type: "pause", now }));
    t.send((now) => ({ type: "resume", now }));
    t.send((now) => ({ type: "end", now }));
    expect(t.state).toEqual(initialTimerState);
    t.send((now) => ({ type: "started", sessionId: "a", now }));
    t.send((now) => ({ type: "started", sessionId: "b", now }));
    expect(t.state).toMatchObject({ sessionId: "a" });
    expect(t.effects).toEqual([]);
  });
});

describe("formatRemaining", () => {
  it("formats minutes and seconds", () => {
    expect(formatRemaining(30 * 60_000)).toBe("30:00");
    expect(formatRemaining(309_000)).toBe("05:09");
    expect(formatRemaining(120 * 60_000)).toBe("120:00");
    expect(formatRemaining(0)).toBe("00:00");
    expect(formatRemaining(-5)).toBe("00:00");
    expect(formatRemaining(1)).toBe("00:01");
  });

  it("+10m is disabled only while running: paused, it adds 10 minutes to the time left", () => {
    const t = new FakeClockTimer();
    t.send((now) => ({ type: "started", sessionId: "s7", now }));
    expect(timerControls(t.state).canAddTen).toBe(false);
    t.send((now) => ({ type: "pause", now }));
    const left = remainingMs(t.state, 0);
    t.send({ type: "addTen" });
    expect(remainingMs(t.state, 0)).toBe(left + 10 * 60_000);
    expect(t.state).toMatchObject({ phase: "paused", durationMinutes: 40 });
  });
});
