import type { Context } from "hono";
import type { ContentfulStatusCode } from "hono/utils/http-status";
import { z, ZodError } from "zod";
import type { ApiError } from "../../shared/api/errors";
import { readIssueMessage, renderServerMessage, type ServerMessageKey, type ServerMessageParams } from "../../shared/i18n/server-messages";
import { DomainError, type DomainErrorKind } from "../lib/domain-error";
import type { Logger } from "../lib/logger";

export type ErrorCode =
  | "bad_request" | "validation_failed" | "unauthenticated" | "forbidden" | "not_found"
  | "conflict" | "payload_too_large" | "rate_limited" | "unavailable" | "internal";

/**
 * An error with the status and code the client should see, and its message's key and parameters
 * (the client words it from its catalogue); `message` is the English text.
 */
export class HttpError extends Error {
  constructor(
    readonly status: ContentfulStatusCode, readonly code: ErrorCode | string, readonly key: ServerMessageKey | null, message: string,
    readonly params: ServerMessageParams = {}, readonly details?: unknown,
  ) {
    super(message);
  }

  /** An error worded from a message key. */
  static keyed(status: ContentfulStatusCode, code: ErrorCode | string, key: ServerMessageKey, params: ServerMessageParams = {}, details?: unknown): HttpError {
    return new HttpError(status, code, key, renderServerMessage(key, params), params, details);
  }

  /** An error only a developer of an API client meets (a malformed request no page of Milim sends): English, no key. */
  static forDevelopers(status: ContentfulStatusCode, code: ErrorCode | string, text: string, details?: unknown): HttpError {
    return new HttpError(status, code, null, text, {}, details);
  }
}

export const badRequest = (key: ServerMessageKey, params?: ServerMessageParams, details?: unknown) => HttpError.keyed(400, "bad_request", key, params, details);
export const unauthenticated = (key: ServerMessageKey = "error_sign_in") => HttpError.keyed(401, "unauthenticated", key);
export const forbidden = (key: ServerMessageKey = "error_admin_only") => HttpError.keyed(403, "forbidden", key);
export const notFound = (key: ServerMessageKey = "not_found") => HttpError.keyed(404, "not_found", key);
export const conflict = (key: ServerMessageKey, params?: ServerMessageParams) => HttpError.keyed(409, "conflict", key, params);

/**
 * The message of a request that failed its schema: the first issue's message, as the client shows
 * it. A schema's own message is written for people ('Daily goal must be between 1 and 200') and is
 * kept clean; zod's default messages are named by their field when parsed with
 * `{ error: nameDefaultMessage }` ('dailyGoal: Invalid input: expected number, received string').
 */
export function validationError(err: ZodError, where: string): HttpError {
  const first = readIssueMessage(err.issues[0]?.message ?? "Invalid input");
  const details = { where, issues: err.issues.map((i) => ({ path: i.path.join("."), message: readIssueMessage(i.message).message })) };
  return new HttpError(400, "validation_failed", first.keyed?.key ?? null, first.message, first.keyed?.params ?? {}, details);
}

/** Zod's default message for an issue, prefixed by the field's path (never called when the schema has its own message). */
export function nameDefaultMessage(issue: z.core.$ZodRawIssue): string | undefined {
  const message = z.config().localeError?.(issue);
  const text = typeof message === "string" ? message : message?.message;
  return text && issue.path?.length ? `${issue.path.join(".")}: ${text}` : undefined;
}

interface PgLikeError { code?: string; detail?: string; constraint?: string; message?: string; cause?: unknown }

/** The driver's error inside `e` (drizzle wraps it: looked for through `cause`). */
function driverError(e: unknown): PgLikeError | undefined {
  let err = e as PgLikeError | undefined;
  for (let i = 0; i < 3 && err && !err.code && err.cause; i++) err = err.cause as PgLikeError;
  return err;
}

/**
 * Postgres errors that bad input can cause become client errors, never a 500: the kind of input
 * only (a message key), never the database's own text — a constraint's, table's or column's name, a
 * detail with the values — which would tell a client the schema (the log keeps the constraint).
 */
function fromDatabase(e: unknown): HttpError | null {
  switch (driverError(e)?.code) {
    case "23505": return HttpError.keyed(409, "conflict", "error_already_exists");
    case "23503": return HttpError.keyed(409, "conflict", "error_reference_missing");
    case "23514": return HttpError.keyed(400, "validation_failed", "error_out_of_range");
    case "22P02": case "22007": case "22008": case "22003": case "22001":
      return HttpError.keyed(400, "bad_request", "error_wrong_format");
    default: return null;
  }
}

/** SQLSTATEs of a server that is going away or not there yet (57P0x shutdown, 08xxx connection, 53300 too many connections). */
const UNAVAILABLE_CODES = /^(57P0[123]|08[0-9A-Z]{3}|53300)$/;
/** The driver's words for a lost or refused connection (pg and Node's socket errors). */
const UNAVAILABLE_TEXTS = /Connection terminated|not queryable|timeout exceeded when trying to connect|not currently accepting connections|the database system is (starting up|shutting down|in recovery mode)|terminating connection due to administrator command/i;
const UNAVAILABLE_ERRNOS = new Set(["ECONNREFUSED", "ECONNRESET", "ETIMEDOUT", "EPIPE", "EHOSTUNREACH", "ENOTFOUND", "EAI_AGAIN"]);

/** Whether `e` (or an error it wraps) says the database could not be reached: a restart or failover, not the request's fault. */
export function isDatabaseUnavailable(e: unknown): boolean {
  let err = e as PgLikeError | undefined;
  for (let i = 0; i < 4 && err; i++, err = err.cause as PgLikeError | undefined) {
    if (typeof err.code === "string" && (UNAVAILABLE_CODES.test(err.code) || UNAVAILABLE_ERRNOS.has(err.code))) return true;
    if (typeof err.message === "string" && UNAVAILABLE_TEXTS.test(err.message)) return true;
  }
  return false;
}

const DOMAIN_STATUS: Record<DomainErrorKind, [ContentfulStatusCode, ErrorCode]> = {
  invalid: [400, "bad_request"],
  unauthenticated: [401, "unauthenticated"],
  forbidden: [403, "forbidden"],
  not_found: [404, "not_found"],
  conflict: [409, "conflict"],
  too_large: [413, "payload_too_large"],
  unavailable: [503, "unavailable"],
};

/** The HTTP error a service's DomainError stands for. */
export function fromDomainError(e: DomainError): HttpError {
  const [status, code] = DOMAIN_STATUS[e.kind];
  return new HttpError(status, code, e.key, e.message, e.params, e.details);
}

const ABORT_CODES = new Set(["ECONNRESET", "ERR_STREAM_PREMATURE_CLOSE", "ABORT_ERR", "UND_ERR_ABORTED"]);
function isClientAbort(e: unknown): boolean {
  const err = e as { name?: string; code?: string } | null;
  return err?.name === "AbortError" || (typeof err?.code === "string" && ABORT_CODES.has(err.code));
}

/**
 * An error as the log keeps it: message, code, stack and cause, but not the statement's
 * parameter values (a failed query's error carries them: e-mail addresses, names, answers).
 */
export function withoutParameters(e: unknown): unknown {
  if (!(e instanceof Error)) return e;
  const { params: _params, parameters: _parameters, ...rest } = e as Error & { params?: unknown; parameters?: unknown };
  return { ...rest, name: e.name, message: e.message, stack: e.stack, ...(e.cause !== undefined ? { cause: withoutParameters(e.cause) } : {}) };
}

export function toErrorResponse(c: Context, e: unknown, log: Logger): Response {
  let err: HttpError;
  if (e instanceof HttpError) err = e;
  else if (e instanceof DomainError) err = fromDomainError(e);
  else if (e instanceof ZodError) err = validationError(e, "body");
  else if (e instanceof SyntaxError) err = badRequest("error_not_json");
  else {
    const db = fromDatabase(e);
    if (db) {
      // For operators: which rule refused it (a request that reaches one is a race or a check missing before the write).
      const { code, constraint } = driverError(e) ?? {};
      log.info({ path: c.req.path, method: c.req.method, code, constraint }, "the database refused a request's write");
      err = db;
    }
    else if (isDatabaseUnavailable(e)) {
      log.warn({ path: c.req.path, method: c.req.method, reason: (e as Error)?.message }, "database unavailable");
      err = HttpError.keyed(503, "unavailable", "error_database_unavailable");
    }
    else if (c.req.raw.signal.aborted || isClientAbort(e)) {
      // The client went away mid-request (a closed tab, a cancelled upload): nothing to answer.
      log.debug({ path: c.req.path, method: c.req.method }, "client aborted the request");
      err = HttpError.forDevelopers(400, "aborted", "The request was aborted.");
    } else {
      log.error({ err: withoutParameters(e), path: c.req.path, method: c.req.method }, "unhandled error");
      err = HttpError.keyed(500, "internal", "error_server");
    }
  }
  const body: ApiError = { error: { code: err.code, message: err.message } };
  if (err.key) {
    body.error.messageKey = err.key;
    if (Object.keys(err.params).length > 0) body.error.params = err.params;
  }
  if (err.details !== undefined) body.error.details = err.details;
  return c.json(body, err.status);
}
