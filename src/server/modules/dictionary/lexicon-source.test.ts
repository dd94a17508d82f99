import { describe, expect, it } from "vitest";
import { HttpRequestError, HttpResponseTooLargeError, HttpStatusError } from "../../integrations/http-client";
import { DomainError } from "../../lib/domain-error";
import { downloadFailure } from "./lexicon-source";

const URL_ = "http://mirror.internal/BrownDriverBriggs.xml";

describe("downloadFailure: a failed lexicon download in words an administrator can act on", () => {
  it("names no answer, an error status, a broken body and a file past the limit, never the address", () => {
    const cases: [unknown, string][] = [
      [new HttpRequestError(URL_, 4, { cause: new Error("getaddrinfo ENOTFOUND mirror.internal") }), "lexicon_download_unreachable"],
      [new HttpStatusError(URL_, 404, "Not Found"), "lexicon_download_status"],
      [new TypeError("terminated"), "lexicon_download_broken"],
      [new HttpResponseTooLargeError(URL_, 256 * 1024 * 1024), "lexicon_download_too_large"],
    ];
    for (const [error, key] of cases) {
      const shown = downloadFailure(error) as DomainError;
      expect(shown).toBeInstanceOf(DomainError);
      expect(shown.key).toBe(key);
      expect(shown.message).not.toMatch(/mirror|internal|ENOTFOUND|terminated/);
    }
    expect((downloadFailure(new HttpStatusError(URL_, 404, "")) as DomainError).message).toBe(
      "The lexicon's address answered 404: nothing was imported. Check the address setting, or upload the file in the Dictionary Manager.",
    );
  });

  it("passes a stopped job's abort and a rule's own error through as they are", () => {
    const controller = new AbortController();
    controller.abort(new Error("server stopping"));
    const abort = new TypeError("terminated");
    expect(downloadFailure(abort, controller.signal)).toBe(abort);
    const rule = new DomainError("invalid", "lexicon_no_entries");
    expect(downloadFailure(rule)).toBe(rule);
  });
});
