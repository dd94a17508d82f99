import type { Plugin } from "vite";

const ENTRY = /\s*<script type="module" crossorigin src="([^"]+)"><\/script>/;
const PRELOAD = /\s*<link rel="modulepreload" crossorigin href="([^"]+)">/g;

/**
 * The built page loads its scripts after its first paint: the entry's `<script type="module">` and
 * its module preloads (if any) leave the page, and one small inline script (allowed by its hash, as
 * the theme script is: http/content-security-policy.ts) imports the entry once a frame has been
 * painted (a requestAnimationFrame, then a task); the browser fetches the entry's imports itself. So the first screen (the server's
 * one, or the page's empty shell) paints without waiting for the scripts to download or run, and
 * a phone's first paint never shares its bandwidth with the scripts. A hidden tab (no frames) starts
 * after 1 s; the entry is imported once the page is parsed (it reads the first screen's data block).
 * Production builds only; `vite` dev keeps its own module script.
 */
export function rewriteForLoadAfterPaint(html: string): string {
  const entry = ENTRY.exec(html)?.[1];
  if (!entry) return html;
  const start = [
    "(function () {",
    `  var entry = ${JSON.stringify(entry)}, started = false;`,
    "  function start() {",
    "    if (started) return;",
    "    if (document.readyState === \"loading\") return void document.addEventListener(\"DOMContentLoaded\", start);",
    "    started = true;",
    "    import(entry);",
    "  }",
    "  requestAnimationFrame(function () { setTimeout(start, 0); });",
    "  setTimeout(start, 1000);",
    "})();",
  ].join("\n      ");
  return html
    .replace(ENTRY, "")
    .replace(PRELOAD, "")
    .replace("</body>", () => `  <script>\n      ${start}\n    </script>\n  </body>`);
}

export function loadAfterPaint(): Plugin {
  return {
    name: "milim-load-after-paint",
    apply: "build",
    enforce: "post",
    transformIndexHtml: { order: "post", handler: rewriteForLoadAfterPaint },
  };
}
