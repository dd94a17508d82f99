import { describe, expect, it } from "vitest";
import { preloadHebrewFont } from "./serve-first-screen";

describe("preloadHebrewFont", () => {
  const page = (head: string) => `<!doctype html><html><head><title>Milim</title>\n    ${head}\n</head><body><div id="root"></div></body></html>`;

  it("turns the build's note of the Hebrew font into a preload of it", () => {
    const html = preloadHebrewFont(page('<meta name="milim-hebrew-font" content="/assets/noto-serif-hebrew-hebrew-wght-normal-Chou4HRU.woff2" />'));
    expect(html).toContain('<link rel="preload" href="/assets/noto-serif-hebrew-hebrew-wght-normal-Chou4HRU.woff2" as="font" type="font/woff2" crossorigin />');
    expect(html).not.toContain("milim-hebrew-font");
  });

  it("leaves a page without the note, or with an address outside the built assets, as it is", () => {
    for (const head of ["", '<meta name="milim-hebrew-font" content="https://elsewhere.example/x.woff2" />', '<meta name="milim-hebrew-font" content="/assets/x.woff2&quot; onload=&quot;" />']) {
      expect(preloadHebrewFont(page(head))).toBe(page(head));
    }
  });
});
