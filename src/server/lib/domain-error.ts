import { renderServerMessage, type ServerMessageKey, type ServerMessageParams } from "../../shared/i18n/server-messages";

/**
 * What a service (or a job) throws when a rule says no. It names what went wrong, not an HTTP
 * status: routes and jobs both call services, and src/server/http/errors.ts maps each kind to its
 * status (invalid 400, unauthenticated 401, forbidden 403, not_found 404, conflict 409,
 * too_large 413, unavailable 503). It carries a message key and its parameters (the catalogues'
 * `server_<key>`, so the client words it in the learner's language); `message` is the English text
 * for API clients and logs.
 */
export type DomainErrorKind = "invalid" | "unauthenticated" | "forbidden" | "not_found" | "conflict" | "too_large" | "unavailable";

export class DomainError extends Error {
  readonly key: ServerMessageKey | null;
  readonly params: ServerMessageParams;

  constructor(readonly kind: DomainErrorKind, key: ServerMessageKey, params: ServerMessageParams = {}, readonly details?: unknown) {
    super(renderServerMessage(key, params));
    this.name = "DomainError";
    this.key = key;
    this.params = params;
  }

  /** An error only operators read (the health check, a tool's log): English, no key. */
  static forOperators(kind: DomainErrorKind, text: string): DomainError {
    const e = new DomainError(kind, "error_server");
    Object.assign(e, { message: text, key: null, params: {} });
    return e;
  }
}

export const invalid = (key: ServerMessageKey, params?: ServerMessageParams, details?: unknown) => new DomainError("invalid", key, params, details);
export const notFound = (key: ServerMessageKey = "not_found", params?: ServerMessageParams) => new DomainError("not_found", key, params);
export const conflict = (key: ServerMessageKey, params?: ServerMessageParams, details?: unknown) => new DomainError("conflict", key, params, details);
export const forbidden = (key: ServerMessageKey = "error_admin_only", params?: ServerMessageParams) => new DomainError("forbidden", key, params);
export const unavailable = (key: ServerMessageKey, params?: ServerMessageParams) => new DomainError("unavailable", key, params);
export const tooLarge = (key: ServerMessageKey, params?: ServerMessageParams) => new DomainError("too_large", key, params);
