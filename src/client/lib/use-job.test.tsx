// @vitest-environment jsdom
import { QueryClient, QueryClientProvider } from "@tanstack/react-query";
import { renderHook, waitFor } from "@testing-library/react";
import { createElement, type ReactNode } from "react";
import { afterEach, describe, expect, it, vi } from "vitest";
import type { Job } from "@/shared/api/jobs";
import { useJob } from "./use-job";

const ID = "11111111-1111-4111-8111-111111111111";
const job = (status: Job["status"], percent: number): Job => ({
  id: ID, kind: "book-import", status, message: `${status} ${percent}`, messageKey: null, messageParams: null, percent, counts: {}, result: status === "completed" ? {} : null,
  error: null, errorKey: null, errorParams: null, createdAt: new Date(0).toISOString(), startedAt: null, finishedAt: null,
});

/** An EventSource the test drives: the server's "progress" events, or a broken stream. */
class FakeEventSource {
  static last: FakeEventSource | null = null;
  closed = false;
  private listeners = new Map<string, ((e: MessageEvent<string>) => void)[]>();
  constructor(readonly url: string) { FakeEventSource.last = this; }
  addEventListener(type: string, fn: (e: MessageEvent<string>) => void) { this.listeners.set(type, [...(this.listeners.get(type) ?? []), fn]); }
  close() { this.closed = true; }
  emit(type: string, data?: unknown) { for (const fn of this.listeners.get(type) ?? []) fn({ data: JSON.stringify(data) } as MessageEvent<string>); }
}

function wrapper() {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  return ({ children }: { children: ReactNode }) => createElement(QueryClientProvider, { client }, children);
}

afterEach(() => { vi.unstubAllGlobals(); FakeEventSource.last = null; });

describe("useJob", () => {
  it("follows the job's event stream, without polling, and reports its end once", async () => {
    const fetch = vi.fn(async () => new Response(JSON.stringify(job("queued", 0)), { status: 200 }));
    vi.stubGlobal("fetch", fetch);
    const finished = vi.fn();
    const { result } = renderHook(() => useJob(ID, { eventSource: FakeEventSource as unknown as typeof EventSource, pollMs: 20, onFinished: finished }), { wrapper: wrapper() });
    await waitFor(() => expect(result.current.data?.status).toBe("queued"));
    const source = FakeEventSource.last!;
    expect(source.url).toBe(`/api/jobs/${ID}/events`);
    source.emit("progress", job("running", 40));
    await waitFor(() => expect(result.current.data).toMatchObject({ status: "running", percent: 40 }));
    await new Promise((r) => setTimeout(r, 100));
    expect(fetch).toHaveBeenCalledTimes(1); // the stream feeds the query: no polls meanwhile
    source.emit("progress", job("completed", 100));
    await waitFor(() => expect(finished).toHaveBeenCalledTimes(1));
    expect(finished.mock.calls[0]![0]).toMatchObject({ status: "completed" });
    expect(source.closed).toBe(true);
  });

  it("falls back to polling when the stream breaks, until the job has finished", async () => {
    const answers = [job("running", 10), job("running", 10), job("running", 60), job("failed", 60)];
    const fetch = vi.fn(async () => new Response(JSON.stringify(answers.shift() ?? job("failed", 60)), { status: 200 }));
    vi.stubGlobal("fetch", fetch);
    const finished = vi.fn();
    const { result } = renderHook(() => useJob(ID, { eventSource: FakeEventSource as unknown as typeof EventSource, pollMs: 20, onFinished: finished }), { wrapper: wrapper() });
    await waitFor(() => expect(result.current.data?.status).toBe("running"));
    FakeEventSource.last!.emit("error");
    await waitFor(() => expect(result.current.data?.status).toBe("failed"));
    expect(finished).toHaveBeenCalledTimes(1);
    const calls = fetch.mock.calls.length;
    await new Promise((r) => setTimeout(r, 100));
    expect(fetch.mock.calls.length).toBe(calls); // no polls after the end
  });

  it("follows nothing for a null id", async () => {
    const fetch = vi.fn();
    vi.stubGlobal("fetch", fetch);
    const { result } = renderHook(() => useJob(null, { eventSource: FakeEventSource as unknown as typeof EventSource }), { wrapper: wrapper() });
    await new Promise((r) => setTimeout(r, 50));
    expect(result.current.data).toBeUndefined();
    expect(fetch).not.toHaveBeenCalled();
    expect(FakeEventSource.last).toBeNull();
  });
});
