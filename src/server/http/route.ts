import { timingSafeEqual } from "node:crypto";
import { isDeepStrictEqual } from "node:util";
import type { Context, Hono } from "hono";
import type { z, ZodType } from "zod";
import type { Deps } from "../deps";
import type { Actor } from "../auth/actor";
import type { ServerMessageKey } from "../../shared/i18n/server-messages";
import { JsonBytes } from "../lib/json-bytes";
import type { Release } from "../lib/request-places";
import { JsonText } from "../lib/json-text";
import { forbidden, HttpError, nameDefaultMessage, unauthenticated, validationError } from "./errors";
import { refuse } from "./limit-requests";
import { refuseBadJsonText, requireJsonContentType } from "./guard-request";
import { limitedBody, readLimitedText } from "./read-body";
import { SLICE_BYTES, sliceBody } from "./slice-body";
import { keptAnswerHand } from "./first-screen/first-screen-env";

/** Who may call a route. Declared on every route; the permission matrix test checks each. */
export type Permission = "public" | "user" | "admin";

export type AppEnv = {
  Variables: {
    actor: Actor | null;
    /** A heavy route's place (RouteSpec.heavy), set by limitRequests for the requests it counts; unset: no limit. */
    takeHeavyPlace: (() => Promise<Release | null>) | undefined;
  };
};

/** What a handler gets as `body`: the parsed JSON for a schema, a size-limited stream for "raw". */
type Infer<S> = S extends ZodType ? z.infer<S> : S extends "raw" ? ReadableStream<Uint8Array> : undefined;

export interface HandlerContext<P extends Permission, PS, QS, BS> {
  c: Context<AppEnv>;
  deps: Deps;
  actor: P extends "public" ? Actor | null : Actor;
  params: Infer<PS>;
  query: Infer<QS>;
  body: Infer<BS>;
}

export interface RouteSpec<P extends Permission, PS, QS, BS> {
  method: "GET" | "POST" | "PUT" | "PATCH" | "DELETE";
  /** Hono path under /api, e.g. "/collections/:domain/:slug". */
  path: string;
  permission: P;
  /**
   * A token that also grants the route (sent as `Authorization: Bearer <token>`, compared in
   * constant time), for machines without a session (the metrics' METRICS_TOKEN); unset: none.
   */
  bearerToken?: (deps: Deps) => string | undefined;
  /** The 401 message when there is no session (default `error_sign_in`, "User must be authenticated"). */
  unauthenticatedMessage?: ServerMessageKey;
  params?: PS;
  query?: QS;
  /**
   * A zod schema for JSON bodies (read while streaming, refused past maxBodyBytes, then parsed and
   * validated), or "raw": the handler gets the body as a stream that fails with a 413 past
   * maxBodyBytes (uploads).
   */
  body?: BS;
  /** Largest accepted body in bytes (default 1 MiB), enforced while the body streams. */
  maxBodyBytes?: number;
  /**
   * What the route answers: the zod schema of its JSON body (sent with `status`; the handler returns
   * the value, or a JsonText the database wrote or JsonBytes kept encoded, sent unparsed), "empty" (204, no
   * body) or "raw" (the handler builds the Response itself: a download, audio, an event stream). With
   * config.checkResponses (tests and development; off when NODE_ENV=production) every JSON answer
   * is checked against it — a body the schema refuses, or one carrying fields the schema does not
   * declare, is a 500 naming the route; in production nothing is re-validated.
   */
  response: ZodType | "empty" | "raw";
  /** The status of a successful JSON answer (default 200). */
  status?: 200 | 201 | 202;
  /**
   * At most this many requests of this route at once on this server (heavy ones: a 50 MB restore),
   * and one of them per account (a slow upload holds its place while its body arrives: one learner
   * must not hold them all); one more is refused with 429 before its body is read, so memory stays
   * bounded.
   */
  maxConcurrent?: number;
  /**
   * An answer that grows with the requester's data (the collection page: 5,000 words, 1.8 MB): one
   * such request of a requester (account, or anonymous address) at once on this server, until its
   * Response exists; the next waits its turn as the requester's places do (http/limit-requests.ts),
   * then 429. Its other requests are not held. Off where places are (MAX_REQUESTS_PER_ACCOUNT=0).
   */
  heavy?: boolean;
  handler(ctx: HandlerContext<P, PS, QS, BS>): Promise<Response | unknown> | Response | unknown;
}

export interface RouteDef {
  method: RouteSpec<Permission, unknown, unknown, unknown>["method"];
  path: string;
  permission: Permission;
  response: ZodType | "empty" | "raw";
  register(app: Hono<AppEnv>, deps: Deps): void;
}

const DEFAULT_MAX_BODY = 1024 * 1024;

export function defineRoute<
  P extends Permission,
  PS extends ZodType | undefined = undefined,
  QS extends ZodType | undefined = undefined,
  BS extends ZodType | "raw" | undefined = undefined,
>(spec: RouteSpec<P, PS, QS, BS>): RouteDef {
  return {
    method: spec.method,
    path: spec.path,
    permission: spec.permission,
    response: spec.response,
    register(app, deps) {
      let inFlight = 0;
      /** The accounts holding one of the places (maxConcurrent). */
      const holders = new Set<string>();
      // Unit tests of this file register routes with bare deps: checks on, as in every test.
      const check = deps.config?.checkResponses ?? true;
      const where = `${spec.method} /api${spec.path}`;
      app.on(spec.method, spec.path, async (c) => {
        const actor = c.get("actor");
        if (spec.bearerToken && hasBearerToken(c.req.header("authorization"), spec.bearerToken(deps))) return handle(c, actor);
        if (spec.permission !== "public" && !actor) throw unauthenticated(spec.unauthenticatedMessage);
        if (spec.permission === "admin" && !(await actor!.isAdmin())) throw forbidden();
        if (!spec.heavy) return admit(c, actor);
        const take = c.get("takeHeavyPlace");
        const release = take ? await take() : () => {};
        if (!release) return refuse(c, deps);
        try {
          return await admit(c, actor);
        } finally {
          release();
        }
      });
      /** The request past its heavy place, if any: through maxConcurrent's places, if declared, to its handler. */
      async function admit(c: Context<AppEnv>, actor: Actor | null) {
        if (spec.maxConcurrent === undefined) return handle(c, actor);
        const holder = actor?.userId;
        if (inFlight >= spec.maxConcurrent || (holder !== undefined && holders.has(holder))) throw HttpError.keyed(429, "rate_limited", "error_busy");
        inFlight++;
        if (holder !== undefined) holders.add(holder);
        try {
          return await handle(c, actor);
        } finally {
          inFlight--;
          if (holder !== undefined) holders.delete(holder);
        }
      }
      async function handle(c: Context<AppEnv>, actor: Actor | null) {
        const params = parse(spec.params, c.req.param(), "path");
        const query = parse(spec.query, c.req.query(), "query");
        let body: unknown = undefined;
        const max = spec.maxBodyBytes ?? DEFAULT_MAX_BODY;
        if (spec.body === "raw") {
          body = limitedBody(c.req.raw, max);
        } else if (spec.body) {
          const text = await readLimitedText(c.req.raw, max);
          if (text.length > 0) requireJsonContentType(c.req.raw);
          refuseBadJsonText(text);
          let json: unknown;
          try {
            json = text.length ? JSON.parse(text) : {};
          } catch {
            throw HttpError.keyed(400, "bad_request", "error_not_json");
          }
          body = parse(spec.body as ZodType, json, "body");
        }
        const result = await spec.handler({ c, deps, actor: actor as never, params: params as never, query: query as never, body: body as never });
        if (spec.response === "raw") {
          if (check && !(result instanceof Response)) throw breach(where, "it declares its own Response but returned a value");
          return result as Response;
        }
        if (spec.response === "empty") {
          const empty = result === undefined || (result instanceof Response && result.status === 204);
          if (check && !empty) throw breach(where, "it declares no body but returned one");
          return c.body(null, 204);
        }
        if (result instanceof Response) {
          if (check) await checkResponse(spec.response, result.clone(), where);
          return result;
        }
        if (result instanceof JsonText) {
          // Written by the database: sent as it is, checked like any body where checks are on. As
          // UTF-8 bytes (one native copy): a string body is scanned for lone surrogates, then encoded.
          if (check) checkBody(spec.response, JSON.parse(result.text), where);
          return sendJson(c, Buffer.from(result.text), spec.status ?? 200);
        }
        if (result instanceof JsonBytes) {
          // Kept encoded (a cached part copied with the request's own): sent as the bytes they are.
          if (check) {
            const parsed: unknown = JSON.parse(result.bytes.toString("utf8"));
            checkBody(spec.response, parsed, where);
            if (result.value && !isDeepStrictEqual(result.value(), parsed)) throw breach(where, "its value is not its bytes parsed");
          }
          // A first screen's read takes the answer as it is too (its value, its bytes for the data block).
          keptAnswerHand(c)?.(result);
          return sendJson(c, result.bytes, spec.status ?? 200);
        }
        if (check) checkBody(spec.response, result, where);
        return c.json(result as object, spec.status ?? 200);
      }
    },
  };
}

/** A JSON body already encoded: as it is, or past one slice in slices with the event loop free between them (sliceBody). */
function sendJson(c: Context<AppEnv>, bytes: Buffer<ArrayBuffer>, status: 200 | 201 | 202): Response {
  if (bytes.byteLength <= SLICE_BYTES) return c.body(bytes, status, { "content-type": "application/json" });
  return c.body(sliceBody(bytes), status, { "content-type": "application/json", "content-length": String(bytes.byteLength) });
}

function hasBearerToken(header: string | undefined, token: string | undefined): boolean {
  if (!token || !header?.startsWith("Bearer ")) return false;
  const given = Buffer.from(header.slice("Bearer ".length).trim());
  const wanted = Buffer.from(token);
  return given.length === wanted.length && timingSafeEqual(given, wanted);
}

function parse(schema: ZodType | undefined, input: unknown, where: string): unknown {
  if (!schema) return undefined;
  const r = schema.safeParse(input, { error: nameDefaultMessage });
  if (!r.success) throw validationError(r.error, where);
  return r.data;
}

/** A handler that broke its route's response contract: a 500 (the server's bug), named in the log. */
function breach(where: string, what: string): Error {
  return new Error(`The response of ${where} breaks its contract: ${what}`);
}

/**
 * The body must be what the schema declares, exactly: valid, and the same JSON once parsed (so a
 * field the schema does not name — a column that leaks — is caught, not silently stripped).
 */
function checkBody(schema: ZodType, body: unknown, where: string): void {
  const wire: unknown = body === undefined ? undefined : JSON.parse(JSON.stringify(body));
  const r = schema.safeParse(wire);
  if (!r.success) throw breach(where, r.error.issues.slice(0, 5).map((i) => `${i.path.join(".") || "(body)"}: ${i.message}`).join("; "));
  if (!isDeepStrictEqual(JSON.parse(JSON.stringify(r.data)), wire)) {
    throw breach(where, `fields the schema does not declare: ${extraPaths(r.data, wire).slice(0, 5).join(", ")}`);
  }
}

/** A Response a JSON route built itself (a 201 with c.json): its body is checked when it is a success. */
async function checkResponse(schema: ZodType, res: Response, where: string): Promise<void> {
  if (res.status < 200 || res.status >= 300 || res.status === 204) return;
  if (!(res.headers.get("content-type") ?? "").includes("application/json")) throw breach(where, "it declares a JSON body but answered another type");
  checkBody(schema, await res.json(), where);
}

/** Where `actual` has keys that `declared` lacks (for the message). */
function extraPaths(declared: unknown, actual: unknown, at = ""): string[] {
  if (Array.isArray(actual) && Array.isArray(declared)) return actual.flatMap((a, i) => extraPaths(declared[i], a, `${at}[${i}]`));
  if (actual && typeof actual === "object" && declared && typeof declared === "object") {
    return Object.entries(actual).flatMap(([k, v]) =>
      k in declared ? extraPaths((declared as Record<string, unknown>)[k], v, at ? `${at}.${k}` : k) : [at ? `${at}.${k}` : k]);
  }
  return actual === declared ? [] : [at || "(body)"];
}
