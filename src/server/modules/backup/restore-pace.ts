/**
 * The pace of one account's restores. A restore writes its file in one transaction, which on the
 * embedded database holds its only connection: every other learner's request waits for it (measured:
 * a restore of 80,000 words took 26 s, and another learner's collection list waited 23.7 s). After
 * each restore the account waits `factor` times as long as it took (at least RESTORE_PAUSE_MIN_MS)
 * before the next, so one learner holds the server at most about 1/(factor+1) of the time. Kept per
 * server, by the server's clock (deps.now).
 */
export const RESTORE_PAUSE_MIN_MS = 10_000;

const readyAt = new Map<string, number>();

/** Seconds `userId` must still wait before restoring again, or null. */
export function restoreWaitSeconds(userId: string, now: Date): number | null {
  const at = readyAt.get(userId);
  if (at === undefined) return null;
  const left = at - now.getTime();
  if (left <= 0) {
    readyAt.delete(userId);
    return null;
  }
  return Math.ceil(left / 1000);
}

/** A restore of `userId`'s took `tookMs`: the next may start `factor` times that later (none with factor 0). */
export function noteRestore(userId: string, now: Date, tookMs: number, factor: number): void {
  if (factor <= 0) return;
  readyAt.set(userId, now.getTime() + Math.max(RESTORE_PAUSE_MIN_MS, factor * tookMs));
}
