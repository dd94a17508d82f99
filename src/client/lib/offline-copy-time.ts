/**
 * When the offline copy that was restored at start-up had been saved (ms since the epoch), or
 * undefined when none was restored. An answer still waiting from before a reload is already shown
 * by that copy only when it was given before the copy was saved; otherwise it is shown again.
 */
let savedAt: number | undefined;

export function setRestoredCopyTime(time: number | undefined): void {
  savedAt = time;
}

export function restoredCopyTime(): number | undefined {
  return savedAt;
}

/** True when the restored offline copy already shows an answer given at `givenAt`. */
export function copyShowsAnswer(givenAt: number | undefined): boolean {
  return givenAt !== undefined && savedAt !== undefined && givenAt < savedAt;
}
