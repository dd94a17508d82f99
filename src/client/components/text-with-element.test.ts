import { describe, expect, it } from "vitest";
import { m } from "@/client/lib/i18n";
import { splitAtElement } from "./text-with-element";

describe("splitAtElement", () => {
  it("cuts a message at its element (a link), keeping what each language writes around it", () => {
    expect(splitAtElement((place) => m.books_empty_hint({ link: place }, { locale: "en" }))).toEqual(["Books are imported from the texts library in ", "."]);
    // Hebrew joins the preposition to the link's word (ב + הגדרות): no space between them.
    expect(splitAtElement((place) => m.books_empty_hint({ link: place }, { locale: "he" }))).toEqual(["ספרים מיובאים מספריית המקורות ב", "."]);
  });

  it("puts a message without the element whole before it", () => {
    expect(splitAtElement(() => "no link here")).toEqual(["no link here", ""]);
  });
});
