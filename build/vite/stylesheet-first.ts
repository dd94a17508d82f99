import type { Plugin } from "vite";

/**
 * The stylesheet first in <head>: the phone's first paint waits for it, not for the scripts, which
 * would otherwise start downloading before it and share its bandwidth.
 */
export function stylesheetFirst(): Plugin {
  return {
    name: "milim-stylesheet-first",
    apply: "build",
    enforce: "post",
    transformIndexHtml: {
      order: "post",
      handler(html) {
        const sheets = html.match(/\s*<link rel="stylesheet"[^>]*>/g) ?? [];
        const firstScript = html.search(/<script type="module"/);
        if (!sheets.length || firstScript < 0) return html;
        const rest = sheets.reduce((h, l) => h.replace(l, ""), html);
        const at = rest.search(/<script type="module"/);
        return rest.slice(0, at) + sheets.map((l) => l.trim()).join("\n    ") + "\n    " + rest.slice(at);
      },
    },
  };
}
