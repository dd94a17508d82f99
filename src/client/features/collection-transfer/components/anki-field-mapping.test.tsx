// @vitest-environment jsdom
import { cleanup, render, screen } from "@testing-library/react";
import { afterEach, describe, expect, it } from "vitest";
import type { AnkiNoteTypePreview } from "@/shared/api/collection-transfer";
import { m } from "@/client/lib/i18n";
import { AnkiFieldMappingFields } from "./anki-field-mapping";

afterEach(cleanup);

const mapping = { hebrew: 0, meaning: null, translit: null, example: null };
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
