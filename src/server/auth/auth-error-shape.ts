import { keyServerMessage } from "../../shared/i18n/server-messages";

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
  const message = typeof body.message === "string" && body.message ? body.message : defaultMessage(res.status);
  const code = typeof body.code === "string" && body.code ? body.code.toLowerCase() : defaultCode(res.status);
  const headers = new Headers(res.headers);
  headers.set("content-type", "application/json");
  headers.delete("content-length");
  // Its texts are keyed like the server's own (src/shared/i18n/server-messages.ts), so the client words them in the learner's language.
  const keyed = keyServerMessage(message);
  const error = keyed ? { code, message, messageKey: keyed.key, ...(Object.keys(keyed.params).length > 0 ? { params: keyed.params } : {}) } : { code, message };
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

function defaultMessage(status: number): string {
  if (status === 404) return "Not found";
  if (status === 429) return "Too many requests. Please wait a moment and try again.";
  return status >= 500 ? "Something went wrong on the server." : "Invalid request";
}
