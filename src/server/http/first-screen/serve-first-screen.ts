import { firstScreenDataScript, renderFirstScreen } from "./render-first-screen";
import { readFirstScreen, type ReadApi } from "./read-first-screen";

/** Calls the app's own API in-process with the page request's cookie (the API's session check and rules). */
export function readApiWith(request: (path: string, init: RequestInit) => Response | Promise<Response>, cookie: string | undefined): ReadApi {
  return async (path) => {
    const res = await request(`/api${path}`, { headers: cookie ? { cookie } : {} });
    return { status: res.status, body: res.status === 200 ? await res.json() : null };
  };
}

/**
 * index.html with the page's first screen written into #root and its data as a JSON block: the
 * browser paints the words or verses before any script, and the client starts from that data
 * (seeded into its query cache) instead of asking again. The page as it is when the route has no
 * first screen or a read fails.
 */
export async function pageWithFirstScreen(indexHtml: string, url: URL, readApi: ReadApi): Promise<{ html: string; personal: boolean }> {
  let data;
  try {
    data = await readFirstScreen(url.pathname, url.searchParams, readApi);
  } catch {
    return { html: indexHtml, personal: false };
  }
  if (!data) return { html: indexHtml, personal: false };
  const screen = await renderFirstScreen(data);
  const html = indexHtml
    .replace('<div id="root"></div>', () => `<div id="root">${screen}</div>`)
    .replace("</body>", () => `${firstScreenDataScript(data)}\n</body>`);
  return { html, personal: true };
}
