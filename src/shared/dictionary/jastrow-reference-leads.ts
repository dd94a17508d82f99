import { BINYAN_NAMES } from "./jastrow-glosses";

/**
 * Two ways Jastrow's references name their target that the reading of "v." (read-jastrow-reference.ts) did not:
 *
 * 1. A verb form filed under its own letters, whose whole text names the verb it is a form of:
 *    "זִיל imperat. of אֲזַל", "מֵפַךְ inf. of אֲפַךְ", "בָּאִית part. of בִּית", "חָל perf. a. part. of
 *    חוּל", "שַׁתְיָא I, part. of שְׁתֵי". It says nothing of its own: it is a reference to that verb
 *    (it was imported as an empty entry, and a reader who tapped זִיל read nothing).
 * 2. "ch." after the word named ("אַבְנָא v. אֶבֶן ch.", "קָיִים part. of קוּם ch."): Jastrow's Aramaic
 *    entry of that head-word (Jastrow files the Aramaic word after the Hebrew one of the same letters,
 *    marked "ch."), not the Hebrew one.
 *
 * Both read the skeleton read-jastrow-reference.ts makes of an entry's text: each Hebrew word as `H<n>`,
 * each xref as its mark.
 */

/** A target as the skeleton writes it: an xref's mark, or a Hebrew word with Jastrow's homograph number after it. */
const TARGET = String.raw`(\uE000(\d+)\uE001|H(\d+)(?:\s+(I{1,3}|IV)(?![A-Za-z’']))?)`;

/**
 * A verb form's whole text: the form's names (imperat., inf., part., pass., perf., fut., a binyan's: "part. Hif. of דָּלַל",
 * "Pi. of בָּסַם"; joined by "a."; after a gender or Jastrow's homograph number) and "of" the verb. Groups as
 * read-jastrow-reference's LEAD: 1 the target, 2 an xref's index, 3 a word's index, 4 its homograph number.
 */
const FORM_OF = new RegExp(String.raw`^[\s,;:.]*(?:(?:I{1,3}|IV)\s*,\s*)?(?:(?:[mf]|pl|sing)\.,?\s*)*(?:(?:imperat|imper|infin|inf|part|pass|perf|fut|${BINYAN_NAMES})\.,?\s*(?:a\.\s*)?)+of\s*${TARGET}`);

/** The verb a form's whole text names ("imperat. of אֲזַל"), as a match of the skeleton (null: the text is no such form). */
export const formOfLead = (skeleton: string): RegExpExecArray | null => FORM_OF.exec(skeleton);

/** "ch." after a word named, not a citation's chapter ("ch. XXXIII", "ch. V, 3"). */
const CH = String.raw`\s*,?\s*ch\.(?!\s*[IVXL]+[\s,.;]*\d|\s*[IVXL]{2,}\b)`;
const AFTER_NUMBERS = new RegExp(String.raw`^(?:\s*,\s*(?:I{1,3}|IV)(?![A-Za-z]))*${CH}`);

/**
 * Whether the word named, ending at `end` of the skeleton, is followed by "ch." (after the other homograph
 * numbers it names: "v. בזי I, II ch."): Jastrow's Aramaic entry of that word. "ch." before a chapter's
 * number ("ch. XXXIII", a citation) is not it.
 */
export const namesAramaic = (skeleton: string, end: number): boolean => AFTER_NUMBERS.test(skeleton.slice(end));

/** The "ch." right after a word named, as a match of the rest of the skeleton (read-reference-list steps over it). */
export const ARAMAIC_AFTER = new RegExp(`^${CH}`);

/** The text of a see that names an Aramaic entry ("אֶבֶן ch."), read back by `seeTarget`. */
export const ARAMAIC_MARK = " ch.";
