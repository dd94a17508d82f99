import { isServerMessageKey, renderServerMessage, type ServerMessageKey, type ServerMessageParams } from "../../shared/i18n/server-messages";

/** better-auth's own error codes whose texts reach learners, by message key. */
const BETTER_AUTH_KEYS: Record<string, ServerMessageKey> = {
  EMAIL_NOT_VERIFIED: "auth_email_not_verified",
  INVALID_BACKUP_CODE: "auth_invalid_backup_code",
  INVALID_CODE: "auth_invalid_code",
  INVALID_EMAIL_OR_PASSWORD: "auth_invalid_email_or_password",
  INVALID_PASSWORD: "auth_invalid_password",
  INVALID_TOKEN: "auth_invalid_token",
  OTP_HAS_EXPIRED: "auth_otp_expired",
  SESSION_EXPIRED: "auth_session_expired",
  USER_ALREADY_EXISTS_USE_ANOTHER_EMAIL: "auth_user_exists_use_another",
};

/**
 * An error the auth hooks throw (auth-hooks.ts): better-auth sends its body as it is, so the
 * message key and parameters ride beside its message and code.
 */
export function authErrorBody(code: string, key: ServerMessageKey, params: ServerMessageParams = {}) {
  return { message: renderServerMessage(key, params), code, messageKey: key, ...(Object.keys(params).length > 0 ? { params } : {}) };
}

/** The key of an error body: ours (authErrorBody), else better-auth's code's. */
function keyOf(body: Record<string, unknown>, status: number): { key: ServerMessageKey; params?: ServerMessageParams } | null {
  if (typeof body.messageKey === "string" && isServerMessageKey(body.messageKey)) {
    const params = body.params && typeof body.params === "object" ? (body.params as ServerMessageParams) : undefined;
    return { key: body.messageKey, ...(params ? { params } : {}) };
  }
  if (typeof body.code === "string" && BETTER_AUTH_KEYS[body.code]) return { key: BETTER_AUTH_KEYS[body.code]! };
  // better-auth's rate limiter answers 429 with its own English text and no code: worded as the server's own 429.
  if (status === 429) return { key: "error_too_many_requests" };
  if (typeof body.message === "string" && body.message) return null;
  return { key: defaultKey(status) };
}

/**
 * better-auth answers errors as { message, code }. The project's shape is
 * { error: { code, message } }: add it, and keep better-auth's own fields beside it because its
 * browser client reads them. An error with no JSON body gets a message from its status.
 */
export async function withProjectErrorShape(res: Response): Promise<Response> {
  if (res.status < 400) return res;
  let body: Record<string, unknown> = {};
  const text = await res.clone().text();
  try {
    const parsed: unknown = text ? JSON.parse(text) : {};
    if (parsed && typeof parsed === "object" && !Array.isArray(parsed)) body = parsed as Record<string, unknown>;
  } catch {
    /* not JSON */
  }
  if (body.error && typeof body.error === "object") return res;
  const keyed = keyOf(body, res.status);
  const message = typeof body.message === "string" && body.message ? body.message : renderServerMessage(keyed?.key ?? defaultKey(res.status));
  const code = typeof body.code === "string" && body.code ? body.code.toLowerCase() : defaultCode(res.status);
  const headers = new Headers(res.headers);
  headers.set("content-type", "application/json");
  headers.delete("content-length");
  // Keyed like the server's own errors, so the client words them in the learner's language.
  const error = keyed ? { code, message, messageKey: keyed.key, ...(keyed.params && Object.keys(keyed.params).length > 0 ? { params: keyed.params } : {}) } : { code, message };
  return new Response(JSON.stringify({ ...body, message, code: body.code ?? code.toUpperCase(), error }), {
    status: res.status,
    statusText: res.statusText,
    headers,
  });
}

function defaultCode(status: number): string {
  if (status === 401) return "unauthenticated";
  if (status === 403) return "forbidden";
  if (status === 404) return "not_found";
  if (status === 429) return "rate_limited";
  return status >= 500 ? "internal" : "bad_request";
}

function defaultKey(status: number): ServerMessageKey {
  if (status === 404) return "not_found";
  if (status === 429) return "error_too_many_requests";
  return status >= 500 ? "error_server" : "error_invalid_request";
}
