/**
 * What a service (or a job) throws when a rule says no. It names what went wrong, not an HTTP
 * status: routes and jobs both call services, and src/server/http/errors.ts maps each kind to its
 * status (invalid 400, unauthenticated 401, forbidden 403, not_found 404, conflict 409,
 * too_large 413, unavailable 503).
 */
export type DomainErrorKind = "invalid" | "unauthenticated" | "forbidden" | "not_found" | "conflict" | "too_large" | "unavailable";

export class DomainError extends Error {
  constructor(readonly kind: DomainErrorKind, message: string, readonly details?: unknown) {
    super(message);
    this.name = "DomainError";
  }
}

export const invalid = (message: string, details?: unknown) => new DomainError("invalid", message, details);
export const notFound = (message = "Not found") => new DomainError("not_found", message);
export const conflict = (message: string, details?: unknown) => new DomainError("conflict", message, details);
export const forbidden = (message = "You need administrator privileges to do this.") => new DomainError("forbidden", message);
export const unavailable = (message: string) => new DomainError("unavailable", message);
