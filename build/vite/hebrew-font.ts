import type { Plugin } from "vite";

/** The Hebrew subset of the bundled font (src/client/hebrew-font.css), as the build names it. */
const HEBREW_SUBSET = /(^|\/)noto-serif-hebrew-hebrew-wght-normal\.woff2$/;

/**
 * Names the built Hebrew font file in the page's head (`<meta name="milim-hebrew-font">`), so the
 * server can ask for it early on the pages whose text needs it: a reader chapter's cantillation
 * marks are in few system fonts, and the font (`font-display: optional`) is used only when it is
 * there within the page's first moments (http/first-screen/hebrew-font-preload.ts).
 */
export function hebrewFontHint(): Plugin {
  return {
    name: "milim-hebrew-font",
    apply: "build",
    transformIndexHtml: {
      order: "post",
      handler(html, ctx) {
        const asset = Object.values(ctx.bundle ?? {}).find((f) => f.type === "asset" && (f.originalFileNames ?? []).some((n) => HEBREW_SUBSET.test(n)));
        if (!asset) throw new Error("milim-hebrew-font: the build has no Hebrew subset of Noto Serif Hebrew");
        return html.replace("</title>", () => `</title>\n    <meta name="milim-hebrew-font" content="/${asset.fileName}" />`);
      },
    },
  };
}
