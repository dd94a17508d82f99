import { trustedOrigins } from "../auth/trusted-origins";
import type { Config } from "../config";
import { HttpError } from "./errors";

/** JSON nested deeper than this is refused before it is parsed or validated (no stack overflow). */
export const MAX_JSON_DEPTH = 64;

const STATE_CHANGING = new Set(["POST", "PUT", "PATCH", "DELETE"]);

/** A NUL (U+0000) cannot be stored in PostgreSQL text: refused in the address with a 400. */
export function refuseNulInUrl(url: string): void {
  if (url.includes("\u0000") || /%00/.test(url)) throw HttpError.forDevelopers(400, "bad_request", "The address holds a NUL character.");
}

/** How deep `text` (JSON) nests its arrays and objects, counted outside strings. */
export function jsonDepth(text: string): number {
  let depth = 0;
  let max = 0;
  let inString = false;
  for (let i = 0; i < text.length; i++) {
    const ch = text.charCodeAt(i);
    if (inString) {
      if (ch === 92) i++; // backslash: skip the escaped character
      else if (ch === 34) inString = false;
    } else if (ch === 34) inString = true;
    else if (ch === 123 || ch === 91) max = Math.max(max, ++depth);
    else if (ch === 125 || ch === 93) depth--;
  }
  return max;
}

/** The checks every JSON body passes before it is parsed: no NUL, not too deep. */
export function refuseBadJsonText(text: string): void {
  if (text.includes("\u0000") || /\\u0000/i.test(text)) throw HttpError.forDevelopers(400, "bad_request", "The request body holds a NUL character.");
  if (jsonDepth(text) > MAX_JSON_DEPTH) throw HttpError.forDevelopers(400, "bad_request", `The request body nests deeper than ${MAX_JSON_DEPTH} levels.`);
}

/**
 * Cross-site request forgery: a state-changing request from a browser must come from a trusted
 * origin (PUBLIC_URL, TRUSTED_ORIGINS, or the app's own address while PUBLIC_URL is unset). A
 * browser always sends Origin on such requests; without one, Sec-Fetch-Site must not say another
 * site. Clients that are not browsers (scripts, the CLI) send neither and pass.
 */
export function refuseForeignOrigin(config: Config, request: Request): void {
  if (!STATE_CHANGING.has(request.method)) return;
  const origin = request.headers.get("origin");
  if (origin !== null) {
    if (!trustedOrigins(config, request).includes(origin)) {
      throw HttpError.keyed(403, "forbidden_origin", "error_untrusted_site");
    }
    return;
  }
  const site = request.headers.get("sec-fetch-site");
  if (site === "cross-site" || site === "same-site") {
    throw HttpError.keyed(403, "forbidden_origin", "error_untrusted_site");
  }
}

/** JSON routes read JSON only: a form or text/plain body (what a cross-site form can send) is refused. */
export function requireJsonContentType(request: Request): void {
  const type = (request.headers.get("content-type") ?? "").split(";")[0]!.trim().toLowerCase();
  if (type !== "application/json" && !type.endsWith("+json")) {
    throw HttpError.forDevelopers(415, "unsupported_media_type", "Send the request body as application/json.");
  }
}
