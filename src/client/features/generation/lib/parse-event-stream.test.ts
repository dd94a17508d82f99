import { describe, expect, it } from "vitest";
import { createEventStreamParser } from "./parse-event-stream";

describe("createEventStreamParser", () => {
  it("reads named JSON events split across chunks, ignoring comments", () => {
    const parse = createEventStreamParser();
    expect(parse('event: progress\ndata: {"status":"in_pro')).toEqual([]);
    expect(parse('gress"}\n\n: keep-alive\n\nevent: words\r\ndata: {"words":[{"hebrew":"אֱלֹהִים"}]}\r\n\r\n')).toEqual([
      { event: "progress", data: { status: "in_progress" } },
      { event: "words", data: { words: [{ hebrew: "אֱלֹהִים" }] } },
    ]);
  });

  it("joins data lines and keeps plain text", () => {
    const parse = createEventStreamParser();
    expect(parse("data: one\ndata: two\n\nevent: error\ndata: {\"error\":\"Generation failed\"}\n\n")).toEqual([
      { event: "message", data: "one\ntwo" },
      { event: "error", data: { error: "Generation failed" } },
    ]);
  });
});
