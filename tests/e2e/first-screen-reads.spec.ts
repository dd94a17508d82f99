import { QueryClient } from "@tanstack/react-query";
import { generatePath, type RouteObject } from "react-router";
import type { FirstScreenBlock } from "../../src/client/app/first-screen";
import { createRoutes } from "../../src/client/app/router";
import { hasSefariaData, NO_SEFARIA_DATA } from "../support/sefaria-server";
import { expect, signInViaApi, signUpViaApi, test } from "./fixtures";
import { importBook } from "./support/jobs";

/** Every route of the app whose page has data of its own (a loader): the pages the server writes a first screen for. */
function dataRoutes(routes: RouteObject[]): string[] {
  return routes.flatMap((r) => [...(r.loader && r.path ? [r.path] : []), ...dataRoutes(r.children ?? [])]);
}

/**
 * docs/first-screen.md: the server draws each page whose route has a loader, from what the
 * loaders read through the API, and sends that query cache with it. The browser's first render
 * hydrates from it: it asks the API for none of what the server read (the block's `reads`), and
 * React keeps the server's markup (fixtures.ts fails a test whose page says it drew it again).
 */
test("every page with data of its own comes with its first screen, and the browser asks for nothing the server sent", async ({ page, browser, server }) => {
  test.skip(!hasSefariaData, NO_SEFARIA_DATA);
  test.setTimeout(240_000);
  await signInViaApi(page, server.admin);
  const library = (await (await page.request.get("/api/books")).json()) as { books: { id: string; title: string }[] };
  const bookId = library.books.find((b) => b.title === "Genesis")?.id ?? await importBook(page, server.url, "Genesis", "1");
  await signUpViaApi(page);
  // A card due, so /review's first screen is its first card.
  const list = (await (await page.request.get("/api/collections/modern/daily-1000")).json()) as { words: { id: string }[] };
  expect((await page.request.post("/api/progress/answers", { data: { id: crypto.randomUUID(), wordId: list.words[0]!.id, action: "dont_know" } })).ok()).toBe(true);
  server.setClockOffset(2 * 60_000);

  const params = { domain: "modern", slug: "daily-1000", bookId, chapter: "1" };
  const patterns = dataRoutes(createRoutes(new QueryClient(), { awaitData: false }));
  expect(patterns).toEqual(expect.arrayContaining(["/auth", "/:domain/:slug", "/books", "/books/:bookId/:chapter", "/dictionary", "/review"]));
  const visitor = await browser.newContext({ baseURL: server.url });
  try {
    for (const pattern of patterns) {
      // /auth's first screen is the sign-up form of a visitor without a session.
      const tab = pattern === "/auth" ? await visitor.newPage() : page;
      const url = generatePath(pattern, params);
      const asked: string[] = [];
      const errors: string[] = [];
      const onRequest = (r: { url(): string }) => { const u = new URL(r.url()); if (u.pathname.startsWith("/api/")) asked.push(`${u.pathname}${u.search}`); };
      const onConsole = (m: { type(): string; text(): string }) => { if (m.type() === "error") errors.push(m.text()); };
      tab.on("request", onRequest);
      tab.on("console", onConsole);
      const response = await tab.goto(url);
      const block = /<script type="application\/json" id="milim-first-screen">([\s\S]*?)<\/script>/.exec(await response!.text());
      expect(block, `${url} comes with its first screen`).not.toBeNull();
      const { reads, state } = JSON.parse(block![1]!) as FirstScreenBlock;
      expect(reads.length, url).toBeGreaterThan(0);
      expect(state.queries.length, url).toBeGreaterThan(0);
      // Hydrated (the shield goes as the app takes the page over), and everything it asks for has come.
      await expect(tab.locator("#milim-shield")).toHaveCount(0);
      await tab.waitForLoadState("networkidle");
      expect(asked.filter((a) => reads.includes(a)), url).toEqual([]);
      expect(errors, url).toEqual([]);
      tab.off("request", onRequest);
      tab.off("console", onConsole);
    }
  } finally {
    server.setClockOffset(0);
    await visitor.close();
  }
});
