/** The PostgreSQL error code (SQLSTATE) of a driver error, looking through drizzle's wrapping `cause`. */
export function pgErrorCode(e: unknown): string | undefined {
  let err = e as { code?: string; cause?: unknown } | undefined;
  for (let i = 0; i < 3 && err && !err.code && err.cause; i++) err = err.cause as typeof err;
  return err?.code;
}

export const isUniqueViolation = (e: unknown): boolean => pgErrorCode(e) === "23505";
