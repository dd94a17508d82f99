// @vitest-environment jsdom
import { QueryClient } from "@tanstack/react-query";
import { afterEach, describe, expect, it } from "vitest";
import { SIGNED_OUT_ATTRIBUTE } from "@/shared/api/first-screen";
import { ME_QUERY_KEY } from "@/client/lib/query-keys";
import { seedSignedOut } from "./first-screen";

describe("a page the server sent knowing there is no session", () => {
  afterEach(() => document.documentElement.removeAttribute(SIGNED_OUT_ATTRIBUTE));

  it("starts the app signed out, as this moment's answer, and takes the mark off", () => {
    document.documentElement.setAttribute(SIGNED_OUT_ATTRIBUTE, "none");
    const client = new QueryClient();
    expect(seedSignedOut(client)).toBe(true);
    const session = client.getQueryState(ME_QUERY_KEY);
    expect(session?.status).toBe("success");
    expect(session?.data).toBeNull();
    expect(Date.now() - (session?.dataUpdatedAt ?? 0)).toBeLessThan(1000);
    expect(document.documentElement.hasAttribute(SIGNED_OUT_ATTRIBUTE)).toBe(false);
    // Read once: a second start (the app does not start twice, but a test or a hot reload might) asks the server.
    expect(seedSignedOut(new QueryClient())).toBe(false);
  });

  it("says nothing of the session without the mark (the offline copy of index.html, a session's page)", () => {
    for (const value of [null, "", "some"]) {
      if (value !== null) document.documentElement.setAttribute(SIGNED_OUT_ATTRIBUTE, value);
      const client = new QueryClient();
      expect(seedSignedOut(client)).toBe(false);
      expect(client.getQueryState(ME_QUERY_KEY)).toBeUndefined();
    }
  });
});
