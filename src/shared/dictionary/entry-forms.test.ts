import { describe, expect, it } from "vitest";
import type { DictionaryEntry } from "../api/dictionary";
import { formOfEntry, formOfEntrySteps } from "./entry-forms";

const entry: Pick<DictionaryEntry, "word" | "details"> = {
  word: "רַבָּן",
  details: { homograph: null, notes: [], plurals: ["רַבָּנַן"], binyanim: [{ name: "Ithpe.", forms: ["אִתְרַבַּן"], glosses: [] }], headWords: ["רַבָּן", "רַבָּנָא"] },
};

describe("formOfEntry", () => {
  it("says how a form belongs to an entry, as steps and in English", () => {
    expect(formOfEntrySteps(entry, "רבן")).toEqual([]);
    expect(formOfEntrySteps(entry, "רבנן")).toEqual([{ kind: "plural-of", head: "רַבָּן" }]);
    expect(formOfEntry(entry, "רבנן")).toBe("plural of רַבָּן");
    expect(formOfEntrySteps(entry, "אתרבן")).toEqual([{ kind: "binyan-of", binyan: "Ithpe.", head: "רַבָּן" }]);
    expect(formOfEntry(entry, "אתרבן")).toBe("Ithpe. of רַבָּן");
    expect(formOfEntry(entry, "רבנא")).toBe("= רַבָּן");
    expect(formOfEntry(entry, "מר")).toBe("");
  });
});
