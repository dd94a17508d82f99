import type { ZodType } from "zod";
import { m } from "./i18n";

/** An error answer from the API ({ error: { code, message } }) or a network failure. */
export class ApiRequestError extends Error {
  /** `retryAfterMs`: the server's Retry-After (a 429 or 503), when it gave one in seconds. */
  constructor(readonly status: number, readonly code: string, message: string, readonly details?: unknown, readonly retryAfterMs?: number) {
    super(message);
    this.name = "ApiRequestError";
  }
}

export interface ApiOptions<T> {
  method?: "GET" | "POST" | "PUT" | "PATCH" | "DELETE";
  body?: unknown;
  /** Sent as it is instead of JSON (an uploaded file). */
  rawBody?: Blob;
  query?: Record<string, string | number | boolean | undefined | null>;
  /** Validates the answer; omit for 204 answers. */
  schema?: ZodType<T>;
  signal?: AbortSignal;
  headers?: Record<string, string>;
}

export function apiUrl(path: string, query?: ApiOptions<unknown>["query"]): string {
  const qs = new URLSearchParams();
  for (const [k, v] of Object.entries(query ?? {})) if (v !== undefined && v !== null && v !== "") qs.set(k, String(v));
  const s = qs.toString();
  return `/api${path}${s ? `?${s}` : ""}`;
}

/** An answer as api() reads it. */
export type ApiResponse = Pick<Response, "ok" | "status" | "statusText" | "json"> & { headers?: Pick<Headers, "get"> };
/** How api() reaches the server. */
export type ApiFetch = (url: string, init: RequestInit) => Promise<ApiResponse>;

/**
 * Set while the server renders a first screen (app/render-page.tsx): api() asks the app itself,
 * in-process with the page request's cookie, and trusts its answers as the production client does
 * (build/vite/trust-responses.ts). Unset: the browser's fetch.
 */
let serverFetch: ApiFetch | undefined;
export const setServerFetch = (fetcher: ApiFetch | undefined): void => { serverFetch = fetcher; };

/** The one way the client calls the server: same origin, cookies, JSON, typed errors. */
export async function api<T = unknown>(path: string, options: ApiOptions<T> = {}): Promise<T> {
  let res: ApiResponse;
  try {
    res = await (serverFetch ?? fetch)(apiUrl(path, options.query), {
      method: options.method ?? "GET",
      credentials: "same-origin",
      headers: { ...(options.body !== undefined && !options.rawBody ? { "Content-Type": "application/json" } : {}), ...options.headers },
      body: options.rawBody ?? (options.body !== undefined ? JSON.stringify(options.body) : undefined),
      signal: options.signal,
    });
  } catch (e) {
    if ((e as Error).name === "AbortError") throw e;
    throw new ApiRequestError(0, "network", m.transfer_network_error());
  }
  if (!res.ok) {
    let code = "http_" + res.status;
    let message = res.statusText || "Request failed";
    let details: unknown;
    let keyed: { messageKey?: string; params?: Record<string, string | number> } = {};
    try {
      const body = (await res.json()) as { error?: { code?: string; message?: string; messageKey?: string; params?: Record<string, string | number>; details?: unknown } };
      if (body.error) ({ code = code, message = message, details } = body.error);
      if (body.error?.messageKey) keyed = body.error;
    } catch {
      /* not JSON */
    }
    // A message the server wrote from a key (`server_<key>` in messages/*.json) is shown in the learner's language.
    if (keyed.messageKey) message = (await import("./word-server-message")).wordServerMessage(message, keyed.messageKey, keyed.params);
    const retryAfter = Number(res.headers?.get("retry-after") ?? NaN);
    throw new ApiRequestError(res.status, code, message, details, Number.isFinite(retryAfter) && retryAfter >= 0 ? retryAfter * 1000 : undefined);
  }
  if (res.status === 204) return undefined as T;
  const data: unknown = await res.json();
  return options.schema && !serverFetch ? options.schema.parse(data) : (data as T);
}
