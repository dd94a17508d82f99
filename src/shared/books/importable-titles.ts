import type { ImportableTitle } from "../api/books";
import { chapterLabel, parseChapterLabel } from "./chapter-label";

// Sefaria's index titles of the texts Milim imports whole (Settings' "Import Complete Texts"), with
// their Hebrew titles. A title not listed can still be typed: the server checks it against
// Sefaria's index.
const tanakh: [string, string][] = [
  ["Genesis", "בראשית"], ["Exodus", "שמות"], ["Leviticus", "ויקרא"], ["Numbers", "במדבר"], ["Deuteronomy", "דברים"],
  ["Joshua", "יהושע"], ["Judges", "שופטים"], ["I Samuel", "שמואל א"], ["II Samuel", "שמואל ב"], ["I Kings", "מלכים א"],
  ["II Kings", "מלכים ב"], ["Isaiah", "ישעיהו"], ["Jeremiah", "ירמיהו"], ["Ezekiel", "יחזקאל"], ["Hosea", "הושע"],
  ["Joel", "יואל"], ["Amos", "עמוס"], ["Obadiah", "עובדיה"], ["Jonah", "יונה"], ["Micah", "מיכה"], ["Nahum", "נחום"],
  ["Habakkuk", "חבקוק"], ["Zephaniah", "צפניה"], ["Haggai", "חגי"], ["Zechariah", "זכריה"], ["Malachi", "מלאכי"],
  ["Psalms", "תהילים"], ["Proverbs", "משלי"], ["Job", "איוב"], ["Song of Songs", "שיר השירים"], ["Ruth", "רות"],
  ["Lamentations", "איכה"], ["Ecclesiastes", "קהלת"], ["Esther", "אסתר"], ["Daniel", "דניאל"], ["Ezra", "עזרא"],
  ["Nehemiah", "נחמיה"], ["I Chronicles", "דברי הימים א"], ["II Chronicles", "דברי הימים ב"],
];

const mishnah: [string, string][] = [
  ["Berakhot", "ברכות"], ["Peah", "פאה"], ["Demai", "דמאי"], ["Kilayim", "כלאים"], ["Sheviit", "שביעית"], ["Terumot", "תרומות"],
  ["Maasrot", "מעשרות"], ["Maaser Sheni", "מעשר שני"], ["Challah", "חלה"], ["Orlah", "ערלה"], ["Bikkurim", "ביכורים"],
  ["Shabbat", "שבת"], ["Eruvin", "עירובין"], ["Pesachim", "פסחים"], ["Shekalim", "שקלים"], ["Yoma", "יומא"], ["Sukkah", "סוכה"],
  ["Beitzah", "ביצה"], ["Rosh Hashanah", "ראש השנה"], ["Taanit", "תענית"], ["Megillah", "מגילה"], ["Moed Katan", "מועד קטן"],
  ["Chagigah", "חגיגה"], ["Yevamot", "יבמות"], ["Ketubot", "כתובות"], ["Nedarim", "נדרים"], ["Nazir", "נזיר"], ["Sotah", "סוטה"],
  ["Gittin", "גיטין"], ["Kiddushin", "קידושין"], ["Bava Kamma", "בבא קמא"], ["Bava Metzia", "בבא מציעא"], ["Bava Batra", "בבא בתרא"],
  ["Sanhedrin", "סנהדרין"], ["Makkot", "מכות"], ["Shevuot", "שבועות"], ["Eduyot", "עדיות"], ["Avodah Zarah", "עבודה זרה"],
  ["Pirkei Avot", "פרקי אבות"], ["Horayot", "הוריות"], ["Zevachim", "זבחים"], ["Menachot", "מנחות"], ["Chullin", "חולין"],
  ["Bekhorot", "בכורות"], ["Arakhin", "ערכין"], ["Temurah", "תמורה"], ["Keritot", "כריתות"], ["Meilah", "מעילה"], ["Tamid", "תמיד"],
  ["Middot", "מדות"], ["Kinnim", "קינים"], ["Kelim", "כלים"], ["Oholot", "אהלות"], ["Negaim", "נגעים"], ["Parah", "פרה"],
  ["Tahorot", "טהרות"], ["Mikvaot", "מקואות"], ["Niddah", "נדה"], ["Makhshirin", "מכשירין"], ["Zavim", "זבים"],
  ["Tevul Yom", "טבול יום"], ["Yadayim", "ידים"], ["Oktzin", "עוקצים"],
];

const bavli: [string, string][] = [
  ["Berakhot", "ברכות"], ["Shabbat", "שבת"], ["Eruvin", "עירובין"], ["Pesachim", "פסחים"], ["Yoma", "יומא"], ["Sukkah", "סוכה"],
  ["Beitzah", "ביצה"], ["Rosh Hashanah", "ראש השנה"], ["Taanit", "תענית"], ["Megillah", "מגילה"], ["Moed Katan", "מועד קטן"],
  ["Chagigah", "חגיגה"], ["Yevamot", "יבמות"], ["Ketubot", "כתובות"], ["Nedarim", "נדרים"], ["Nazir", "נזיר"], ["Sotah", "סוטה"],
  ["Gittin", "גיטין"], ["Kiddushin", "קידושין"], ["Bava Kamma", "בבא קמא"], ["Bava Metzia", "בבא מציעא"], ["Bava Batra", "בבא בתרא"],
  ["Sanhedrin", "סנהדרין"], ["Makkot", "מכות"], ["Shevuot", "שבועות"], ["Avodah Zarah", "עבודה זרה"], ["Horayot", "הוריות"],
  ["Zevachim", "זבחים"], ["Menachot", "מנחות"], ["Chullin", "חולין"], ["Bekhorot", "בכורות"], ["Arakhin", "ערכין"],
  ["Temurah", "תמורה"], ["Keritot", "כריתות"], ["Meilah", "מעילה"], ["Tamid", "תמיד"], ["Niddah", "נדה"],
];

// Targum Onkelos on the Torah: Sefaria titles it "Onkelos Genesis" (תרגום אונקלוס על בראשית)…
const onkelos = tanakh.slice(0, 5);

/**
 * The Hebrew name of a book of the Tanakh or a tractate, by its English name as the built-in collections are named
 * (server/seed/catalog.ts: "Genesis", "Bava Metzia"): from the lists above, the Mishnah's tractates (a superset of the
 * Bavli's) and the Tanakh's. Undefined for any other name.
 */
export const HEBREW_BOOK_NAMES: ReadonlyMap<string, string> = new Map([...tanakh, ...mishnah, ...bavli]);

export const IMPORTABLE_TITLES: readonly ImportableTitle[] = [
  ...tanakh.map(([title, hebrewTitle]) => ({ title, hebrewTitle, category: "Tanakh" as const })),
  ...mishnah.map(([t, h]) => ({ title: t === "Pirkei Avot" ? t : `Mishnah ${t}`, hebrewTitle: t === "Pirkei Avot" ? h : `משנה ${h}`, category: "Mishnah" as const })),
  ...bavli.map(([title, hebrewTitle]) => ({ title, hebrewTitle, category: "Talmud" as const })),
  ...onkelos.map(([t, h]) => ({ title: `Onkelos ${t}`, hebrewTitle: `תרגום אונקלוס על ${h}`, category: "Targum" as const })),
];

/**
 * The texts library's titles of the Mishnah's tractates 'Set up the library' imports (SETUP_MISHNAH): "all" (the 63, in
 * order: "Mishnah Berakhot" … "Pirkei Avot" … "Mishnah Oktzin"), "none", or tractates by name separated by commas ("Berakhot,
 * Avot"; a name the list does not know is asked for as "Mishnah <name>", and the library says whether it has it).
 */
export function setupMishnahTitles(setting: string): string[] {
  const listed = IMPORTABLE_TITLES.filter((t) => t.category === "Mishnah").map((t) => t.title);
  return titlesOfSetting(setting, listed, (name) => mishnahTitleOf(name.replace(/^mishnah /i, "")));
}

/**
 * A set-up setting's titles: "all" (`listed`, in order), "none", or names separated by commas, each asked for as `asked`
 * writes it and then as `listed` writes it (case aside); a name the list does not know stays as asked.
 */
function titlesOfSetting(setting: string, listed: string[], asked: (name: string) => string = (name) => name): string[] {
  const value = setting.trim();
  if (value.toLowerCase() === "all") return listed;
  if (value.toLowerCase() === "none") return [];
  return value.split(",").map((name) => name.trim()).filter(Boolean).map((name) => {
    const title = asked(name);
    return listed.find((t) => t.toLowerCase() === title.toLowerCase()) ?? title;
  });
}

/** The texts library's title of a Mishnah tractate named as the Mishna's collections name it ("Berakhot" → "Mishnah Berakhot", "Avot" → "Pirkei Avot"). */
export function mishnahTitleOf(tractate: string): string {
  return /^(pirkei )?avot$/i.test(tractate) ? "Pirkei Avot" : `Mishnah ${tractate}`;
}

/** The tractate a Mishnah title of the texts library names, as the Mishna's collections name it ("Mishnah Berakhot" → "Berakhot", "Pirkei Avot" → "Avot"). */
export function tractateOfMishnahTitle(title: string): string {
  return title === "Pirkei Avot" ? "Avot" : title.replace(/^Mishnah /, "");
}

/**
 * The texts library's titles of the Talmud's tractates 'Set up the library' imports the first pages of (SETUP_TALMUD): "all"
 * (the Bavli's 37, in order), "none", or tractates by name separated by commas ("Berakhot, bava metzia": a name the list
 * knows is written as the library writes it; another is asked for as it is, and the library says whether it has it).
 */
export function setupTalmudTitles(setting: string): string[] {
  return titlesOfSetting(setting, bavli.map(([title]) => title));
}

/** The tractates of the Bavli whose text does not begin at 2a: Tamid's Gemara is 25b–33b. */
const FIRST_AMUD: Record<string, string> = { Tamid: "25b" };

/**
 * A tractate's first `amudim` pages as an import range: "2a-3b" for 4 (Tamid's "25b-27a"). Every tractate of the Bavli
 * is longer than 16 amudim (SETUP_TALMUD_AMUDIM's limit): the range never runs past its end.
 */
export function firstPagesRange(title: string, amudim: number): string {
  return pagesRange(parseChapterLabel(FIRST_AMUD[title] ?? "2a", "Talmud")!, amudim);
}

/** `amudim` Talmud pages from the amud numbered `first` (2a is 3) as an import range: pagesRange(4, 10) is "2b-7a". */
export function pagesRange(first: number, amudim: number): string {
  return `${chapterLabel(first, "Talmud")}-${chapterLabel(first + Math.max(1, amudim) - 1, "Talmud")}`;
}
