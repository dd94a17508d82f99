import { serve, type ServerType } from "@hono/node-server";
import type { Hono } from "hono";
import type { AddressInfo } from "node:net";

export interface TestServer {
  /** http://127.0.0.1:<port>, no trailing slash. */
  url: string;
  close(): Promise<void>;
}

/**
 * Serves a Hono app (or a fetch handler) on a free local port: the stand-in for an outside system
 * (Sefaria, an OpenAI-compatible LLM, LibreTranslate, S3, a lexicon download) that its real client
 * talks to over real HTTP. Close it in afterAll.
 */
export async function startTestServer(app: Pick<Hono, "fetch"> | ((request: Request) => Response | Promise<Response>)): Promise<TestServer> {
  const fetchHandler = typeof app === "function" ? app : app.fetch.bind(app);
  const server: ServerType = await new Promise((resolve) => {
    const s = serve({ fetch: fetchHandler, hostname: "127.0.0.1", port: 0 }, () => resolve(s));
  });
  // A client may still be reading a long body the server has finished writing (a lexicon file
  // read as slowly as its import writes it, on a busy machine): Node's 5 s keep-alive timeout would
  // close the socket under it and its fetch fail with "terminated" (other side closed).
  if ("keepAliveTimeout" in server) server.keepAliveTimeout = 10 * 60_000;
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}`,
    close: () => new Promise<void>((resolve, reject) => {
      if ("closeAllConnections" in server) server.closeAllConnections();
      server.close((e) => (e ? reject(e) : resolve()));
    }),
  };
}
