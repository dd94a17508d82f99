// @vitest-environment jsdom
import { QueryClient, QueryClientProvider } from "@tanstack/react-query";
import { act, renderHook } from "@testing-library/react";
import { useLayoutEffect, type ReactNode } from "react";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import type { CollectionPage, StudyWord } from "@/shared/api/collections";
import { PENDING_ANSWERS_KEY } from "../lib/pending-answers";
import { COLLECTION_PAGE_KEY, DUE_REVIEWS_KEY } from "@/client/lib/query-keys";
import { useAnswer } from "./use-answer";

/*
 * The answer hook against a scripted network: fetch is replaced by a function that fails or answers
 * like the server would, so retries, ids, the optimistic cache and the localStorage queue can be seen.
 */
const WORD = "2dab8b7a-6d2c-4e5b-9f2d-8e3c4b5a6f73";
const OLD_ID = "0b8f6f5e-4b0a-4c39-9d0b-6c1a2f3e4d51";
const KEY = [COLLECTION_PAGE_KEY, "modern", "daily-1000"];

const studyWord = (progress: StudyWord["progress"]): StudyWord => ({
  id: WORD, collectionId: "c", hebrew: "שָׁלוֹם", english: "hello", spanish: null, portuguese: null, french: null, italian: null,
  translit: "shalom", pos: null, freqRank: 1, subcategory: null, section: null, progress,
});
const page = (): CollectionPage => ({
  collection: { id: "c", domain: "modern", name: "Daily 1000", slug: "daily-1000", order: 1, description: null, subcategory: null, ownerId: null },
  domain: { id: "d", name: "Modern", slug: "modern", description: null, color: "217 91% 55%", order: 1 },
  collections: [],
  words: [studyWord(null)],
  counts: { known: 0, learning: 1, unknown: 0, total: 1 },
  stats: null,
});

const serverProgress = { status: "known" as const, timesSeen: 1, timesKnown: 1, lastSeenAt: "2025-01-01T00:00:00.000Z" };
const ok = (body: unknown) => new Response(JSON.stringify(body), { status: 200, headers: { "Content-Type": "application/json" } });
const err = (status: number, message: string) => new Response(JSON.stringify({ error: { code: "x", message } }), { status, headers: { "Content-Type": "application/json" } });

interface Sent { id: string; wordId: string; action: string }

function setup() {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false }, mutations: { retry: false } } });
  client.setQueryData(KEY, page());
  const wrapper = ({ children }: { children: ReactNode }) => <QueryClientProvider client={client}>{children}</QueryClientProvider>;
  return { client, wrapper, progress: () => client.getQueryData<CollectionPage>(KEY)!.words[0]!.progress };
}

describe("useAnswer", () => {
  let sent: Sent[];
  let script: ((a: Sent) => Response | Promise<Response>)[];
  beforeEach(() => {
    vi.useFakeTimers({ toFake: ["setTimeout", "clearTimeout", "Date"] });
    sent = [];
    script = [];
    vi.stubGlobal("fetch", vi.fn(async (_url: string, init: RequestInit) => {
      const body = JSON.parse(String(init.body)) as Sent;
      sent.push(body);
      const step = script.shift();
      if (!step) throw new Error("unexpected request");
      return step(body);
    }));
  });
  afterEach(() => {
    vi.useRealTimers();
    vi.unstubAllGlobals();
    localStorage.clear();
  });

  it("sends answers left in localStorage by an earlier page load, with their ids", async () => {
    localStorage.setItem(PENDING_ANSWERS_KEY, JSON.stringify([{ answer: { id: OLD_ID, wordId: WORD, action: "know" }, notice: "toast" }]));
    script.push((a) => ok({ wordId: a.wordId, applied: false, progress: serverProgress }));
    const { wrapper, progress } = setup();
    renderHook(() => useAnswer(), { wrapper });
    await act(async () => { await vi.advanceTimersByTimeAsync(10); });
    expect(sent).toEqual([{ id: OLD_ID, wordId: WORD, action: "know" }]);
    expect(progress()).toEqual(serverProgress);
    expect(localStorage.getItem(PENDING_ANSWERS_KEY)).toBeNull();
  });

  it("sends an answer given before the left-over answers are replayed once (a tap React replays as it hydrates)", async () => {
    // A fresh module: the replay runs once per page load.
    vi.resetModules();
    const fresh = (await import("./use-answer")).useAnswer;
    script.push((a) => ok({ wordId: a.wordId, applied: true, progress: serverProgress }));
    const { wrapper, progress } = setup();
    renderHook(() => {
      const answer = fresh();
      // A layout effect runs before the hook's replay effect, as a tap replayed during hydration does.
      useLayoutEffect(() => answer({ wordId: WORD, action: "know" }), [answer]);
    }, { wrapper });
    await act(async () => { await vi.advanceTimersByTimeAsync(10); });
    expect(sent).toHaveLength(1);
    expect(progress()).toEqual(serverProgress);
    expect(localStorage.getItem(PENDING_ANSWERS_KEY)).toBeNull();
  });

  it("updates the cache at once and retries network failures with the same id", async () => {
    const { wrapper, progress, client } = setup();
    const { result } = renderHook(() => useAnswer(), { wrapper });
    script.push(
      () => { throw new TypeError("Failed to fetch"); },
      () => err(503, "busy"),
      (a) => ok({ wordId: a.wordId, applied: true, progress: serverProgress }),
    );
    act(() => result.current({ wordId: WORD, action: "know" }));
    // Optimistic: known at once, counts follow, and the answer waits in localStorage.
    expect(progress()?.status).toBe("known");
    expect(client.getQueryData<CollectionPage>(KEY)!.counts.known).toBe(1);
    expect(JSON.parse(localStorage.getItem(PENDING_ANSWERS_KEY)!)).toHaveLength(1);
    await act(async () => { await vi.advanceTimersByTimeAsync(10); });
    expect(sent).toHaveLength(1);
    await act(async () => { await vi.advanceTimersByTimeAsync(1_000); }); // first retry after 1 s
    expect(sent).toHaveLength(2);
    await act(async () => { await vi.advanceTimersByTimeAsync(2_000); }); // second after 2 s more
    expect(sent).toHaveLength(3);
    expect(new Set(sent.map((s) => s.id)).size).toBe(1);
    expect(sent[0]).toMatchObject({ wordId: WORD, action: "know" });
    expect(Object.keys(sent[0]!).sort()).toEqual(["action", "id", "wordId"]); // never any counts
    expect(progress()).toEqual(serverProgress);
    expect(localStorage.getItem(PENDING_ANSWERS_KEY)).toBeNull();
  });

  it("rolls back and reports after a final failure (log only for games)", async () => {
    const { wrapper, progress } = setup();
    const logged = vi.spyOn(console, "error").mockImplementation(() => {});
    const { result } = renderHook(() => useAnswer("log"), { wrapper });
    script.push(() => err(400, "Invalid word"));
    act(() => result.current({ wordId: WORD, action: "dont_know" }));
    expect(progress()?.status).toBe("unknown");
    await act(async () => { await vi.advanceTimersByTimeAsync(10); });
    expect(sent).toHaveLength(1); // refused input is not retried
    expect(progress()).toBeNull();
    expect(logged).toHaveBeenCalledWith("Failed to save progress", expect.objectContaining({ wordId: WORD }), expect.any(Error));
    expect(localStorage.getItem(PENDING_ANSWERS_KEY)).toBeNull();
    logged.mockRestore();
  });

  it("marks the due reviews stale once a flashcard's answer has landed, not after Review's own", async () => {
    const { wrapper, client } = setup();
    const due = [...DUE_REVIEWS_KEY, "UTC"];
    const { result } = renderHook(() => useAnswer(), { wrapper });
    // Review's own answer: its session follows it, the list is left alone.
    client.setQueryData(due, { cards: [] });
    script.push((a) => ok({ wordId: a.wordId, applied: true, progress: serverProgress }));
    act(() => result.current({ wordId: WORD, action: "review", rating: 3, durationMs: 900 }));
    await act(async () => { await vi.advanceTimersByTimeAsync(10); });
    expect(client.getQueryState(due)?.isInvalidated).toBe(false);
    // A flashcard's "Don't Know" makes a card: Review, if it read before the answer landed, reads again.
    script.push((a) => ok({ wordId: a.wordId, applied: true, progress: serverProgress }));
    act(() => result.current({ wordId: WORD, action: "dont_know", durationMs: 900 }));
    expect(client.getQueryState(due)?.isInvalidated).toBe(false);
    await act(async () => { await vi.advanceTimersByTimeAsync(10); });
    expect(client.getQueryState(due)?.isInvalidated).toBe(true);
  });

  it("sends answers one at a time, in order", async () => {
    const { wrapper, progress } = setup();
    const { result } = renderHook(() => useAnswer(), { wrapper });
    let release!: () => void;
    script.push(
      (a) => new Promise((r) => { release = () => r(ok({ wordId: a.wordId, applied: true, progress: serverProgress })); }),
      (a) => ok({ wordId: a.wordId, applied: true, progress: { ...serverProgress, status: "unknown", timesSeen: 2 } }),
    );
    act(() => {
      result.current({ wordId: WORD, action: "know" });
      result.current({ wordId: WORD, action: "dont_know" });
    });
    expect(progress()?.status).toBe("unknown");
    await act(async () => { await vi.advanceTimersByTimeAsync(10); });
    expect(sent.map((s) => s.action)).toEqual(["know"]);
    await act(async () => { release(); await vi.advanceTimersByTimeAsync(10); });
    expect(sent.map((s) => s.action)).toEqual(["know", "dont_know"]);
    // The first result did not overwrite the newer optimistic state; the last one is final.
    expect(progress()).toMatchObject({ status: "unknown", timesSeen: 2 });
  });
});
