import { timingSafeEqual } from "node:crypto";
import type { Context, Hono } from "hono";
import type { z, ZodType } from "zod";
import type { Deps } from "../deps";
import type { Actor } from "../auth/actor";
import { forbidden, HttpError, nameDefaultMessage, unauthenticated, validationError } from "./errors";
import { refuseBadJsonText, requireJsonContentType } from "./guard-request";
import { limitedBody, readLimitedText } from "./read-body";

/** Who may call a route. Declared on every route; the permission matrix test checks each. */
export type Permission = "public" | "user" | "admin";

export type AppEnv = { Variables: { actor: Actor | null } };

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
  /** The 401 message when there is no session (default "User must be authenticated"). */
  unauthenticatedMessage?: string;
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
   * At most this many requests of this route at once on this server (heavy ones: a 50 MB restore);
   * one more is refused with 429 before its body is read, so memory stays bounded.
   */
  maxConcurrent?: number;
  handler(ctx: HandlerContext<P, PS, QS, BS>): Promise<Response | unknown> | Response | unknown;
}

export interface RouteDef {
  method: RouteSpec<Permission, unknown, unknown, unknown>["method"];
  path: string;
  permission: Permission;
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
    register(app, deps) {
      let inFlight = 0;
      app.on(spec.method, spec.path, async (c) => {
        const actor = c.get("actor");
        if (spec.bearerToken && hasBearerToken(c.req.header("authorization"), spec.bearerToken(deps))) return handle(c, actor);
        if (spec.permission !== "public" && !actor) throw unauthenticated(spec.unauthenticatedMessage);
        if (spec.permission === "admin" && !(await actor!.isAdmin())) throw forbidden();
        if (spec.maxConcurrent !== undefined) {
          if (inFlight >= spec.maxConcurrent) throw new HttpError(429, "rate_limited", "The server is busy with the same request for others. Try again in a moment.");
          inFlight++;
          try {
            return await handle(c, actor);
          } finally {
            inFlight--;
          }
        }
        return handle(c, actor);
      });
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
            throw new HttpError(400, "bad_request", "The request body is not valid JSON.");
          }
          body = parse(spec.body as ZodType, json, "body");
        }
        const result = await spec.handler({ c, deps, actor: actor as never, params: params as never, query: query as never, body: body as never });
        if (result instanceof Response) return result;
        if (result === undefined) return c.body(null, 204);
        return c.json(result as object);
      }
    },
  };
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
