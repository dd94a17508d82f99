/** All 63 tractates of the Mishnah, in order, grouped by order (seder), each order with its Hebrew name (the Hebrew interface shows it). */
export const MISHNAH_ORDERS: { name: string; heName: string; tractates: string[] }[] = [
  { name: "Zeraim", heName: "זרעים", tractates: ["Berakhot", "Peah", "Demai", "Kilayim", "Sheviit", "Terumot", "Maasrot", "Maaser Sheni", "Challah", "Orlah", "Bikkurim"] },
  { name: "Moed", heName: "מועד", tractates: ["Shabbat", "Eruvin", "Pesachim", "Shekalim", "Yoma", "Sukkah", "Beitzah", "Rosh Hashanah", "Taanit", "Megillah", "Moed Katan", "Chagigah"] },
  { name: "Nashim", heName: "נשים", tractates: ["Yevamot", "Ketubot", "Nedarim", "Nazir", "Sotah", "Gittin", "Kiddushin"] },
  { name: "Nezikin", heName: "נזיקין", tractates: ["Bava Kamma", "Bava Metzia", "Bava Batra", "Sanhedrin", "Makkot", "Shevuot", "Eduyot", "Avodah Zarah", "Avot", "Horayot"] },
  { name: "Kodashim", heName: "קדשים", tractates: ["Zevachim", "Menachot", "Chullin", "Bekhorot", "Arakhin", "Temurah", "Keritot", "Meilah", "Tamid", "Middot", "Kinnim"] },
  { name: "Tahorot", heName: "טהרות", tractates: ["Kelim", "Oholot", "Negaim", "Parah", "Tahorot", "Mikvaot", "Niddah", "Makhshirin", "Zavim", "Tevul Yom", "Yadayim", "Oktzin"] },
];

/** The tractates of a Mishna order (a mishna collection is named after its order), or [] for another name. */
export function tractatesOfOrder(order: string): string[] {
  return MISHNAH_ORDERS.find((o) => o.name.toLowerCase() === order.trim().toLowerCase())?.tractates ?? [];
}

/** The Hebrew name of a Mishna order ("Zeraim" → זרעים), or null for another name. */
export function hebrewNameOfOrder(order: string): string | null {
  return MISHNAH_ORDERS.find((o) => o.name.toLowerCase() === order.trim().toLowerCase())?.heName ?? null;
}

/** Talmud pages a generator offers for a tractate: 2a to 120b. */
export const TALMUD_PAGES: readonly string[] = Array.from({ length: 119 }, (_, i) => i + 2).flatMap((daf) => [`${daf}a`, `${daf}b`]);
