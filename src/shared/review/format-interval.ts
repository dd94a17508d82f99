const MINUTE = 60_000;
const HOUR = 60 * MINUTE;
const DAY = 24 * HOUR;

/**
 * A review interval as the Review page's buttons show it: '<1m', '<10m' under an hour (a learning
 * step, rounded up), then '5h', '1d', '3d', '1.5mo', '2.3y'.
 */
export function formatInterval(ms: number): string {
  if (ms < HOUR) return `<${Math.max(1, Math.ceil(ms / MINUTE))}m`;
  if (ms < DAY) return `${Math.round(ms / HOUR)}h`;
  const days = ms / DAY;
  if (days < 30) return `${Math.round(days)}d`;
  if (days < 365) return `${trim(days / 30)}mo`;
  return `${trim(days / 365)}y`;
}

/** A wait as 'Nothing due — next review in …' says it: '1 minute', '9 minutes', '5 hours', '3 days'. */
export function formatWait(ms: number): string {
  const unit = (n: number, name: string) => `${n} ${name}${n === 1 ? "" : "s"}`;
  if (ms < HOUR) return unit(Math.max(1, Math.ceil(ms / MINUTE)), "minute");
  if (ms < DAY) return unit(Math.round(ms / HOUR), "hour");
  return unit(Math.round(ms / DAY), "day");
}

const trim = (n: number) => String(Math.round(n * 10) / 10);
