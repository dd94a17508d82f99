import { HYDRATION_SHIELD_ID, TIME_ZONE_COOKIE } from "../../../shared/api/first-screen";
import type { Me } from "../../../shared/api/me";
import { cookieValue } from "../../../shared/cookie-value";
import { GLOSS_LANGUAGE_COOKIE, LANGUAGES, type Language } from "../../../shared/domain";
import { LOCALE_COOKIE, localeDir, requestLocale, type Locale } from "../../../shared/i18n/locales";
import { readFirstScreen, type FirstScreenData, type ReadApi } from "./read-first-screen";

/**
 * Renders a page's markup for #root with the app's own components from its first screen's data
 * (src/client/app/render-page.tsx, bundled as dist/server/render/render-page.js); null when it
 * cannot (the page then starts empty, as without a first screen). The app (app.ts) turns a failed
 * render into null and logs it.
 */
export type RenderPage = (url: URL, data: FirstScreenData, locale: Locale) => Promise<string | null>;

/** The request's headers that choose the interface language when no session says it. */
export type PageRequest = { cookie?: string | undefined; acceptLanguage?: string | undefined };


/** <html lang dir> before first paint (data-locale: index.html's inline script keeps it). */
export function withLocale(indexHtml: string, locale: Locale): string {
  return indexHtml.replace(/<html(?: lang="[^"]*")?>/, () => `<html lang="${locale}" dir="${localeDir(locale)}" data-locale="${locale}">`);
}

const EMPTY_ROOT = '<div id="root"></div>';

/** The browser's time zone from its cookie, when it looks like an IANA name (the API checks it is one). */
function cookieTimeZone(cookie: string | undefined): string | undefined {
  const zone = cookieValue(cookie, TIME_ZONE_COOKIE);
  return zone && /^[A-Za-z0-9/_+-]{1,64}$/.test(zone) ? zone : undefined;
}

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
 * The text each answer came as, by the object parsed from it: the data block writes an answer's
 * own text instead of stringifying the object again (a collection of 5,000 words is 2 MB of it).
 */
const answerText = new WeakMap<object, string>();

/** Calls the app's own API in-process with the page request's cookie (the API's session check and rules). */
export function readApiWith(request: (path: string, init: RequestInit) => Response | Promise<Response>, cookie: string | undefined): ReadApi {
  return async (path: string) => {
    const res = await request(`/api${path}`, { headers: cookie ? { cookie } : {} });
    if (res.status !== 200) return { status: res.status, body: null as never };
    const text = await res.text();
    const body: unknown = JSON.parse(text);
    if (body !== null && typeof body === "object") answerText.set(body, text);
    return { status: res.status, body: body as never };
  };
}

/** `<` as its JSON escape, so no text closes the data block's element (a flat part only: no copy of the rest). */
const escapeLt = (json: string) => (json.includes("<") ? json.replaceAll("<", "\\u003c") : json);

/**
 * JSON of `value`, with every part that is an API answer written as the answer's own text, `<`
 * escaped part by part. Joined with + (a rope V8 copies once, when the page is written out): a
 * join(), or an escape of the whole, copied the megabytes of a large page's answer again.
 */
function jsonWithAnswers(value: unknown): string {
  if (value === null || typeof value !== "object") return escapeLt(JSON.stringify(value) ?? "null");
  const text = answerText.get(value);
  if (text !== undefined) return escapeLt(text);
  if (Array.isArray(value)) return escapeLt(JSON.stringify(value));
  let json = "";
  for (const [k, v] of Object.entries(value)) if (v !== undefined) json += `${json ? "," : ""}${escapeLt(JSON.stringify(k))}:${jsonWithAnswers(v)}`;
  return `{${json}}`;
}

/** The data as a JSON data block (never run; `<` escaped so no text closes the element). */
export function firstScreenDataScript(data: FirstScreenData): string {
  return `<script type="application/json" id="milim-first-screen">${jsonWithAnswers(data)}</script>`;
}

/**
 * index.html with the page's first screen written into #root and its data as a JSON block: the
 * browser paints the words or verses before any script, and the client starts from that data
 * (seeded into its query cache) instead of asking again, and hydrates the markup (the same
 * components from the same data) instead of drawing the page again. The page as it is when the route has no
 * first screen or a read fails. Either way <html> carries the interface language (lang, dir).
 */
export async function pageWithFirstScreen(
  indexHtml: string, url: URL, readApi: ReadApi, request: PageRequest, renderPage: RenderPage | undefined,
): Promise<{ html: string; personal: boolean }> {
  let data;
  try {
    data = await readFirstScreen(url.pathname, url.searchParams, readApi, cookieTimeZone(request.cookie));
  } catch {
    data = null;
  }
  // The interface language: the learner's setting when the first screen read the session, else the
  // cookie the client writes, else Accept-Language.
  const locale = requestLocale({
    setting: data && data.me ? (data.me as Me).settings.interfaceLanguage : null,
    cookie: cookieValue(request.cookie, LOCALE_COOKIE),
    acceptLanguage: request.acceptLanguage,
  });
  // The translation language the learner chose in the top bar (the cookie beside its localStorage).
  const gloss = cookieValue(request.cookie, GLOSS_LANGUAGE_COOKIE);
  if (data && (LANGUAGES as readonly string[]).includes(gloss ?? "")) data = { ...data, glossLanguage: gloss as Language };
  const screen = data && renderPage ? await renderPage(url, data, locale) : null;
  if (!data || screen === null) return { html: withLocale(indexHtml, locale), personal: false };
  const page = holdPaintForRoot(withLocale(data.route === "reader" || data.route === "dictionary" ? preloadHebrewFont(indexHtml) : indexHtml, locale));
  const root = page.indexOf(EMPTY_ROOT);
  const end = page.lastIndexOf("</body>");
  if (root < 0 || end < root) return { html: page, personal: false };
  // One concatenation: each replace() of the page copied its megabytes again.
  // The shield takes the page's taps until the app hydrates (styles.css): none reaches an element
  // without its handler. Written after #root, it is also where the first paint may begin.
  const html = page.slice(0, root) + `<div id="root">${screen}</div><div id="${HYDRATION_SHIELD_ID}"></div>` + page.slice(root + EMPTY_ROOT.length, end)
    + firstScreenDataScript(data) + "\n" + page.slice(end);
  return { html, personal: true };
}
