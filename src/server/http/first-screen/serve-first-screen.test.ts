import { describe, expect, it } from "vitest";
import type { FirstScreenData } from "../../../shared/api/first-screen";
import { firstScreenDataScript, preloadHebrewFont, readApiWith } from "./serve-first-screen";

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

describe("firstScreenDataScript", () => {
  const block = (html: string) => /<script type="application\/json" id="milim-first-screen">(.*)<\/script>$/s.exec(html)![1]!;

  it("writes each API answer as the text it came as, with `<` escaped, and parses to the same data", async () => {
    // Spaces JSON.stringify would not write show that the answer's own text is used.
    const answers: Record<string, string> = {
      "/api/me": '{ "id": "u1", "name": "</script><script>alert(1)</script>" }',
      "/api/collections/modern/daily": '{ "words": [ { "hebrew": "שָׁלוֹם" } ] }',
    };
    const readApi = readApiWith((path) => new Response(answers[path] ?? "", { status: answers[path] ? 200 : 404 }), undefined);
    const me = await readApi<object>("/me");
    const page = await readApi<object>("/collections/modern/daily");
    expect((await readApi<object>("/missing")).status).toBe(404);
    const data = { route: "collection", me: me.body, domain: "modern", slug: "daily", page: page.body, shell: { config: { x: 1 } } } as unknown as FirstScreenData;

    const json = block(firstScreenDataScript(data));
    expect(json).not.toContain("<");
    expect(json).toContain('{ "words": [ { "hebrew": "שָׁלוֹם" } ] }');
    expect(json).toContain('\\u003c/script>\\u003cscript>alert(1)\\u003c/script>');
    expect(JSON.parse(json)).toEqual(data);
  });
});
