import { HYDRATION_SHIELD_ID, SIGNED_OUT_ATTRIBUTE, SIGNED_OUT_VALUE } from "../../../shared/api/first-screen";
import { cookieValue } from "../../../shared/cookie-value";
import { LOCALE_COOKIE, localeDir, requestLocale, type Locale } from "../../../shared/i18n/locales";
import type { JsonBytes } from "../../lib/json-bytes";
import { FIRST_SCREEN_ENV } from "../limit-requests";
import type { FirstScreenEnv } from "./first-screen-env";

/** An answer of the app's API, as the renderer's API client reads it. */
export type ApiAnswer = Pick<Response, "ok" | "status" | "statusText" | "json">;
/** Calls the app's own API in-process (`/api/…`). */
export type FetchApi = (url: string, init: RequestInit) => Promise<ApiAnswer>;

/**
 * Renders a page's first screen with the app's own routes and components (src/client/app/render-page.tsx,
 * docs/first-screen.md): the markup for #root, the data block's content (the query cache the page
 * was drawn from), the interface language and whether the page preloads the Hebrew font; null when
 * the page has none; `{ redirect }` (an address in this app) when the page's loaders send the request
 * elsewhere. The app (app.ts) turns a failed render into null and logs it.
 */
export type RenderPage = (request: { url: URL; cookie?: string | undefined; acceptLanguage?: string | undefined; fetchApi: FetchApi }) =>
  Promise<{ markup: string; block: object; locale: Locale; hebrewFont: boolean; darkMode: DarkModeSetting } | { redirect: string } | { shell: true; locale: Locale; darkMode: DarkModeSetting } | { signedOut: true } | null>;

/** The session's theme (settings.darkMode: dark, light, null for the system's); undefined: the page read no session. */
export type DarkModeSetting = boolean | null | undefined;

/** The request's headers that choose the interface language when no session says it. */
export type PageRequest = { cookie?: string | undefined; acceptLanguage?: string | undefined };

/**
 * <html lang dir> before first paint (data-locale: index.html's inline script keeps it), and the
 * session's theme when the page read one: `data-theme` (dark, light, or system), which the inline
 * script prefers to the copy in localStorage (another device may have changed it, or this browser
 * never saw it), and the "dark" class itself, so a chosen dark theme paints dark even before that
 * script (or without script).
 */
export function withLocale(indexHtml: string, locale: Locale, darkMode?: DarkModeSetting, signedOut = false): string {
  const theme = darkMode === undefined ? "" : ` data-theme="${darkMode === null ? "system" : darkMode ? "dark" : "light"}"${darkMode ? ' class="dark"' : ""}`;
  const session = signedOut ? ` ${SIGNED_OUT_ATTRIBUTE}="${SIGNED_OUT_VALUE}"` : "";
  return indexHtml.replace(/<html(?: lang="[^"]*")?>/, () => `<html lang="${locale}" dir="${localeDir(locale)}" data-locale="${locale}"${theme}${session}>`);
}

const EMPTY_ROOT = '<div id="root"></div>';

/**
 * The first paint waits until the browser has parsed the whole first screen (up to the shield
 * written after #root): the page is laid out once and painted whole, not header first and then
 * its table in further layouts of the growing page, each a long task after the first paint.
 */
function holdPaintForRoot(page: string): string {
  return page.replace("</head>", () => `<link rel="expect" href="#${HYDRATION_SHIELD_ID}" blocking="render" />\n  </head>`);
}

const HEBREW_FONT_HINT = /<meta name="milim-hebrew-font" content="(\/assets\/[\w.-]+\.woff2)" \/>/;

/**
 * A reader chapter and the dictionary ask for the bundled Hebrew font with the page (the build
 * names it in index.html: build/vite/hebrew-font.ts): their cantillation and stress marks (a verse's
 * accents, BDB's ole on 1,181 head-words) are in few system fonts, and the font (`font-display:
 * optional`) is used only when it is there within the page's first moments, so without it a first
 * visit drew the marks as empty boxes where the system has no such font. Elsewhere (pointed words
 * only) the preload would compete with the stylesheet for the first paint.
 */
export function preloadHebrewFont(indexHtml: string): string {
  return indexHtml.replace(HEBREW_FONT_HINT, (_, href: string) => `<link rel="preload" href="${href}" as="font" type="font/woff2" crossorigin />`);
}

/**
 * The bytes each answer came as, by the object read from them: the data block writes an answer's
 * own bytes instead of stringifying the object again (a collection of 5,000 words is 2 MB of it).
 */
const answerBytes = new WeakMap<object, Buffer<ArrayBuffer>>();

/** Calls the app's API in-process: `env` is app.request's (a first screen's read, FirstScreenEnv). */
export type InProcessRequest = (path: string, init: RequestInit, env: FirstScreenEnv) => Response | Promise<Response>;

/**
 * Calls the app's own API in-process with the page request's cookie (the API's session check and
 * rules). A JSON answer's bytes are kept by the object read from them, for the data block. An
 * answer the route kept encoded (JsonBytes, the collection page) is taken as it is, its value
 * without decoding and parsing its bytes; any other is parsed from its bytes.
 */
export function fetchApiWith(request: InProcessRequest, cookie: string | undefined): FetchApi {
  return async (url, init) => {
    let kept: JsonBytes | undefined;
    const env: FirstScreenEnv = { ...FIRST_SCREEN_ENV, keepAnswer: (answer) => { kept = answer; } };
    const res = await request(url, { ...init, headers: { ...(init.headers as Record<string, string> | undefined), ...(cookie ? { cookie } : {}) } }, env);
    if (!res.ok || !(res.headers.get("content-type") ?? "").includes("json")) return res;
    let bytes: Buffer<ArrayBuffer>;
    let body: unknown;
    if (kept?.value) {
      await res.body?.cancel();
      bytes = kept.bytes;
      body = kept.value();
    } else {
      bytes = Buffer.from(await res.arrayBuffer());
      body = JSON.parse(bytes.toString("utf8"));
    }
    if (body !== null && typeof body === "object") answerBytes.set(body, bytes);
    return { ok: res.ok, status: res.status, statusText: res.statusText, json: () => Promise.resolve(body) };
  };
}

const LT = 0x3c;
const LT_ESCAPED = Buffer.from("\\u003c");

/**
 * Text and bytes written in order, as UTF-8 parts: the answers' bytes are neither copied nor
 * encoded again (the page is sent part by part, slice-body.ts#sliceParts).
 */
class Chunks {
  private readonly parts: Buffer<ArrayBuffer>[] = [];
  private text = "";
  write(text: string): void {
    this.text += text;
  }
  /** JSON bytes with each `<` as its JSON escape, so no text closes the data block's element (a byte search: `<` is never part of another character in UTF-8). */
  writeEscaped(bytes: Buffer<ArrayBuffer>): void {
    this.flushText();
    let from = 0;
    for (let at = bytes.indexOf(LT); at >= 0; at = bytes.indexOf(LT, from)) {
      this.parts.push(bytes.subarray(from, at), LT_ESCAPED);
      from = at + 1;
    }
    this.parts.push(from === 0 ? bytes : bytes.subarray(from));
  }
  toParts(): Buffer<ArrayBuffer>[] {
    this.flushText();
    return this.parts;
  }
  private flushText(): void {
    if (this.text) this.parts.push(Buffer.from(this.text));
    this.text = "";
  }
}

/** `<` as its JSON escape (see Chunks#writeEscaped), in text. */
const escapeLt = (json: string) => (json.includes("<") ? json.replaceAll("<", "\\u003c") : json);

/** JSON of `value`, with every part that is an API answer written as the answer's own bytes, `<` escaped. */
function writeJsonWithAnswers(value: unknown, out: Chunks): void {
  if (value === null || typeof value !== "object") return out.write(escapeLt(JSON.stringify(value) ?? "null"));
  const bytes = answerBytes.get(value);
  if (bytes !== undefined) return out.writeEscaped(bytes);
  if (typeof (value as { toJSON?: unknown }).toJSON === "function") return out.write(escapeLt(JSON.stringify(value)));
  if (Array.isArray(value)) {
    out.write("[");
    value.forEach((v, i) => {
      if (i > 0) out.write(",");
      if (v === undefined || typeof v === "function") out.write("null");
      else writeJsonWithAnswers(v, out);
    });
    return out.write("]");
  }
  out.write("{");
  let first = true;
  for (const [k, v] of Object.entries(value)) {
    if (v === undefined || typeof v === "function") continue;
    out.write(`${first ? "" : ","}${escapeLt(JSON.stringify(k))}:`);
    first = false;
    writeJsonWithAnswers(v, out);
  }
  out.write("}");
}

function writeDataScript(block: object, out: Chunks): void {
  out.write('<script type="application/json" id="milim-first-screen">');
  writeJsonWithAnswers(block, out);
  out.write("</script>");
}

/** The data block (never run; `<` escaped so no text closes the element), as UTF-8. */
export function firstScreenDataScript(block: object): Buffer<ArrayBuffer> {
  const out = new Chunks();
  writeDataScript(block, out);
  return Buffer.concat(out.toParts());
}

/**
 * index.html with the page's first screen written into #root and the query cache it was drawn
 * from as a JSON block: the browser paints the words or verses before any script, and the client
 * starts from that cache instead of asking again, and hydrates the markup (the same components from
 * the same data) instead of drawing the page again. The page as it is when the route has no first
 * screen or its render fails. Either way <html> carries the interface language (lang, dir), and the
 * session's theme when the render read one. A page whose loaders redirect (no session, "/") is that
 * redirect. A page the server draws nothing of, for a session, carries the session's language and
 * theme too (`shell`). The page comes as UTF-8 parts, in order (sent by slice-body.ts#sliceParts).
 */
export async function pageWithFirstScreen(
  indexHtml: string, url: URL, fetchApi: FetchApi, request: PageRequest, renderPage: RenderPage | undefined,
): Promise<{ html: Buffer<ArrayBuffer>[]; personal: boolean } | { redirect: string }> {
  const screen = renderPage ? await renderPage({ url, cookie: request.cookie, acceptLanguage: request.acceptLanguage, fetchApi }) : null;
  if (screen && "redirect" in screen) return screen;
  // Nothing drawn, for a session: the page as it is, in the learner's language and theme from its first paint.
  if (screen && "shell" in screen) return { html: [Buffer.from(withLocale(indexHtml, screen.locale, screen.darkMode))], personal: true };
  if (!screen || "signedOut" in screen) {
    // Without a session: the cookie the client writes, else Accept-Language. Known to be signed out,
    // the page says so (the app then does not ask for the session), and is the requester's own.
    const locale = requestLocale({ cookie: cookieValue(request.cookie, LOCALE_COOKIE), acceptLanguage: request.acceptLanguage });
    const signedOut = screen !== null;
    return { html: [Buffer.from(withLocale(indexHtml, locale, undefined, signedOut))], personal: signedOut };
  }
  const page = holdPaintForRoot(withLocale(screen.hebrewFont ? preloadHebrewFont(indexHtml) : indexHtml, screen.locale, screen.darkMode));
  const root = page.indexOf(EMPTY_ROOT);
  const end = page.lastIndexOf("</body>");
  if (root < 0 || end < root) return { html: [Buffer.from(page)], personal: false };
  // As UTF-8 parts: the answers' bytes go in as they came (a string of the whole page was scanned
  // for lone surrogates and encoded again as the response, ~25 ms of a 2 MB page).
  // The shield takes the page's taps until the app hydrates (styles.css): none reaches an element
  // without its handler. Written after #root, it is also where the first paint may begin.
  const out = new Chunks();
  out.write(page.slice(0, root) + `<div id="root">${screen.markup}</div><div id="${HYDRATION_SHIELD_ID}"></div>` + page.slice(root + EMPTY_ROOT.length, end));
  writeDataScript(screen.block, out);
  out.write("\n" + page.slice(end));
  return { html: out.toParts(), personal: true };
}
