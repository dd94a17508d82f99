/**
 * Every source whose data, texts, fonts or programs Milim ships or imports, with the credit its
 * licence asks for (the 'Sources and licences' page, /sources). Names, credits and licence names
 * are proper names and stay as written; what each source is used for is worded in the interface
 * language by the page (the message `sources_use_<id>`). Ground truth: ../shared/data/SOURCES.md,
 * src/server/data/frequencywords-he/README.md and the packages' own licence files.
 */
export interface SourceLicence { name: string; url: string }

export interface SourceCredit {
  id: SourceId;
  name: string;
  /** Who to credit, as the licence asks. */
  credit: string;
  url: string;
  licences: SourceLicence[];
  /** Imported by 'Set up the library' or the import screens (else shipped with the app, run beside it, or downloaded by the server for its own use: DB-IP's database). */
  imported: boolean;
}

export const SOURCE_IDS = [
  "bdb", "strongs", "oshb", "jastrow", "wiktionary-hebrew", "wiktionary-aramaic", "sefaria-texts", "sefaria-lookup",
  "frequencywords", "freedict", "noto-serif-hebrew", "espeak-ng", "dbip",
] as const;
export type SourceId = (typeof SOURCE_IDS)[number];

const CC_BY_4 = { name: "CC BY 4.0", url: "https://creativecommons.org/licenses/by/4.0/" };
const CC_BY_SA_4 = { name: "CC BY-SA 4.0", url: "https://creativecommons.org/licenses/by-sa/4.0/" };
const PUBLIC_DOMAIN = { name: "Public domain", url: "https://creativecommons.org/publicdomain/mark/1.0/" };

export const SOURCES: SourceCredit[] = [
  {
    id: "bdb", name: "Brown–Driver–Briggs Hebrew and English Lexicon (BDB)", imported: true,
    credit: "Open Scriptures Hebrew Bible Project (HebrewLexicon); text by F. Brown, S. R. Driver and C. A. Briggs (1906)",
    url: "https://github.com/openscriptures/HebrewLexicon", licences: [CC_BY_4, PUBLIC_DOMAIN],
  },
  {
    id: "strongs", name: "Strong's Hebrew and Chaldee Dictionary", imported: true,
    credit: "Open Scriptures Hebrew Bible Project (HebrewLexicon); text by James Strong (1890)",
    url: "https://github.com/openscriptures/HebrewLexicon", licences: [CC_BY_4, PUBLIC_DOMAIN],
  },
  {
    id: "oshb", name: "Open Scriptures Hebrew Bible (morphhb)", imported: true,
    credit: "Open Scriptures Hebrew Bible Project: lemmas and morphology; Westminster Leningrad Codex text",
    url: "https://github.com/openscriptures/morphhb", licences: [CC_BY_4, PUBLIC_DOMAIN],
  },
  {
    id: "jastrow", name: "Jastrow, Dictionary of the Targumim, the Talmud Babli and Yerushalmi, and the Midrashic Literature", imported: true,
    credit: "Marcus Jastrow (1903); XML in Sefaria's dictionary format from BraydenKO/Jastrow-Klein-Dicts",
    url: "https://github.com/BraydenKO/Jastrow-Klein-Dicts", licences: [PUBLIC_DOMAIN],
  },
  {
    id: "wiktionary-hebrew", name: "Wiktionary: Hebrew entries (kaikki.org)", imported: true,
    credit: "Wiktionary contributors; extracted by kaikki.org (Wiktextract, Tatu Ylonen)",
    url: "https://kaikki.org/dictionary/Hebrew/", licences: [CC_BY_SA_4, { name: "GFDL", url: "https://www.gnu.org/licenses/fdl-1.3.html" }],
  },
  {
    id: "wiktionary-aramaic", name: "Wiktionary: Aramaic entries (kaikki.org)", imported: true,
    credit: "Wiktionary contributors; extracted by kaikki.org (Wiktextract, Tatu Ylonen)",
    url: "https://kaikki.org/dictionary/Aramaic/", licences: [CC_BY_SA_4, { name: "GFDL", url: "https://www.gnu.org/licenses/fdl-1.3.html" }],
  },
  {
    id: "sefaria-texts", name: "Sefaria: texts and translations", imported: true,
    credit: "Sefaria and the publisher of each text version (named on the text's page at sefaria.org)",
    url: "https://www.sefaria.org/",
    licences: [
      PUBLIC_DOMAIN, { name: "CC BY", url: "https://creativecommons.org/licenses/by/4.0/" },
      { name: "CC BY-SA", url: "https://creativecommons.org/licenses/by-sa/4.0/" }, { name: "CC BY-NC", url: "https://creativecommons.org/licenses/by-nc/4.0/" },
    ],
  },
  {
    id: "sefaria-lookup", name: "Sefaria: word lookup (Jastrow's entries)", imported: true,
    credit: "Sefaria; Marcus Jastrow (1903)", url: "https://developers.sefaria.org/", licences: [PUBLIC_DOMAIN],
  },
  {
    id: "frequencywords", name: "FrequencyWords: Hebrew (OpenSubtitles 2018), top 5,000", imported: false,
    credit: "Hermit Dave, FrequencyWords; counted in the OpenSubtitles corpus", url: "https://github.com/hermitdave/FrequencyWords", licences: [CC_BY_SA_4],
  },
  {
    id: "freedict", name: "FreeDict dictionaries (English to Spanish, Portuguese, French, Italian)", imported: false,
    credit: "The FreeDict project and its contributors", url: "https://freedict.org/",
    licences: [{ name: "GPL-2.0-or-later", url: "https://www.gnu.org/licenses/old-licenses/gpl-2.0.html" }],
  },
  {
    id: "noto-serif-hebrew", name: "Noto Serif Hebrew (font)", imported: false,
    credit: "The Noto Project Authors; packaged by Fontsource", url: "https://fonts.google.com/noto/specimen/Noto+Serif+Hebrew",
    licences: [{ name: "SIL Open Font License 1.1", url: "https://openfontlicense.org/" }],
  },
  {
    id: "espeak-ng", name: "eSpeak NG (speech)", imported: false,
    credit: "The eSpeak NG contributors", url: "https://github.com/espeak-ng/espeak-ng",
    licences: [{ name: "GPL-3.0-or-later", url: "https://www.gnu.org/licenses/gpl-3.0.html" }],
  },
  {
    id: "dbip", name: "DB-IP City Lite (sign-up place)", imported: false,
    credit: "IP Geolocation by DB-IP (db-ip.com); IP to City Lite, downloaded from DB-IP by the server (GEOIP_URL)", url: "https://db-ip.com/", licences: [CC_BY_4],
  },
];
