import type { DbOrTx } from "../../db/client";
import { claimRestorePlace, setRestoreReadyAt } from "./restore-pace-queries";

/**
 * The pace of one account's restores. A restore writes its file in one transaction, which on the
 * embedded database holds its only connection: every other learner's request waits for it (measured:
 * a restore of 80,000 words took 26 s, and another learner's collection list waited 23.7 s). After
 * each restore the account waits `factor` times as long as it took (at least RESTORE_PAUSE_MIN_MS)
 * before the next, so one learner holds the server at most about 1/(factor+1) of the time.
 *
 * Kept in the database (restore-pace-queries.ts), by deps.now, so every server on it sees the pause:
 * several servers do not give the account a restore each in turn. A restore takes the account's
 * place in one statement as it starts, held RESTORE_RUNNING_HOLD_MS while it runs (two servers never
 * restore one account at once), and sets the pause as it ends.
 */
export const RESTORE_PAUSE_MIN_MS = 10_000;

/**
 * How long a running restore holds the account's place: replaced by the pause when it ends, so only
 * a server that stopped mid-restore leaves it (the account then waits at most this long).
 */
export const RESTORE_RUNNING_HOLD_MS = 5 * 60_000;

/** Takes `userId`'s restore place at `now`: null when the restore may start, else the seconds to wait. None with factor 0. */
export async function claimRestore(db: DbOrTx, userId: string, now: Date, factor: number): Promise<number | null> {
  if (factor <= 0) return null;
  const readyAt = await claimRestorePlace(db, userId, now.getTime(), now.getTime() + RESTORE_RUNNING_HOLD_MS);
  return readyAt === null ? null : Math.max(1, Math.ceil((readyAt - now.getTime()) / 1000));
}

/** A restore of `userId`'s took `tookMs`: the next may start `factor` times that later (none with factor 0). */
export async function noteRestore(db: DbOrTx, userId: string, now: Date, tookMs: number, factor: number): Promise<void> {
  if (factor <= 0) return;
  await setRestoreReadyAt(db, userId, now.getTime() + Math.max(RESTORE_PAUSE_MIN_MS, Math.round(factor * tookMs)));
}
