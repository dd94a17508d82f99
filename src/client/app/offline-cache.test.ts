import { QueryClient } from "@tanstack/react-query";
import { describe, expect, it } from "vitest";
import { PARSING_ANSWER_KEY } from "@/client/lib/query-keys";
import { isWaitingParsingAnswer, OFFLINE_COLLECTIONS, queriesToKeep } from "./offline-cache";

describe("offline copy", () => {
  it("keeps the user, the lists, today's goal and the newest collection pages, never failed or other queries", async () => {
    const client = new QueryClient();
    client.setQueryData(["me"], { user: { id: "u" } });
    client.setQueryData(["domains"], []);
    client.setQueryData(["statistics", "today", "UTC"], { answeredToday: 1 });
    client.setQueryData(["statistics", "summary", "UTC"], { months: [] });
    client.setQueryData(["admin", "collections"], []);
    for (let i = 0; i < OFFLINE_COLLECTIONS + 2; i++) client.setQueryData(["collection-page", "modern", `c${i}`], { i }, { updatedAt: 1000 + i });
    await client.prefetchQuery({ queryKey: ["collection-page", "modern", "broken"], queryFn: () => Promise.reject(new Error("offline")), retry: false });
    const kept = [...queriesToKeep(client.getQueryCache().getAll())].map((q) => q.queryKey.join("/")).sort();
    expect(kept).toEqual([
      "collection-page/modern/c2", "collection-page/modern/c3", "collection-page/modern/c4", "collection-page/modern/c5", "collection-page/modern/c6",
      "domains", "me", "statistics/today/UTC",
    ]);
  });

  it("keeps the parsing answers not yet confirmed, not the confirmed ones nor other mutations", async () => {
    const client = new QueryClient();
    const never = () => new Promise<never>(() => undefined);
    const cache = client.getMutationCache();
    const waiting = cache.build(client, { mutationKey: PARSING_ANSWER_KEY, mutationFn: never });
    void waiting.execute({ id: "a" });
    const done = cache.build(client, { mutationKey: PARSING_ANSWER_KEY, mutationFn: () => Promise.resolve("ok") });
    await done.execute({ id: "b" });
    const other = cache.build(client, { mutationKey: ["progress-answer"], mutationFn: never });
    void other.execute({ id: "c" });
    await Promise.resolve();
    expect(cache.getAll().filter(isWaitingParsingAnswer)).toEqual([waiting]);
  });
});
