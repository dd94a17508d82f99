/** Study timer constants. */
export const TIMER = {
  defaultMinutes: 30,
  stepMinutes: 10,
  /** Longest session the server accepts (POST /api/study-sessions). */
  maxMinutes: 600,
  minMinutes: 1,
  tickMs: 1000,
  flashMs: 15_000,
  toneHz: 800,
  toneMs: 1000,
} as const;
