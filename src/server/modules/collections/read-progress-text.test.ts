import { describe, expect, it } from "vitest";
import { readProgressText } from "./queries";

describe("readProgressText", () => {
  it("reads the progress JSON the page's statement writes as JSON.parse does, and parses any other text", () => {
    for (const json of [
      '{"status":"known","timesSeen":12,"timesKnown":9,"lastSeenAt":"2026-01-02T03:04:05.678Z"}',
      '{"status":"unknown","timesSeen":0,"timesKnown":0,"lastSeenAt":null}',
      '{"status":"learning","timesSeen":9007199254740991,"timesKnown":1,"lastSeenAt":"2026-01-02T03:04:05Z"}',
      // Not the statement's form: spaces, another order, an escape.
      '{ "status": "known", "timesSeen": 1, "timesKnown": 1, "lastSeenAt": null }',
      '{"timesSeen":1,"status":"learning","timesKnown":0,"lastSeenAt":null}',
      '{"status":"known","timesSeen":1,"timesKnown":1,"lastSeenAt":"2026\\u002d01"}',
    ]) {
      const status = (JSON.parse(json) as { status: "known" }).status;
      expect(readProgressText({ status, json }), json).toStrictEqual(JSON.parse(json));
    }
  });
});
