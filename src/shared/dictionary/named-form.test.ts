import { describe, expect, it } from "vitest";
import { namedVerbForm, withNamedForm } from "./named-form";

describe("namedVerbForm", () => {
  // Jastrow's אֲמָא II: ", fut. יֵימָא, imper. אֵימָא (√אם to join, v. אמר) to say, speak, think".
  const ama = [", fut. יֵימָא, imper. אֵימָא (√אם to join, v. אמר) to say, speak, think"];

  it("names the form an entry lists a word as, pointed or not, with its proclitics", () => {
    expect(namedVerbForm(ama, "אֵימָא")).toBe("imper.");
    expect(namedVerbForm(ama, "אימא")).toBe("imper.");
    expect(namedVerbForm(ama, "יֵימָא")).toBe("fut.");
    expect(namedVerbForm(ama, "וְאֵימָא")).toBe("imper.");
    expect(namedVerbForm(ama, "דְּאֵימָא")).toBe("imper.");
  });

  it("names a passive participle with both its words, and nothing for a word the forms do not list", () => {
    expect(namedVerbForm(["part. pass. גְּלֵי, f. גְּלְיָא revealed"], "גְּלֵי")).toBe("part. pass.");
    expect(namedVerbForm(ama, "אָמַר")).toBeNull();
    expect(namedVerbForm(ama, "")).toBeNull();
    // A Hebrew word after the meaning has begun is no form of the list.
    expect(namedVerbForm(["fut. יֵימָא to say; cmp. אֵימָא"], "אֵימָא")).toBeNull();
  });
});

describe("withNamedForm", () => {
  it("puts the form after the gloss, and leaves a gloss alone where none is named", () => {
    expect(withNamedForm("to say, speak, think", "imper.")).toBe("to say, speak, think (imper.)");
    expect(withNamedForm("to say", null)).toBe("to say");
    expect(withNamedForm("", "fut.")).toBe("");
  });
});
