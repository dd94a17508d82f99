/**
 * IANA time zones ("Area/City") as sent by the browser (Intl.DateTimeFormat().resolvedOptions().timeZone).
 * Validation uses the runtime's own zone data (full ICU in Node 20 and in browsers).
 */
const TIME_ZONE_SHAPE = /^[A-Za-z][A-Za-z0-9_+\-/]{0,63}$/;

/** The canonical spelling of `tz` ("asia/jerusalem" → "Asia/Jerusalem"), or null when it is not a known zone. */
export function canonicalTimeZone(tz: string): string | null {
  if (!TIME_ZONE_SHAPE.test(tz)) return null;
  try {
    return new Intl.DateTimeFormat("en-US", { timeZone: tz }).resolvedOptions().timeZone;
  } catch {
    return null;
  }
}

export function isValidTimeZone(tz: string): boolean {
  return canonicalTimeZone(tz) !== null;
}

export const DEFAULT_TIME_ZONE = "UTC";
