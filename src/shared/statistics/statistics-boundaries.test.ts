import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { dayOfWeek, localDateAt, compareDates } from "./local-date";
import { lastDays, lastMonths, nextDays, startOfMonth, startOfToday, startOfWeek, todayRange } from "./statistics-boundaries";

const iso = (ms: number) => new Date(ms).toISOString();
const at = (s: string) => Date.parse(s);
const HOUR = 3_600_000;

describe("week starts on Sunday", () => {
  it("goes back to the Sunday before a weekday (UTC)", () => {
    expect(iso(startOfWeek(at("2025-03-12T15:00:00Z"), "UTC"))).toBe("2025-03-09T00:00:00.000Z");
  });
  it("is the same day on a Sunday, and the previous Sunday late on Saturday", () => {
    expect(iso(startOfWeek(at("2025-03-09T00:00:00Z"), "UTC"))).toBe("2025-03-09T00:00:00.000Z");
    expect(iso(startOfWeek(at("2025-03-15T23:59:59Z"), "UTC"))).toBe("2025-03-09T00:00:00.000Z");
    expect(iso(startOfWeek(at("2025-03-16T00:00:00Z"), "UTC"))).toBe("2025-03-16T00:00:00.000Z");
  });
  it("crosses a month and a year boundary", () => {
    // Thursday 2026-01-01: the week began on Sunday 2025-12-28.
    expect(iso(startOfWeek(at("2026-01-01T12:00:00Z"), "UTC"))).toBe("2025-12-28T00:00:00.000Z");
  });
  it("uses the learner's day, not UTC's: Sunday morning in Tokyo is still Saturday in UTC", () => {
    const now = at("2025-03-08T23:30:00Z"); // Sunday 2025-03-09 08:30 in Tokyo
    expect(iso(startOfWeek(now, "Asia/Tokyo"))).toBe("2025-03-08T15:00:00.000Z");
    expect(iso(startOfWeek(now, "UTC"))).toBe("2025-03-02T00:00:00.000Z");
  });
});

describe("month starts on day 1", () => {
  it("in UTC", () => {
    expect(iso(startOfMonth(at("2025-03-31T23:59:59Z"), "UTC"))).toBe("2025-03-01T00:00:00.000Z");
  });
  it("in a zone ahead of UTC that is already in the next month", () => {
    // 2025-03-31 23:30 UTC is 2025-04-01 02:30 in Jerusalem (IDT, +3 since 2025-03-28).
    expect(iso(startOfMonth(at("2025-03-31T23:30:00Z"), "Asia/Jerusalem"))).toBe("2025-03-31T21:00:00.000Z");
  });
  it("in a zone behind UTC, with the month's start before that zone's DST change", () => {
    // 2025-03-31 19:30 EDT; March 1 began at 00:00 EST = 05:00 UTC.
    expect(iso(startOfMonth(at("2025-03-31T23:30:00Z"), "America/New_York"))).toBe("2025-03-01T05:00:00.000Z");
  });
});

describe("days in time zones", () => {
  it("today in Los Angeles and Tokyo at one instant", () => {
    const now = at("2025-03-12T02:00:00Z");
    expect(iso(startOfToday(now, "America/Los_Angeles"))).toBe("2025-03-11T07:00:00.000Z");
    expect(iso(startOfToday(now, "Asia/Tokyo"))).toBe("2025-03-11T15:00:00.000Z");
    expect(iso(startOfToday(now, "Asia/Kolkata"))).toBe("2025-03-11T18:30:00.000Z");
  });
  it("zones 13 and 14 hours ahead", () => {
    const now = at("2025-06-30T12:00:00Z");
    expect(todayRange(now, "Pacific/Kiritimati").date).toBe("2025-07-01");
    expect(iso(startOfToday(now, "Pacific/Kiritimati"))).toBe("2025-06-30T10:00:00.000Z");
  });
});

describe("daylight-saving change weeks", () => {
  it("New York, spring forward on Sunday 2025-03-09: a 23-hour day and a 167-hour week", () => {
    const now = at("2025-03-12T12:00:00Z");
    const week = startOfWeek(now, "America/New_York");
    expect(iso(week)).toBe("2025-03-09T05:00:00.000Z"); // 00:00 EST
    const sunday = todayRange(at("2025-03-09T12:00:00Z"), "America/New_York");
    expect(sunday.date).toBe("2025-03-09");
    expect((sunday.end - sunday.start) / HOUR).toBe(23);
    const nextWeek = startOfWeek(at("2025-03-16T12:00:00Z"), "America/New_York");
    expect(iso(nextWeek)).toBe("2025-03-16T04:00:00.000Z"); // 00:00 EDT
    expect((nextWeek - week) / HOUR).toBe(167);
  });
  it("London, fall back on Sunday 2025-10-26: a 25-hour day", () => {
    const sunday = todayRange(at("2025-10-26T12:00:00Z"), "Europe/London");
    expect(iso(sunday.start)).toBe("2025-10-25T23:00:00.000Z"); // 00:00 BST
    expect(iso(sunday.end)).toBe("2025-10-27T00:00:00.000Z"); // 00:00 GMT
    expect(iso(startOfWeek(at("2025-10-30T12:00:00Z"), "Europe/London"))).toBe("2025-10-25T23:00:00.000Z");
  });
  it("Santiago skips midnight on 2025-09-07: the day starts at 01:00 local", () => {
    const sunday = todayRange(at("2025-09-07T12:00:00Z"), "America/Santiago");
    expect(iso(sunday.start)).toBe("2025-09-07T04:00:00.000Z");
    expect(localDateAt(sunday.start - 1000, "America/Santiago")).toEqual({ year: 2025, month: 9, day: 6 });
    expect((sunday.end - sunday.start) / HOUR).toBe(23);
    expect(iso(startOfWeek(at("2025-09-10T12:00:00Z"), "America/Santiago"))).toBe("2025-09-07T04:00:00.000Z");
  });
});

describe("ranges", () => {
  it("lastMonths: six months, oldest first, across a year boundary", () => {
    const months = lastMonths(at("2025-02-15T12:00:00Z"), "UTC");
    expect(months.map((m) => m.month)).toEqual(["2024-09", "2024-10", "2024-11", "2024-12", "2025-01", "2025-02"]);
    expect(iso(months[0]!.start)).toBe("2024-09-01T00:00:00.000Z");
    expect(iso(months[5]!.end)).toBe("2025-03-01T00:00:00.000Z");
    for (let i = 1; i < months.length; i++) expect(months[i]!.start).toBe(months[i - 1]!.end);
  });
  it("lastMonths follows the zone's calendar", () => {
    const now = at("2025-03-31T23:30:00Z");
    expect(lastMonths(now, "Asia/Jerusalem").at(-1)!.month).toBe("2025-04");
    expect(lastMonths(now, "America/New_York").at(-1)!.month).toBe("2025-03");
  });
  it("lastDays: contiguous days ending today, with a short DST day inside", () => {
    const days = lastDays(at("2025-03-12T12:00:00Z"), "America/New_York", 7);
    expect(days.map((d) => d.date)).toEqual(["2025-03-06", "2025-03-07", "2025-03-08", "2025-03-09", "2025-03-10", "2025-03-11", "2025-03-12"]);
    for (let i = 1; i < days.length; i++) expect(days[i]!.start).toBe(days[i - 1]!.end);
    expect((days[3]!.end - days[3]!.start) / HOUR).toBe(23);
  });
  it("nextDays: contiguous days starting today, across a DST change", () => {
    const days = nextDays(at("2025-03-07T12:00:00Z"), "America/New_York", 30);
    expect(days).toHaveLength(30);
    expect(days[0]).toEqual(todayRange(at("2025-03-07T12:00:00Z"), "America/New_York"));
    expect(days.map((d) => d.date).slice(0, 4)).toEqual(["2025-03-07", "2025-03-08", "2025-03-09", "2025-03-10"]);
    for (let i = 1; i < days.length; i++) expect(days[i]!.start).toBe(days[i - 1]!.end);
    expect((days[2]!.end - days[2]!.start) / HOUR).toBe(23);
    expect(days.at(-1)!.date).toBe("2025-04-05");
  });
});

const ZONES = ["UTC", "America/New_York", "America/Santiago", "Europe/London", "Asia/Jerusalem", "Australia/Lord_Howe", "Pacific/Chatham", "Asia/Kathmandu", "America/St_Johns"];

describe("properties over many instants and zones", () => {
  it("today, week and month contain now and start exactly at a date change", () => {
    fc.assert(
      fc.property(
        fc.integer({ min: Date.UTC(2020, 0, 1), max: Date.UTC(2030, 0, 1) }),
        fc.constantFrom(...ZONES),
        (now, tz) => {
          const day = todayRange(now, tz);
          expect(day.start).toBeLessThanOrEqual(now);
          expect(day.end).toBeGreaterThan(now);
          expect(compareDates(localDateAt(day.start, tz), localDateAt(now, tz))).toBe(0);
          expect(compareDates(localDateAt(day.start - 1000, tz), localDateAt(now, tz))).toBeLessThan(0);
          const week = startOfWeek(now, tz);
          expect(dayOfWeek(localDateAt(week, tz))).toBe(0);
          expect(week).toBeLessThanOrEqual(day.start);
          expect(now - week).toBeLessThan(7 * 24 * HOUR + 2 * HOUR);
          const month = startOfMonth(now, tz);
          expect(localDateAt(month, tz).day).toBe(1);
          expect(localDateAt(month - 1000, tz).day).not.toBe(1);
        },
      ),
      { numRuns: 300 },
    );
  });
});
