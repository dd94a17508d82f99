import { describe, expect, it } from "vitest";
import { m } from "@/client/lib/i18n";
import { splitAtLink } from "./text-with-link";

describe("splitAtLink", () => {
  it("cuts a message at its link, keeping what each language writes around it", () => {
    expect(splitAtLink((link) => m.books_empty_hint({ link }, { locale: "en" }))).toEqual(["Books are imported from the texts library in ", "."]);
    // Hebrew joins the preposition to the link's word (ב + הגדרות): no space between them.
    expect(splitAtLink((link) => m.books_empty_hint({ link }, { locale: "he" }))).toEqual(["ספרים מיובאים מספריית המקורות ב", "."]);
  });

  it("puts a message without the link whole before it", () => {
    expect(splitAtLink(() => "no link here")).toEqual(["no link here", ""]);
  });
});
