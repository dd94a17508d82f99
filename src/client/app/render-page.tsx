import { StrictMode } from "react";
import { prerenderToNodeStream } from "react-dom/static";
import { createStaticHandler, createStaticRouter, StaticRouterProvider, type StaticHandlerContext } from "react-router";
import type { FirstScreenData } from "@/shared/api/first-screen";
import { setRenderTimeZone } from "@/client/lib/browser-time-zone";
import { getInterfaceLocale, setInterfaceLocale, type Locale } from "@/client/lib/i18n";
import { firstScreenZone, seedQueryCache } from "./first-screen";
import { AppProviders, createQueryClient } from "./providers";
import { routes } from "./router";

const handler = createStaticHandler(routes);

/** One page at a time: the interface language is a module-level setting, this render's while it runs. */
let queue: Promise<unknown> = Promise.resolve();

/**
 * The page's markup for #root, rendered on the server by the app's own components from the data
 * the first screen read through the API (seeded into a query cache under the keys the page reads),
 * so the browser shows the page before any script and then hydrates it: React keeps this markup
 * instead of drawing the page again (main.tsx). Run by the server's bundle of this file
 * (`dist/server/render/render-page.js`, scripts/build.mjs); src/server never imports client code.
 *
 * React's prerender waits for every lazily loaded part (the page, the top bar's timer…) the first
 * time one is met and writes it in place; later renders find them loaded. Null for an address the
 * router redirects; a component that throws makes it throw (the server then sends the page without
 * a first screen).
 */
export function renderPage(url: URL, data: FirstScreenData, locale: Locale): Promise<string | null> {
  const rendered = queue.then(() => render(url, data, locale));
  queue = rendered.catch(() => undefined);
  return rendered;
}

/** React's marks of a part written out of place, to be moved in by a script (which the CSP would block). */
const OUT_OF_PLACE = /<script|<template/;

async function render(url: URL, data: FirstScreenData, locale: Locale): Promise<string | null> {
  const context = await handler.query(new Request(url));
  if (context instanceof Response) return null;
  const markup = await renderOnce(context, data, locale);
  if (OUT_OF_PLACE.test(markup)) throw new Error(`The first screen of ${url.pathname} has a part out of place`);
  return markup;
}

async function renderOnce(context: StaticHandlerContext, data: FirstScreenData, locale: Locale): Promise<string> {
  const queryClient = createQueryClient();
  // "Today" as the page's data was read: in the browser's zone when its cookie said it (the cache
  // is seeded under that zone, as the browser seeds it under its own).
  setRenderTimeZone(firstScreenZone(data));
  const before = getInterfaceLocale();
  try {
    seedQueryCache(queryClient, data);
    setInterfaceLocale(locale);
    const router = createStaticRouter(handler.dataRoutes, context);
    // A component that fails on the server would leave its part to the browser, which would say so
    // as it hydrates: the page then has no first screen at all (the browser draws it, as without one).
    let failed: unknown;
    const { prelude } = await prerenderToNodeStream(
      <StrictMode>
        <AppProviders queryClient={queryClient}>
          <StaticRouterProvider router={router} context={context} hydrate={false} />
        </AppProviders>
      </StrictMode>,
      // Every part in place, however large (React would write a large part out of place, to be
      // moved in by a script, which the page's Content-Security-Policy does not run).
      { onError: (error) => { failed ??= error; }, progressiveChunkSize: Number.MAX_SAFE_INTEGER },
    );
    const decoder = new TextDecoder();
    let markup = "";
    for await (const chunk of prelude) markup += decoder.decode(chunk as Uint8Array, { stream: true });
    markup += decoder.decode();
    if (failed !== undefined) throw failed;
    return markup;
  } finally {
    setRenderTimeZone(undefined);
    setInterfaceLocale(before);
    queryClient.clear();
  }
}
