import { QueryClient } from "@tanstack/react-query";
import { describe, expect, it } from "vitest";
import { createRoutes, matchDataRoutes, pageOf } from "./router";

describe("matchDataRoutes", () => {
  const routes = createRoutes(new QueryClient(), { awaitData: true });

  it("matches the pages whose route has data of its own, with their layouts", () => {
    for (const path of ["/auth", "/modern/daily-1000", "/books", "/books/b1", "/books/b1/2a", "/dictionary", "/review"]) {
      const matches = matchDataRoutes(routes, path);
      expect(typeof matches?.at(-1)?.route.loader, path).toBe("function");
      expect(matches![0]!.route.id, path).toBe("root");
      // Its page's code is asked for at start-up, with its data (preloadRoute): hydration does not wait for it.
      expect(typeof pageOf(matches!.at(-1)!.route)?.preload, path).toBe("function");
    }
  });

  it("matches \"/\" with its loader, which sends the server's answer to the home collection", async () => {
    const matches = matchDataRoutes(routes, "/");
    const home = matches?.at(-1)?.route;
    expect(home?.id).toBe("home");
    const loader = home!.loader as (args: { params: object; request: Request }) => Promise<unknown>;
    const thrown = await loader({ params: {}, request: new Request("http://localhost/") }).catch((e: unknown) => e);
    expect(thrown).toBeInstanceOf(Response);
    expect((thrown as Response).headers.get("Location")).toBe("/modern/daily-1000");
  });

  it("matches nothing, so runs no loader, for a page without data or an address no page has", () => {
    for (const path of ["/settings", "/modern", "/a/b/c", "/api/me/x"]) expect(matchDataRoutes(routes, path), path).toBeNull();
  });
});
