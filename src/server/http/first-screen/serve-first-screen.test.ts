import { describe, expect, it } from "vitest";
import { JsonBytes } from "../../lib/json-bytes";
import { fetchApiWith, firstScreenDataScript, preloadHebrewFont } from "./serve-first-screen";

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
  const blockOf = (html: string) => /<script type="application\/json" id="milim-first-screen">(.*)<\/script>$/s.exec(html)![1]!;

  it("writes each API answer as the text it came as, with `<` escaped, and parses to the same data", async () => {
    // Spaces JSON.stringify would not write show that the answer's own text is used.
    const answers: Record<string, string> = {
      "/api/me": '{ "id": "u1", "name": "</script><script>alert(1)</script>" }',
      "/api/collections/modern/daily": '{ "words": [ { "hebrew": "שָׁלוֹם" } ] }',
    };
    const cookies: (string | undefined)[] = [];
    const fetchApi = fetchApiWith((path, init) => {
      cookies.push((init.headers as Record<string, string>).cookie);
      return new Response(answers[path] ?? "", { status: answers[path] ? 200 : 404, headers: { "content-type": "application/json" } });
    }, "session=abc");
    const me = await (await fetchApi("/api/me", {})).json() as object;
    const page = await (await fetchApi("/api/collections/modern/daily", {})).json() as object;
    expect((await fetchApi("/api/missing", {})).status).toBe(404);
    expect(cookies).toEqual(["session=abc", "session=abc", "session=abc"]);
    // As a dehydrated query cache holds them: in arrays and objects beside other values.
    const block = { state: { queries: [{ queryKey: ["me"], state: { data: me } }, { queryKey: ["collection-page", "modern", "daily"], state: { data: page, dataUpdatedAt: 1 } }] }, reads: ["/api/me"] };

    const json = blockOf(firstScreenDataScript(block).toString("utf8"));
    expect(json).not.toContain("<");
    expect(json).toContain('{ "words": [ { "hebrew": "שָׁלוֹם" } ] }');
    expect(json).toContain('\\u003c/script>\\u003cscript>alert(1)\\u003c/script>');
    expect(JSON.parse(json)).toEqual(block);
  });

  it("takes an answer the route kept encoded as it is: its value read without parsing, its bytes in the block with `<` escaped", async () => {
    // The bytes (with spaces) and the value are told apart: the value is what the page reads, the bytes what the block writes.
    const kept = new JsonBytes(Buffer.from('{ "words": [ { "hebrew": "שָׁלוֹם", "english": "<b>peace</b>" } ] }'), () => ({ words: [{ hebrew: "שָׁלוֹם", english: "<b>peace</b>" }] }));
    const envs: unknown[] = [];
    const fetchApi = fetchApiWith((_path, _init, env) => {
      envs.push(env);
      env.keepAnswer(kept);
      // The body as the route sends it: never read by the page.
      return new Response(new ReadableStream({ pull: () => { throw new Error("read"); } }), { headers: { "content-type": "application/json" } });
    }, undefined);
    const page = await (await fetchApi("/api/collections/modern/daily", {})).json() as object;
    expect(page).toEqual({ words: [{ hebrew: "שָׁלוֹם", english: "<b>peace</b>" }] });
    expect(envs).toEqual([expect.objectContaining({ firstScreen: true })]);
    const json = blockOf(firstScreenDataScript({ state: { queries: [{ state: { data: page } }] } }).toString("utf8"));
    expect(json).toBe('{"state":{"queries":[{"state":{"data":{ "words": [ { "hebrew": "שָׁלוֹם", "english": "\\u003cb>peace\\u003c/b>" } ] }}}]}}');
    expect(JSON.parse(json)).toEqual({ state: { queries: [{ state: { data: page } }] } });
  });
});
