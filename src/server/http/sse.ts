import type { Context } from "hono";
import { renderServerMessage } from "../../shared/i18n/server-messages";
import { DomainError } from "../lib/domain-error";
import { streamSSE } from "hono/streaming";

export interface SseSender {
  /** Sends one event: `data` is sent as JSON. */
  send(event: string, data: unknown): Promise<void>;
  /** Aborted when the client goes away. */
  readonly signal: AbortSignal;
}

/**
 * A text/event-stream response from a route handler: `run` sends events until it returns (the
 * stream then ends) or the client disconnects (its signal aborts). An error inside `run` is sent as
 * an `error` event with a message for the user, then the stream ends.
 */
export function sse(c: Context, run: (sender: SseSender) => Promise<void>): Response {
  return streamSSE(c, async (stream) => {
    const abort = new AbortController();
    stream.onAbort(() => abort.abort());
    const sender: SseSender = {
      signal: abort.signal,
      send: async (event, data) => {
        if (!abort.signal.aborted) await stream.writeSSE({ event, data: JSON.stringify(data) });
      },
    };
    try {
      await run(sender);
    } catch (e) {
      const keyed = e instanceof DomainError ? e : null;
      await sender.send("error", keyed
        ? { error: keyed.message, ...(keyed.key ? { messageKey: keyed.key, params: keyed.params } : {}) }
        : { error: renderServerMessage("error_server"), messageKey: "error_server" });
    }
  });
}
