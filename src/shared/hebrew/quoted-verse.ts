import { verseWords } from "./verse-words";

/**
 * Whether a word of a Talmud page stands inside a quoted verse: the vocalized text (Sefaria's William
 * Davidson edition) sets the Bible's words it quotes between gershayim as quotation marks
 * (דְּאָמַר קְרָא: ״לְמַעַן יֵדְעוּ דוֹרוֹתֵיכֶם כִּי בַסּוּכּוֹת הוֹשַׁבְתִּי אֶת בְּנֵי יִשְׂרָאֵל״), and a reader reads those words as
 * biblical Hebrew, whatever Aramaic frames them (בְּנֵי of בֵּן, not of the Aramaic בַּר; הוֹשַׁבְתִּי 'I made dwell').
 * A quotation that speaks Aramaic (the response ״יְהֵא שְׁמֵיהּ הַגָּדוֹל מְבוֹרָךְ״, a proverb) is no verse: a word of it with the
 * Aramaic ending ־ֵיהּ says so. A gershayim between a word's letters is an abbreviation's (ר״ל, רַמְבַּ״ם: one letter
 * after it), not a quotation mark; one after a proclitic opens a quotation (בְּ״אָבוֹת״). Pure: the verse (segment)
 * text and the word's position in it (from 1, as verseWords counts).
 */
const MARK = /["\u05F4]/g;
const LETTER = /[\u05D0-\u05EA]/g;
/** The Aramaic pronoun ending ־ֵיהּ (tsere, yod, he with mappiq), which Hebrew never has. */
const ARAMAIC_ENDING = /\u05B5\u05D9\u05D4\u05BC[\u0591-\u05AF]*$/;

export function inQuotedVerse(verseText: string, position: number): boolean {
  // The words of the quotation being read, and the quotation the word stands in.
  let current: string[] | null = null;
  let found: string[] | null = null;
  let open = false;
  for (const piece of verseWords(verseText)) {
    if (piece.kind === "gap") {
      if ((piece.text.match(MARK)?.length ?? 0) % 2 === 1) open = !open;
      if (!open) current = null;
      continue;
    }
    // A mark inside the word with two letters or more after it opens (or closes) a quotation; one before the last letter is an abbreviation's.
    let inside: boolean = open;
    for (const m of piece.text.matchAll(MARK)) {
      const after = piece.text.slice(m.index + 1).match(LETTER)?.length ?? 0;
      if (after >= 2 || after === 0) inside = !inside;
    }
    if (open || inside) {
      if (!current) current = [];
      current.push(piece.text.normalize("NFC"));
      if (piece.position === position) found = current;
    }
    open = inside;
    if (!open) current = null;
  }
  return !!found && !found.some((w) => ARAMAIC_ENDING.test(w.replace(/["\u05F4]/g, "")));
}
