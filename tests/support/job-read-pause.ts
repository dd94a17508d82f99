/** The shortest and the longest pause between two reads of a job that a test waits for to end. */
export const JOB_READ_PAUSE_MS = { min: 20, max: 500 } as const;

/**
 * The pause before the next read of a job waited for `waitedMs` so far: a tenth of it, within
 * JOB_READ_PAUSE_MS. The end is seen at most a tenth (and half a second) late, and a long job is
 * read a few times a second instead of ten: each read is a request (the session, the job's row).
 */
export const jobReadPause = (waitedMs: number): number =>
  Math.min(JOB_READ_PAUSE_MS.max, Math.max(JOB_READ_PAUSE_MS.min, Math.round(waitedMs / 10)));
