import { HEBREW_BOOK_NAMES } from "@/shared/books/importable-titles";
import { elideBefore } from "@/shared/i18n/french-elision";
import { getInterfaceLocale, m, type Locale } from "@/client/lib/i18n";

type Message = (inputs?: undefined, options?: { locale?: Locale }) => string;

/** The 39 books of the Tanakh by their library titles (Sefaria's, shared/books/importable-titles): their names in the catalogue. */
const TANAKH: Readonly<Record<string, Message>> = {
  "Genesis": m.book_genesis, "Exodus": m.book_exodus, "Leviticus": m.book_leviticus, "Numbers": m.book_numbers,
  "Deuteronomy": m.book_deuteronomy, "Joshua": m.book_joshua, "Judges": m.book_judges, "I Samuel": m.book_i_samuel,
  "II Samuel": m.book_ii_samuel, "I Kings": m.book_i_kings, "II Kings": m.book_ii_kings, "Isaiah": m.book_isaiah,
  "Jeremiah": m.book_jeremiah, "Ezekiel": m.book_ezekiel, "Hosea": m.book_hosea, "Joel": m.book_joel, "Amos": m.book_amos,
  "Obadiah": m.book_obadiah, "Jonah": m.book_jonah, "Micah": m.book_micah, "Nahum": m.book_nahum, "Habakkuk": m.book_habakkuk,
  "Zephaniah": m.book_zephaniah, "Haggai": m.book_haggai, "Zechariah": m.book_zechariah, "Malachi": m.book_malachi,
  "Psalms": m.book_psalms, "Proverbs": m.book_proverbs, "Job": m.book_job, "Song of Songs": m.book_song_of_songs,
  "Ruth": m.book_ruth, "Lamentations": m.book_lamentations, "Ecclesiastes": m.book_ecclesiastes, "Esther": m.book_esther,
  "Daniel": m.book_daniel, "Ezra": m.book_ezra, "Nehemiah": m.book_nehemiah, "I Chronicles": m.book_i_chronicles,
  "II Chronicles": m.book_ii_chronicles,
};

/**
 * A text's title as the interface language calls it: a book of the Tanakh by its name in that language
 * ("Exodus" is Exode in French, Éxodo in Spanish), the Targum on it and a Mishnah tractate likewise
 * ("Onkelos Exode", "Michna Berakhot"); a tractate's transliterated name and any other title as written.
 * In a sentence, see withBookTitle.
 */
export function bookTitle(title: string, locale: Locale = getInterfaceLocale()): string {
  const options = { locale };
  const book = TANAKH[title];
  if (book) return book(undefined, options);
  if (title.startsWith("Onkelos ") && TANAKH[title.slice(8)]) return m.book_onkelos({ book: TANAKH[title.slice(8)]!(undefined, options) }, options);
  if (title.startsWith("Mishnah ") && HEBREW_BOOK_NAMES.has(title.slice(8))) return m.book_mishnah({ tractate: title.slice(8) }, options);
  return title;
}

/**
 * A reference as the reader writes it ("Exodus 3:14", "Mishnah Berakhot 1:1", "Berakhot 2a:3") with its text's title in the
 * interface language ("Exode 3:14"), the address as it is.
 */
export function bookReference(reference: string, locale: Locale = getInterfaceLocale()): string {
  const ref = reference.trim();
  const space = ref.lastIndexOf(" ");
  return space <= 0 ? reference : `${bookTitle(ref.slice(0, space), locale)} ${ref.slice(space + 1)}`;
}

/**
 * A message that names a text (`say` words it with the title given), as the interface language writes it: the title
 * in that language (bookTitle), and in French elided where it begins with a vowel ("Importation d’Exode", not "de Exodus").
 */
export function withBookTitle(title: string, say: (title: string) => string, locale: Locale = getInterfaceLocale()): string {
  return sayWithTitle(bookTitle(title, locale), say, locale);
}

/**
 * A message worded with a title already in the interface language (a Hebrew title, the Bible's name): French elides
 * before it. `placeholder`: what `say` is given instead of the title, when an element takes the title's place later.
 */
export function sayWithTitle(title: string, say: (title: string) => string, locale: Locale = getInterfaceLocale(), placeholder?: string): string {
  const inserted = placeholder ?? title;
  const text = say(inserted);
  return locale === "fr" ? elideBefore(text, inserted, title) : text;
}
