/**
 * About 100 frequent words of the Babylonian Talmud's Aramaic, looked up in Jastrow's dictionary
 * through Sefaria's word lookup by the Sefaria Aramaic import (issue "Dictionary", source 4).
 *
 * Source: chosen for Milim from the core vocabulary that recurs on nearly every page of the Bavli
 * and that introductory Gemara vocabulary lists teach first: people and things (אבא, גברא, מילתא),
 * the verbs of the discussion (אמר, אתא, בעא, הוה, שמע), the question words and pointers (מאי,
 * היכי, הכא, התם, השתא), and the terms of the argument (קושיא, סברא, פשיטא, תיקו, רישא, סיפא).
 * Each word was checked to be a headword of Jastrow, "A Dictionary of the Targumim, the Talmud
 * Babli and Yerushalmi, and the Midrashic Literature" (1903, public domain), in the XML edition
 * that Sefaria publishes (Sefaria-Data, Jastrow), so Sefaria's lookup finds its entries.
 * Spelled as the Vilna Talmud prints them, without niqqud.
 */
export const TALMUD_ARAMAIC_WORDS: readonly string[] = [
  "אבא", "ברתא", "גברא", "איתתא", "ינוקא", "מילתא", "מידי", "מרא", "עלמא", "ארעא",
  "שמיא", "יומא", "זימנא", "מיא", "ביתא", "אורחא", "דינא", "טעמא", "קרא", "נהמא",
  "רישא", "סיפא", "פומא", "כולא", "חד", "תרי", "תלת", "רבא", "זוטא", "זעירא",
  "טובא", "שפיר", "קמא", "בתרא", "מציעא", "אמר", "אזל", "אתא", "יתיב", "נפק",
  "יהב", "שקל", "חזא", "שמע", "ידע", "בעא", "הוה", "עבד", "אכל", "קרי",
  "כתב", "תנא", "שדר", "קטל", "מית", "אית", "לית", "איכא", "ליכא", "מאי",
  "מאן", "היכי", "היכא", "אמאי", "הכא", "התם", "השתא", "הכי", "נמי", "אלא",
  "דילמא", "האי", "הני", "ההוא", "ההיא", "אנא", "איהו", "אנן", "אינהו", "בהדי",
  "גבי", "קמי", "בתר", "טפי", "פורתא", "כולי", "לאו", "קושיא", "פירכא", "סברא",
  "שמעתא", "הלכתא", "מתניתא", "ברייתא", "גמרא", "תלמידא", "פשיטא", "תיקו", "ממונא", "בר",
];
