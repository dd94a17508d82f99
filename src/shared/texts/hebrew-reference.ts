import { IMPORTABLE_TITLES } from "../books/importable-titles";

/** Every text of the library's list by its English title ("Genesis", "Mishnah Berakhot", "Bava Metzia"): its Hebrew title. */
const HEBREW_TITLES: ReadonlyMap<string, string> = new Map(IMPORTABLE_TITLES.map((t) => [t.title, t.hebrewTitle]));

/**
 * A reference as the reader writes it ("Genesis 1:1", "I Samuel 3:4", "Mishnah Berakhot 1:1", "Berakhot 2a:3") with its text's Hebrew
 * title ("בראשית 1:1"), the address as it is; null when the text is not one of the library's list (the reference is
 * then shown as written).
 */
export function hebrewReference(reference: string): string | null {
  const ref = reference.trim();
  const space = ref.lastIndexOf(" ");
  if (space <= 0) return null;
  const hebrew = HEBREW_TITLES.get(ref.slice(0, space));
  return hebrew ? `${hebrew} ${ref.slice(space + 1)}` : null;
}
