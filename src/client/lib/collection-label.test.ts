import { describe, expect, it } from "vitest";
import { MY_WORDS_NAME, MY_WORDS_SLUG } from "@/shared/my-words/my-words";
import { collectionDescriptionLabel, collectionLabel, storedCollectionName } from "./collection-label";

describe("collectionLabel", () => {
  it("names the learner's My words in the interface language, not in the English it is stored under", () => {
    expect(collectionLabel(MY_WORDS_NAME, MY_WORDS_SLUG, "en")).toBe("My words");
    expect(collectionLabel(MY_WORDS_NAME, MY_WORDS_SLUG, "he")).toBe("המילים שלי");
    expect(collectionLabel(MY_WORDS_NAME, MY_WORDS_SLUG, "fr")).toBe("Mes mots");
    // The word table's search across collections knows only the name.
    expect(collectionLabel(MY_WORDS_NAME, undefined, "es")).toBe("Mis palabras");
    expect(collectionDescriptionLabel(MY_WORDS_NAME, MY_WORDS_SLUG, "Words you saved while reading", "he")).toBe("מילים ששמרתם בזמן הקריאה");
  });

  it("shows every other collection as its maker named it", () => {
    expect(collectionLabel("Daily 1000", "daily-1000", "he")).toBe("Daily");
    // A collection someone else called "My words" under another slug keeps its own name.
    expect(collectionLabel(MY_WORDS_NAME, "my-list", "he")).toBe("My words");
    expect(collectionDescriptionLabel("Daily 1000", "daily-1000", "Top most common words", "fr")).toBe("Top common words");
    // The export's list names each collection exactly as stored.
    expect(storedCollectionName("Daily 1000", "daily-1000", "he")).toBe("Daily 1000");
    expect(storedCollectionName(MY_WORDS_NAME, MY_WORDS_SLUG, "it")).toBe("Le mie parole");
  });
});
