/** A job waited for to end is read every 100 ms for its first JOB_READ_STEADY_MS, then less often. */
export const JOB_READ_STEADY_MS = 2_000;
/** The longest pause between two reads. */
export const JOB_READ_MAX_PAUSE_MS = 500;

/**
 * The pause before the next read of a job waited for `waitedMs` so far: 100 ms for a short job (read
 * as often, its end seen as soon, as before), then a tenth of the time waited, at most 500 ms: a long
 * job's end is seen at most a tenth late, and it is read two to five times a second instead of ten
 * (each read is a request: the session, the job's row).
 */
export const jobReadPause = (waitedMs: number): number =>
  waitedMs < JOB_READ_STEADY_MS ? 100 : Math.min(JOB_READ_MAX_PAUSE_MS, Math.round(waitedMs / 10));
