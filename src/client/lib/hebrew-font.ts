/**
 * The bundled Hebrew font for pages reached in the browser (docs/first-screen.md, "Kept off a
 * phone's start-up path").
 *
 * hebrew-font.css declares Noto Serif Hebrew with `font-display: optional`, and a browser gives
 * such a face one chance per page load: text painted while it was still on its way keeps the
 * fallback for the document's lifetime, even once `document.fonts` reports the face loaded
 * (Chromium). Almost every page paints some Hebrew at its first paint (the top bar's logo, a
 * collection's words, the library's titles) without the font, which only a reader chapter or the
 * dictionary's first screen preloads, so a chapter opened from there by a link drew every
 * cantillation mark as a box where the system has no font with them (Debian's DejaVu).
 *
 * A second face of the same family, made here from the same file, has no such history: it is
 * loaded in idle time after the first page, and added to the document before a page that needs
 * it is drawn (`hebrewFontReady`, awaited by the loaders of the routes with `handle.hebrewFont`).
 * Added later, it wins over the CSS face of the same descriptors. It is never added on a page's
 * first screen, whose budgets (no layout shift, no preload on other pages) stay as they were.
 */

/** As hebrew-font.css names the family and its Hebrew subset's descriptors (hebrew-font.test.ts keeps them equal). */
export const HEBREW_FONT_FAMILY = "Noto Serif Hebrew Variable";
export const HEBREW_FONT_RANGE = "U+0307-0308, U+0590-05FF, U+200C-2010, U+20AA, U+25CC, U+FB1D-FB4F";
const HEBREW_FONT_WEIGHT = "100 900";

/**
 * How long a navigation waits for the font at most, as `font-display: block` would hide the text:
 * only on a slow network with nothing cached, the face is added when it comes (the text then swaps).
 */
const WAIT_MS = 3000;

/** The built font file's address: index.html's hint (build/vite/hebrew-font.ts), or the preload the server made of it. */
function fontAddress(): string | null {
  const hint = document.querySelector<HTMLMetaElement>('meta[name="milim-hebrew-font"]')?.content;
  const preload = document.querySelector<HTMLLinkElement>('link[rel="preload"][as="font"][href*="noto-serif-hebrew-hebrew"]')?.getAttribute("href");
  return hint || preload || null;
}

let loading: Promise<FontFace | null> | undefined;
let added = false;

/** Loads the face once (from the HTTP cache, usually: the first page's Hebrew asked for the file); null without it (dev server, no FontFace). */
function loadFace(): Promise<FontFace | null> {
  loading ??= (async () => {
    const address = typeof FontFace === "undefined" ? null : fontAddress();
    if (!address) return null;
    const face = new FontFace(HEBREW_FONT_FAMILY, `url(${JSON.stringify(address)}) format("woff2")`, { weight: HEBREW_FONT_WEIGHT, unicodeRange: HEBREW_FONT_RANGE });
    return face.load();
  })().catch(() => null);
  return loading;
}

/** After the first page has committed, when the browser is idle: the face loaded, not yet used, so that a navigation need not wait for it. */
export function warmHebrewFont(): void {
  const idle = window.requestIdleCallback ?? ((run: () => void) => setTimeout(run, 1000));
  idle(() => void loadFace());
}

/**
 * Before a page with cantillation is drawn in the browser: the face added to the document (at most
 * WAIT_MS later; past that it is added when loaded). Every page's Hebrew uses it from then on.
 */
export async function hebrewFontReady(): Promise<void> {
  if (added || typeof document === "undefined") return;
  const adding = loadFace().then((face) => {
    if (face && !added) document.fonts.add(face);
    added = true;
  });
  await Promise.race([adding, new Promise((resolve) => setTimeout(resolve, WAIT_MS))]);
}
