import { afterAll, describe, expect, it } from "vitest";
import type { LibrarySetupPart } from "@/shared/api/library-setup";
import { setInterfaceLocale } from "@/client/lib/i18n";
import { setupPartName, setupPartOutcome } from "./describe-setup-part";

afterAll(() => setInterfaceLocale("en"));

/** The modern collections' part of a set-up that filled Daily 1000 and left Siddur 1000 with its samples (its text is not the library's). */
const modern: LibrarySetupPart = {
  part: "collections", name: "modern", status: "done", added: 37, filled: 1, total: 2, withoutText: 1,
  reason: "The collection Siddur 1000 holds the prayer book's words…", reasonKey: "generation_prayer_book_no_text", reasonParams: { name: "Siddur 1000" },
};

describe("a set-up part's outcome", () => {
  it("says why the prayer book's collection was not filled, in the interface language", () => {
    setInterfaceLocale("en");
    expect(setupPartOutcome(modern)).toMatch(/^Words added: 37; 1 of 2 collections filled\. The collection Siddur 1000 holds the prayer book's words .*never the everyday list's\./);
    setInterfaceLocale("he");
    expect(setupPartOutcome(modern)).toContain("האוסף Siddur 1000 מכיל את מילות הסידור");
  });

  it("counts the collections without a text where there is no other reason", () => {
    setInterfaceLocale("en");
    const biblical: LibrarySetupPart = { part: "collections", name: "biblical", status: "done", added: 500, filled: 1, total: 5, withoutText: 4, reason: null };
    expect(setupPartOutcome(biblical)).toBe("Words added: 500; 1 of 5 collections filled; 4 without an imported text");
  });

  it("names the Mishnah's part and counts its tractates: this run's, and all the library has of those asked for", () => {
    setInterfaceLocale("en");
    const mishnah: LibrarySetupPart = { part: "mishnah", name: "", status: "done", added: 10, filled: 63, total: 63, reason: null };
    expect(setupPartName(mishnah)).toBe("Mishnah (from the texts library)");
    expect(setupPartOutcome(mishnah)).toBe("Tractates imported: 10; 63 of 63 in the library");
    expect(setupPartOutcome({ ...mishnah, status: "skipped", added: 0 })).toBe("Already done");
    setInterfaceLocale("fr");
    expect(setupPartName(mishnah)).toBe("Michna (de la bibliothèque de textes)");
  });

  it("names the Talmud's part, its tractates counted as the Mishnah's; a failed tractate says which pages were not imported", () => {
    setInterfaceLocale("en");
    const talmud: LibrarySetupPart = { part: "talmud", name: "", status: "done", added: 36, filled: 37, total: 37, reason: null };
    expect(setupPartName(talmud)).toBe("Talmud, each tractate's first pages (from the texts library)");
    expect(setupPartOutcome(talmud)).toBe("Tractates imported: 36; 37 of 37 in the library");
    const failed: LibrarySetupPart = {
      ...talmud, status: "failed", added: 0, filled: 1, reason: "…", reasonKey: "job_library_setup_talmud_failed", reasonParams: { title: "Shabbat", pages: "2a-3b" },
    };
    setInterfaceLocale("he");
    expect(setupPartName(talmud)).toBe("התלמוד, הדפים הראשונים של כל מסכת (מספריית הטקסטים)");
    expect(setupPartOutcome(failed)).toContain("Shabbat 2a-3b לא יובא (SEFARIA_URL)");
  });
});
