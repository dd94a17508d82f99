/**
 * OpenScriptures' Hebrew Bible (morphhb, wlc/<code>.xml) names each book by its OSIS code; the
 * imported book is known by its Sefaria title. The 39 books of the Tanakh.
 */
export const OSHB_BOOK_CODES: Readonly<Record<string, string>> = {
  Genesis: "Gen", Exodus: "Exod", Leviticus: "Lev", Numbers: "Num", Deuteronomy: "Deut",
  Joshua: "Josh", Judges: "Judg", "I Samuel": "1Sam", "II Samuel": "2Sam", "I Kings": "1Kgs", "II Kings": "2Kgs",
  Isaiah: "Isa", Jeremiah: "Jer", Ezekiel: "Ezek", Hosea: "Hos", Joel: "Joel", Amos: "Amos", Obadiah: "Obad",
  Jonah: "Jonah", Micah: "Mic", Nahum: "Nah", Habakkuk: "Hab", Zephaniah: "Zeph", Haggai: "Hag", Zechariah: "Zech",
  Malachi: "Mal", Psalms: "Ps", Proverbs: "Prov", Job: "Job", "Song of Songs": "Song", Ruth: "Ruth",
  Lamentations: "Lam", Ecclesiastes: "Eccl", Esther: "Esth", Daniel: "Dan", Ezra: "Ezra", Nehemiah: "Neh",
  "I Chronicles": "1Chr", "II Chronicles": "2Chr",
};
