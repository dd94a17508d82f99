// @vitest-environment jsdom
import { cleanup, render, screen } from "@testing-library/react";
import { afterEach, describe, expect, it } from "vitest";
import type { AnkiNoteTypePreview } from "@/shared/api/collection-transfer";
import { m } from "@/client/lib/i18n";
import { AnkiFieldMappingFields } from "./anki-field-mapping";

afterEach(cleanup);

const mapping = { hebrew: 0, meaning: null, translit: null, example: null, reference: null };
const basic = (noteCount: number): AnkiNoteTypePreview => ({ id: "1", name: "Basic", noteCount, fields: ["Front", "Back"], samples: [["hello", "world"]], mapping });

describe("an Anki package's counts, one or more", () => {
  it("names a note type of one note 'note', of two 'notes'", () => {
    const { rerender } = render(<AnkiFieldMappingFields noteType={basic(1)} mapping={mapping} onChange={() => {}} />);
    expect(screen.getByText("Note type Basic (1 note)")).toBeTruthy();
    rerender(<AnkiFieldMappingFields noteType={basic(2)} mapping={mapping} onChange={() => {}} />);
    expect(screen.getByText("Note type Basic (2 notes)")).toBeTruthy();
  });

  it("words the preview's summary and the imports' toasts by the count (a deck of one note was '1 notes', '1 words')", () => {
    expect(m.transfer_anki_summary({ notes: 1, deck: "Default" })).toBe("1 note in the deck Default.");
    expect(m.transfer_anki_summary({ notes: 1234, deck: "Default" })).toBe("1,234 notes in the deck Default.");
    expect(m.transfer_anki_imported_description({ count: 1, name: "Default" })).toBe("1 word in Default.");
    expect(m.transfer_imported_description({ count: 1, name: "Mine", path: "modern/mine" })).toBe("1 word in Mine (modern/mine)");
    expect(m.transfer_imported_description({ count: 3, name: "Mine", path: "modern/mine" })).toBe("3 words in Mine (modern/mine)");
    expect(m.transfer_anki_imported_description({ count: 1, name: "ברירת מחדל" }, { locale: "he" })).toBe("מילה אחת באוסף ברירת מחדל.");
  });
});

describe("an Anki import's report, one or more", () => {
  it("words each count of the toast and the preview by its number (a deck of one note said '1 duplicates', '1 notes', '1 reviews of 1 words')", () => {
    expect(m.transfer_anki_duplicates({ count: 1 })).toBe("1 duplicate skipped (the same Hebrew without niqqud).");
    expect(m.transfer_anki_empty({ count: 1 })).toBe("1 note without Hebrew skipped.");
    expect(m.transfer_anki_empty({ count: 2 })).toBe("2 notes without Hebrew skipped.");
    expect(m.transfer_anki_history({ reviews: 1, words: 1 })).toBe("1 review of 1 word kept in your review history.");
    expect(m.transfer_anki_history({ reviews: 3, words: 1 })).toBe("3 reviews of 1 word kept in your review history.");
    expect(m.transfer_anki_reviews({ reviews: 1200, notes: 40 })).toBe("1,200 reviews of 40 notes will become your review history.");
    expect(m.transfer_anki_reviews({ reviews: 1, notes: 1 }, { locale: "he" })).toBe("חזרה אחת על פתק אחד תיעשה להיסטוריית החזרות שלך.");
  });
});
