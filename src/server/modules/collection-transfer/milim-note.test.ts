import { describe, expect, it } from "vitest";
import { dataRank, guidWordId, rankData, statusTags, tagsStatus, wordGuid } from "./milim-note";

/** What a note of Milim's export says of its word, read back as the import reads any note. */
describe("a Milim note", () => {
  it("names its word by its guid; any other guid names none", () => {
    const id = "0b6f3a52-6c1e-4c0e-9a57-2f4f1b0c9d11";
    expect(guidWordId(wordGuid(id))).toBe(id);
    expect(guidWordId(wordGuid(id).toUpperCase())).toBe(id);
    for (const other of ["g1", "f7Hs#a9!Qz", "", `${wordGuid(id)}0`, "0b6f3a526c1e4c0e9a572f4f1b0c9d1z"]) expect(guidWordId(other)).toBeNull();
  });

  it("carries the status as a tag beside the learner's own tags", () => {
    expect(tagsStatus(statusTags("known"))).toBe("known");
    expect(tagsStatus(statusTags(null))).toBeNull();
    expect(tagsStatus(" vocab Milim::Unknown leech ")).toBe("unknown");
    expect(tagsStatus(" milim::learning milim::known ")).toBe("known");
    expect(tagsStatus(" milim milim::other milimknown ")).toBeNull();
  });

  it("carries the rank in its data column; anything else there gives none", () => {
    expect(dataRank(rankData(12))).toBe(12);
    expect(dataRank(rankData(null))).toBeNull();
    for (const other of ["", "{}", "not json milim", '{"milim":{"rank":-1}}', '{"milim":{"rank":1.5}}', '{"milim":{"rank":"3"}}', '{"milim":{"rank":99999999999}}', "null"]) {
      expect(dataRank(other)).toBeNull();
    }
  });
});
