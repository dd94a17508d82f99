import { plainHebrew } from "./strip-niqqud";

/**
 * The common abbreviations of the Talmud and the Mishnah's commentaries: מתני' is
 * מתניתין, ת"ש תא שמע, אע"ג אף על גב… No lexicon Milim imports holds them, so a tapped
 * abbreviation is read as its expansion: the panel shows the expansion and the entries of its
 * main word (`head`, plain; `jastrow`: the entry to show first, a Jastrow source id).
 *
 * Source and licence: the project's own table, written from common knowledge of the rabbinic
 * abbreviations (any list of ראשי תיבות gives the same expansions), under Milim's licence
 * (AGPL-3.0-or-later). Keys: the letters with ' (geresh) or " (gershayim) as ASCII marks.
 */
export interface RabbinicAbbreviation {
  expansion: string;
  /** The expansion's main word as the lexicons index it (plain). */
  head: string;
  /** The Jastrow entry of the main word to show first. */
  jastrow?: string;
}

const ABBREVIATIONS: Record<string, RabbinicAbbreviation> = {
  "מתני'": { expansion: "מַתְנִיתִין", head: "מתניתא", jastrow: "M03094" },
  "גמ'": { expansion: "גְּמָרָא", head: "גמרא", jastrow: "C01067" },
  "וכו'": { expansion: "וְכוּלֵּיהּ", head: "כל", jastrow: "K00668" },
  "וגו'": { expansion: "וְגוֹמֵר", head: "גמר", jastrow: "C01063" },
  "ר'": { expansion: "רַבִּי", head: "רבי", jastrow: "T00085" },
  "ה'": { expansion: "הַשֵּׁם (the divine name)", head: "יי", jastrow: "J00319" },
  "אע\"ג": { expansion: "אַף עַל גַּב", head: "אף", jastrow: "A02595" },
  "אע\"פ": { expansion: "אַף עַל פִּי", head: "אף", jastrow: "A02595" },
  "בע\"כ": { expansion: "בְּעַל כָּרְחוֹ", head: "כרח", jastrow: "K01147" },
  "ע\"כ": { expansion: "עַל כָּרְחָךְ", head: "כרח", jastrow: "K01147" },
  "ת\"ש": { expansion: "תָּא שְׁמַע", head: "אתא", jastrow: "A03397" },
  "ש\"מ": { expansion: "שְׁמַע מִינַּהּ", head: "שמע", jastrow: "U01512" },
  "קמ\"ל": { expansion: "קָא מַשְׁמַע לַן", head: "שמע", jastrow: "U01512" },
  "ת\"ר": { expansion: "תָּנוּ רַבָּנַן", head: "תני", jastrow: "V00743" },
  "ת\"ל": { expansion: "תַּלְמוּד לוֹמַר", head: "תלמוד", jastrow: "V00601" },
  "ת\"ק": { expansion: "תַּנָּא קַמָּא", head: "תנא", jastrow: "V00716" },
  "א\"ר": { expansion: "אָמַר רַבִּי", head: "אמר", jastrow: "A02061" },
  "א\"ל": { expansion: "אֲמַר לֵיהּ", head: "אמר", jastrow: "A02061" },
  "אמר\"ל": { expansion: "אֲמַר לֵיהּ", head: "אמר", jastrow: "A02061" },
  "ק\"ש": { expansion: "קְרִיאַת שְׁמַע", head: "קריאה", jastrow: "S02030" },
  "ק\"ו": { expansion: "קַל וָחוֹמֶר", head: "קל", jastrow: "S01230" },
  "ה\"נ": { expansion: "הָכִי נָמֵי", head: "הכי", jastrow: "E00506" },
  "אפ\"ה": { expansion: "אֲפִילּוּ הָכִי", head: "אפילו", jastrow: "A02687" },
  "מ\"ט": { expansion: "מַאי טַעְמָא", head: "טעם", jastrow: "I00612" },
  "מ\"ש": { expansion: "מַאי שְׁנָא", head: "מאי", jastrow: "M00023" },
  "מ\"מ": { expansion: "מִכָּל מָקוֹם", head: "מקום", jastrow: "M02394" },
  "כ\"ע": { expansion: "כּוּלֵּי עָלְמָא", head: "כל", jastrow: "K00668" },
  "ס\"ד": { expansion: "סָלְקָא דַּעְתָּךְ", head: "סלק", jastrow: "O01026" },
  "ה\"מ": { expansion: "הָנֵי מִילֵּי", head: "מילתא", jastrow: "M01198" },
  "מנה\"מ": { expansion: "מְנָא הָנֵי מִילֵּי", head: "מילתא", jastrow: "M01198" },
  "ד\"א": { expansion: "דָּבָר אַחֵר", head: "דבר", jastrow: "D00077" },
  "בד\"א": { expansion: "בַּמֶּה דְּבָרִים אֲמוּרִים", head: "דבר", jastrow: "D00077" },
  "ב\"ד": { expansion: "בֵּית דִּין", head: "דין", jastrow: "D00635" },
  "ב\"ה": { expansion: "בֵּית הִלֵּל", head: "בית", jastrow: "B00753" },
  "ב\"ש": { expansion: "בֵּית שַׁמַּאי", head: "בית", jastrow: "B00753" },
  "י\"א": { expansion: "יֵשׁ אוֹמְרִים", head: "יש", jastrow: "J00674" },
  "א\"כ": { expansion: "אִם כֵּן", head: "אם", jastrow: "A01960" },
  "א\"א": { expansion: "אִי אֶפְשָׁר", head: "אפשר", jastrow: "A02844" },
  "ע\"י": { expansion: "עַל יְדֵי", head: "יד", jastrow: "J00093" },
  "ע\"פ": { expansion: "עַל פִּי", head: "פה", jastrow: "Q00140" },
  "ר\"ה": { expansion: "רֹאשׁ הַשָּׁנָה", head: "ראש", jastrow: "T00031" },
  "ר\"ח": { expansion: "רֹאשׁ חֹדֶשׁ", head: "ראש", jastrow: "T00031" },
  "יו\"ט": { expansion: "יוֹם טוֹב", head: "יום", jastrow: "J00194" },
  "יוה\"כ": { expansion: "יוֹם הַכִּפּוּרִים", head: "יום", jastrow: "J00194" },
  "ע\"ה": { expansion: "עַם הָאָרֶץ", head: "עם", jastrow: "P00849" },
  "ד\"ת": { expansion: "דִּבְרֵי תוֹרָה", head: "דבר", jastrow: "D00077" },
  "ת\"ח": { expansion: "תַּלְמִיד חָכָם", head: "תלמיד" },
  "ש\"ץ": { expansion: "שְׁלִיחַ צִבּוּר", head: "שליח" },
  "ר\"ג": { expansion: "רַבָּן גַּמְלִיאֵל", head: "גמליאל" },
  "ר\"א": { expansion: "רַבִּי אֱלִיעֶזֶר", head: "אליעזר" },
  "ר\"מ": { expansion: "רַבִּי מֵאִיר", head: "מאיר" },
  "ר\"ע": { expansion: "רַבִּי עֲקִיבָא", head: "עקיבא" },
  "ר\"ש": { expansion: "רַבִּי שִׁמְעוֹן", head: "שמעון" },
  "ר\"י": { expansion: "רַבִּי יְהוּדָה", head: "יהודה" },
  "רשב\"ג": { expansion: "רַבָּן שִׁמְעוֹן בֶּן גַּמְלִיאֵל", head: "גמליאל" },
  "ריב\"ל": { expansion: "רַבִּי יְהוֹשֻׁעַ בֶּן לֵוִי", head: "יהושע" },
  "רשב\"י": { expansion: "רַבִּי שִׁמְעוֹן בֶּן יוֹחַאי", head: "שמעון" },
};

/** The proclitics an abbreviation may carry (וכו' is its own entry; דת"ש, ומ"ט). */
const PROCLITICS = ["וד", "ו", "ד", "ש", "ב", "ל", "מ", "כ"];

export interface AbbreviationReading {
  prefixPlain: string;
  /** The abbreviation as the table keys it (ASCII marks). */
  stemPlain: string;
  abbreviation: RabbinicAbbreviation;
}

/** The divine name as the printed Mishnah and Targum write it, two yods pointed יְיָ (read אֲדֹנָי): Jastrow's יֳי. */
const DIVINE_NAME: RabbinicAbbreviation = { expansion: "the divine name (read אֲדֹנָי)", head: "יי", jastrow: "J00319" };
/** יְיָ at the end of a pointed word (its dagesh, meteg and cantillation aside): sheva under the first yod, qamats under the second. */
const DIVINE_NAME_POINTED = /\u05D9\u05B0\u05D9\u05B8$/;

/** The abbreviation `word` writes, with its proclitics; null when the table has none. */
export function abbreviationReading(word: string): AbbreviationReading | null {
  const plain = plainHebrew(word).replace(/\u05F3/g, "'").replace(/\u05F4/g, '"').replace(/[^\u05D0-\u05EA'"]/g, "");
  if (plain.endsWith("יי") && DIVINE_NAME_POINTED.test(word.normalize("NFC").replace(/[\u0591-\u05AF\u05BC\u05BD]/g, ""))) {
    const p = plain.slice(0, -2);
    if (p === "" || PROCLITICS.includes(p)) return { prefixPlain: p, stemPlain: "יי", abbreviation: DIVINE_NAME };
  }
  if (!/['"]/.test(plain)) return null;
  for (const p of ["", ...PROCLITICS]) {
    if (!plain.startsWith(p)) continue;
    const rest = plain.slice(p.length);
    const a = ABBREVIATIONS[rest];
    if (a) return { prefixPlain: p, stemPlain: rest, abbreviation: a };
  }
  return null;
}

/**
 * A word with its quotation marks dropped: a gershayim (״ or ") is an abbreviation's only before
 * its last letter (ת"ש, אע"ג); elsewhere it is a quotation mark inside the word (בְּ״אָבוֹת).
 */
export function dropQuotationMarks(word: string): string {
  const letterAfter = (i: number) => word.slice(i + 1).replace(/[^\u05D0-\u05EA]/g, "").length;
  return [...word].filter((c, i) => !(c === "\u05F4" || c === '"') || letterAfter(i) === 1).join("");
}
