import { serve, type ServerType } from "@hono/node-server";
import type { Hono } from "hono";
import type { Server } from "node:http";
import type { AddressInfo } from "node:net";

export interface TestServer {
  /** http://127.0.0.1:<port>, no trailing slash. */
  url: string;
  close(): Promise<void>;
}

/**
 * Serves a Hono app (or a fetch handler) on a free local port: the stand-in for an outside system
 * (Sefaria, an OpenAI-compatible LLM, LibreTranslate, S3, a lexicon download) that its real client
 * talks to over real HTTP. Close it in afterAll. `port`: a given one (e.g. to bring a stopped stand-in back at the same URL); default a free one.
 */
export async function startTestServer(app: Pick<Hono, "fetch"> | ((request: Request) => Response | Promise<Response>), port = 0): Promise<TestServer> {
  const fetchHandler = typeof app === "function" ? app : app.fetch.bind(app);
  const server: ServerType = await new Promise((resolve) => {
    const s = serve({ fetch: fetchHandler, hostname: "127.0.0.1", port }, () => resolve(s));
  });
  // No keep-alive timer (Node's default: 5 s after a response is written). A Milim server reads a
  // lexicon download with back-pressure, pausing while it stages a batch; under load the pauses
  // outlasted the timer, the socket was closed before the last bytes were read ("terminated: other
  // side closed") and the import failed at 99 % (BDB and Strong's, in the e2e and API tests: every
  // time at a load of 20; with the timer off, both completed). close() below ends open sockets.
  (server as Server).keepAliveTimeout = 0;
  const address = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${address.port}`,
    close: () => new Promise<void>((resolve, reject) => {
      if ("closeAllConnections" in server) server.closeAllConnections();
      server.close((e) => (e ? reject(e) : resolve()));
    }),
  };
}
