import { describe, expect, it } from "vitest";
import type { Verse } from "@/shared/api/books";
import { verseTranslation } from "./verse-translation";

const verse: Verse = { verse: 1, hebrew: "בְּרֵאשִׁית", english: "In the beginning", spanish: null, french: "Au commencement", italian: "", portuguese: null };

describe("verseTranslation", () => {
  it("shows the chosen language, or English marked as such", () => {
    expect(verseTranslation(verse, "french")).toEqual({ text: "Au commencement", fallback: false });
    expect(verseTranslation(verse, "spanish")).toEqual({ text: "In the beginning", fallback: true });
    expect(verseTranslation(verse, "italian")).toEqual({ text: "In the beginning", fallback: true });
    expect(verseTranslation(verse, "english")).toEqual({ text: "In the beginning", fallback: false });
    expect(verseTranslation({ ...verse, english: null }, "spanish")).toEqual({ text: null, fallback: false });
  });
});
