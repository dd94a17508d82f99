import { describe, expect, it } from "vitest";
import { collectionDisplayDescription, collectionDisplayName } from "./display-name";

describe("collectionDisplayName", () => {
  it("removes the number 1000 and tidies spaces", () => {
    expect(collectionDisplayName("Daily 1000")).toBe("Daily");
    expect(collectionDisplayName("Siddur 1000")).toBe("Siddur");
    expect(collectionDisplayName("The 1000  Words")).toBe("The Words");
    expect(collectionDisplayName("Daily 1,000")).toBe("Daily");
  });

  it("leaves other numbers and names alone", () => {
    expect(collectionDisplayName("Genesis")).toBe("Genesis");
    expect(collectionDisplayName("Top 10000")).toBe("Top 10000");
    expect(collectionDisplayName("21000 words")).toBe("21000 words");
    expect(collectionDisplayName("Bava Kamma")).toBe("Bava Kamma");
  });

  it("does not turn a name into nothing", () => {
    expect(collectionDisplayName("1000")).toBe("1000");
  });
});

describe("collectionDisplayDescription", () => {
  it("removes 1000 and turns 'Top most' into 'Top'", () => {
    expect(collectionDisplayDescription("Top 1000 most common words in daily Hebrew")).toBe("Top common words in daily Hebrew");
    expect(collectionDisplayDescription("The top most used 1000 words.")).toBe("The top used words.");
  });

  it("handles empty descriptions", () => {
    expect(collectionDisplayDescription(null)).toBe("");
    expect(collectionDisplayDescription(undefined)).toBe("");
    expect(collectionDisplayDescription("")).toBe("");
  });

  it("keeps descriptions without these words", () => {
    expect(collectionDisplayDescription("Words from the book of Genesis")).toBe("Words from the book of Genesis");
  });
});
