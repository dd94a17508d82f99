import type { z } from "zod";

/** What every outside HTTP system gets: one base URL, a time limit per try, retries, a User-Agent. */
export interface HttpClientOptions {
  /** e.g. https://www.sefaria.org; paths given to request() are resolved against it. */
  baseUrl: string;
  /** Time limit of one try, headers and body read included (AbortSignal). Default 15 s. */
  timeoutMs?: number;
  /** Further tries after a network error, a timeout, 429 or a 5xx. Default 3. */
  retries?: number;
  /** First backoff; each retry doubles it, with jitter, capped at maxDelayMs. Default 300 ms. */
  retryDelayMs?: number;
  /** Longest wait before a retry, Retry-After included. Default 10 s. */
  maxDelayMs?: number;
  /** Default "Milim/<version> (+https://github.com/milim-app/milim)". */
  userAgent?: string;
  /**
   * The largest body a response may have (bytes; none by default): one that declares more
   * (Content-Length) is refused before it is read, and reading one that brings more fails at that
   * byte, with HttpResponseTooLargeError, whatever reads it (json(), text(), the stream), and stops
   * reading.
   */
  maxResponseBytes?: number;
  /**
   * Redirects: "follow" (fetch's own way, the default) or "same-origin": followed only within the
   * origin of the URL asked for (at most 5; a 307/308 keeps the method and body, a 303, or a 301/302
   * after a POST, becomes a GET without one), and one to another origin is refused with
   * HttpRedirectRefusedError before anything is sent there. For clients whose requests carry a
   * secret (an API key in the body or a header).
   */
  redirects?: "follow" | "same-origin";
  /** Headers sent with every request (e.g. an API key). */
  headers?: Record<string, string>;
  /** Changes each try's request before it is sent, e.g. signs it (S3 SigV4 signs the date, so every try is signed anew). */
  prepare?: (request: Request) => Request | Promise<Request>;
  /** For tests; the global fetch by default. */
  fetch?: typeof fetch;
  /** For tests: how to wait. */
  sleep?: (ms: number) => Promise<void>;
}

export interface RequestOptions extends Omit<RequestInit, "signal"> {
  /** Query parameters appended to the URL (undefined values are left out). */
  query?: Record<string, string | number | boolean | undefined>;
  /** Overrides the client's time limit for this request. */
  timeoutMs?: number;
  /**
   * Whether a failed try may be sent again. Default: yes for GET, HEAD, PUT, DELETE and OPTIONS
   * (idempotent), no for POST and PATCH — pass true when the server dedupes (or the call only reads).
   */
  retry?: boolean;
  /** Aborts every try (e.g. the job was cancelled). */
  signal?: AbortSignal;
}

export interface HttpClient {
  readonly baseUrl: string;
  /** The absolute URL of a path (or of an absolute URL, unchanged). */
  url(path: string, query?: RequestOptions["query"]): string;
  /**
   * Sends the request and returns the response of the last try, whatever its status: 4xx and a
   * final 429/5xx are returned, not thrown, so callers can read 404 as "absent". Throws
   * HttpRequestError when no response came (network error or timeout on every try).
   */
  request(path: string, options?: RequestOptions): Promise<Response>;
  /** GET (by default) and parse JSON with the schema; a non-2xx status throws HttpStatusError. */
  json<T>(path: string, schema: z.ZodType<T>, options?: RequestOptions): Promise<T>;
}

export const DEFAULT_USER_AGENT = "Milim/0.1 (+https://github.com/milim-app/milim)";

/** No response at all: the network failed or every try ran out of time. */
export class HttpRequestError extends Error {
  override name = "HttpRequestError";
  constructor(readonly url: string, readonly attempts: number, options: { cause: unknown }) {
    super(`${url}: no response after ${attempts} ${attempts === 1 ? "try" : "tries"} (${describe(options.cause)})`, options);
  }
}

/** A response with a status the caller did not expect. */
export class HttpStatusError extends Error {
  override name = "HttpStatusError";
  constructor(readonly url: string, readonly status: number, readonly body: string) {
    super(`${url} answered ${status}${body ? `: ${body.slice(0, 200)}` : ""}`);
  }
}

/** A byte count in MB, as the size settings name it (1 MB = 1,048,576 bytes; two decimals at most). */
export const inMegabytes = (bytes: number) => Number((bytes / (1024 * 1024)).toFixed(2));

/** A response larger than the client's maxResponseBytes: thrown by request() (declared) or by whatever reads its body. */
export class HttpResponseTooLargeError extends Error {
  override name = "HttpResponseTooLargeError";
  constructor(readonly url: string, readonly limit: number) {
    super(`${url} answered more than ${limit} bytes`);
  }
}

/**
 * `res` with a body that fails past `limit` bytes (counted as decoded, so a small compressed body
 * that unpacks to more fails too); erroring the stream cancels the connection's body, so no more is
 * read. A declared length past it throws at once.
 */
function limitBody(res: Response, url: string, limit: number): Response {
  const declared = Number(res.headers.get("content-length") ?? NaN);
  if (declared > limit) {
    void res.body?.cancel().catch(() => {});
    throw new HttpResponseTooLargeError(url, limit);
  }
  if (!res.body) return res;
  let seen = 0;
  const counted = res.body.pipeThrough(new TransformStream<Uint8Array, Uint8Array>({
    transform(chunk, controller) {
      seen += chunk.byteLength;
      if (seen > limit) controller.error(new HttpResponseTooLargeError(url, limit));
      else controller.enqueue(chunk);
    },
  }));
  const limited = new Response(counted, { status: res.status, statusText: res.statusText, headers: res.headers });
  // A Response made here has no URL of its own: the answer's (after redirects) is kept.
  Object.defineProperty(limited, "url", { value: res.url });
  return limited;
}

/** A redirect the client would not follow (redirects: "same-origin"): to another origin, or one too many. */
export class HttpRedirectRefusedError extends Error {
  override name = "HttpRedirectRefusedError";
  constructor(readonly url: string, readonly status: number, readonly location: string) {
    const from = new URL(url).origin;
    super(`${url} answered ${status} to ${location}: not followed (${from === new URL(location).origin ? "too many redirects" : `another origin: redirects are followed within ${from} only`})`);
  }

  /** The origin the redirect pointed to. */
  get origin(): string {
    return new URL(this.location).origin;
  }

  /** The origin asked (the configured one: redirects within it are followed). */
  get configuredOrigin(): string {
    return new URL(this.url).origin;
  }
}

/** `error` or one of its causes (an SDK wraps what its fetch threw), when a HttpRedirectRefusedError. */
export function findRedirectRefused(error: unknown): HttpRedirectRefusedError | null {
  for (let e = error, depth = 0; e instanceof Error && depth < 5; e = (e as { cause?: unknown }).cause, depth++) {
    if (e instanceof HttpRedirectRefusedError) return e;
  }
  return null;
}

const REDIRECT_STATUSES = new Set([301, 302, 303, 307, 308]);
const MAX_REDIRECTS = 5;

const IDEMPOTENT = new Set(["GET", "HEAD", "PUT", "DELETE", "OPTIONS"]);

/** 429 and 5xx (not 501 Not Implemented: it will not change) are worth another try. */
export const isRetryableStatus = (status: number) => status === 429 || (status >= 500 && status !== 501);

function describe(error: unknown): string {
  if (error instanceof Error) {
    if (error.name === "TimeoutError") return "timed out";
    const cause = (error as { cause?: unknown }).cause;
    return cause instanceof Error ? `${error.message}: ${cause.message}` : error.message;
  }
  return String(error);
}

/** Retry-After in ms: delta-seconds or an HTTP date; null when absent or unreadable. */
/** `now`: the real clock (elapsed time until the other server's date; not deps.now). */
export function retryAfterMs(header: string | null, now = Date.now()): number | null { // elapsed time: the wait a server asks for
  if (!header) return null;
  if (/^\d+$/.test(header.trim())) return Number(header.trim()) * 1000;
  const at = Date.parse(header);
  return Number.isNaN(at) ? null : Math.max(0, at - now);
}

const defaultSleep = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));

type Send = (url: string, method: string, body: RequestInit["body"], headers: Headers) => Promise<Response>;

/** One try with its redirects followed by hand, within the origin of `url` only (redirects: "same-origin"). */
async function sendWithinOrigin(send: Send, url: string, method: string, body: RequestInit["body"], headers: Headers): Promise<Response> {
  for (let hops = 0; ; hops++) {
    const res = await send(url, method, body, headers);
    const location = res.headers.get("location");
    if (!REDIRECT_STATUSES.has(res.status) || !location) return res;
    await res.body?.cancel();
    const next = new URL(location, url).href;
    if (new URL(next).origin !== new URL(url).origin || hops === MAX_REDIRECTS) throw new HttpRedirectRefusedError(url, res.status, next);
    if (res.status === 303 || ((res.status === 301 || res.status === 302) && method === "POST")) {
      method = "GET";
      body = undefined;
      headers = new Headers(headers);
      headers.delete("content-type");
    }
    url = next;
  }
}

/**
 * A fetch for a client we do not drive ourselves (the `openai` SDK): redirects followed within the
 * origin of the URL asked for only, as redirects: "same-origin" does; one to another origin throws
 * HttpRedirectRefusedError before anything is sent there. A 307/308 sends the body again, so the
 * body must be one that can be (a string or bytes: not a stream).
 */
export function fetchWithinOrigin(doFetch: typeof fetch = fetch): typeof fetch {
  return async (input, init) => {
    const asked = input instanceof Request ? input : null;
    const url = asked ? asked.url : String(input);
    const method = (init?.method ?? asked?.method ?? "GET").toUpperCase();
    const body = init?.body !== undefined ? init.body : asked?.body ? await asked.arrayBuffer() : undefined;
    const headers = new Headers(init?.headers ?? asked?.headers);
    const signal = init?.signal ?? asked?.signal;
    const send: Send = (to, tryMethod, tryBody, tryHeaders) =>
      doFetch(to, { ...init, method: tryMethod, body: tryBody ?? null, headers: tryHeaders, redirect: "manual", ...(signal ? { signal } : {}) });
    return sendWithinOrigin(send, url, method, body, headers);
  };
}

export function createHttpClient(options: HttpClientOptions): HttpClient {
  const baseUrl = options.baseUrl.replace(/\/+$/, "");
  const timeoutMs = options.timeoutMs ?? 15_000;
  const retries = options.retries ?? 3;
  const firstDelay = options.retryDelayMs ?? 300;
  const maxDelay = options.maxDelayMs ?? 10_000;
  const doFetch = options.fetch ?? fetch;
  const sleep = options.sleep ?? defaultSleep;

  const url = (path: string, query?: RequestOptions["query"]) => {
    const target = new URL(/^https?:\/\//.test(path) ? path : `${baseUrl}/${path.replace(/^\/+/, "")}`);
    for (const [k, v] of Object.entries(query ?? {})) if (v !== undefined) target.searchParams.set(k, String(v));
    return target.toString();
  };

  const sameOrigin = options.redirects === "same-origin";
  const backoff = (attempt: number) => Math.min(maxDelay, firstDelay * 2 ** attempt * (0.5 + Math.random() / 2));

  async function request(path: string, { query, timeoutMs: limit, retry, signal, headers, ...init }: RequestOptions = {}): Promise<Response> {
    const target = url(path, query);
    const method = (init.method ?? "GET").toUpperCase();
    const mayRetry = retry ?? IDEMPOTENT.has(method);
    const tries = mayRetry ? retries + 1 : 1;
    let lastError: unknown;
    for (let attempt = 0; attempt < tries; attempt++) {
      signal?.throwIfAborted();
      const merged = new Headers({ "user-agent": options.userAgent ?? DEFAULT_USER_AGENT, ...options.headers });
      new Headers(headers).forEach((value, key) => merged.set(key, value));
      const trySignal = signal
        ? AbortSignal.any([signal, AbortSignal.timeout(limit ?? timeoutMs)])
        : AbortSignal.timeout(limit ?? timeoutMs);
      const send = async (url: string, tryMethod: string, body: RequestInit["body"], tryHeaders: Headers): Promise<Response> => {
        let req = new Request(url, { ...init, method: tryMethod, body, headers: tryHeaders, signal: trySignal, ...(sameOrigin ? { redirect: "manual" } : {}) });
        if (options.prepare) req = await options.prepare(req);
        // prepare may build a Request of its own (aws4fetch's sign does): keep the redirects by hand.
        if (sameOrigin && req.redirect !== "manual") req = new Request(req, { redirect: "manual" });
        return doFetch(req);
      };
      let wait = 0;
      let answer: Response | undefined;
      try {
        const res = sameOrigin ? await sendWithinOrigin(send, target, method, init.body, merged) : await send(target, method, init.body, merged);
        if (!isRetryableStatus(res.status) || attempt === tries - 1) answer = res;
        else {
          wait = Math.min(maxDelay, retryAfterMs(res.headers.get("retry-after")) ?? backoff(attempt));
          await res.body?.cancel();
        }
      } catch (error) {
        if (signal?.aborted) throw signal.reason;
        if (error instanceof HttpRedirectRefusedError) throw error;
        lastError = error;
        if (attempt === tries - 1) break;
        wait = backoff(attempt);
      }
      // Outside the try: a response too large is the answer, not a failed try to make again.
      if (answer) return options.maxResponseBytes === undefined ? answer : limitBody(answer, target, options.maxResponseBytes);
      await sleep(wait);
    }
    throw new HttpRequestError(target, tries, { cause: lastError });
  }

  return {
    baseUrl,
    url,
    request,
    async json(path, schema, options) {
      const res = await request(path, { ...options, headers: { accept: "application/json", ...options?.headers } });
      if (!res.ok) throw new HttpStatusError(res.url || url(path, options?.query), res.status, await res.text().catch(() => ""));
      return schema.parse(await res.json());
    },
  };
}
