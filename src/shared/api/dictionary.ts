import { z } from "zod";
import { MessageParamsSchema } from "./message-params";
import { schemaMessage } from "../i18n/schema-message";
import { OccurrenceCountSchema, WordAnalysisSchema } from "./bible";
import { JobSchema } from "./jobs";
import { HowStepSchema } from "./how-steps";

/** The lexicons Milim imports (issue "Dictionary": one card each). */
export const DICTIONARY_SOURCES = ["bdb", "strongs", "kaikki-aramaic", "sefaria-aramaic", "jastrow", "kaikki-hebrew"] as const;
export const DictionarySourceSchema = z.enum(DICTIONARY_SOURCES);
export type DictionarySource = z.infer<typeof DictionarySourceSchema>;
export const DictionaryLanguageSchema = z.enum(["hebrew", "aramaic"]);

/**
 * What Jastrow keeps beyond the common columns: the homograph number, every head-word,
 * the binyanim with their forms and glosses, the plural forms, and the citations (shown as text,
 * collapsed). Null for the other lexicons.
 */
export const LexiconDetailsSchema = z.object({
  homograph: z.string().nullable(),
  headWords: z.array(z.string()),
  binyanim: z.array(z.object({ name: z.string(), forms: z.array(z.string()), glosses: z.array(z.string()) })),
  plurals: z.array(z.string()),
  notes: z.array(z.string()),
  /** An entry that is only a cross-reference: the head-word it names, as printed ("חֲזֵי", "זְמַר I"). */
  see: z.string().optional(),
  /** Such an entry's other head-words named after `see`, as printed, in its order ("תָּרְנָא, v. תּוֹרֶן, תּוּרְנָא": תּוּרְנָא). */
  seeAlso: z.array(z.string()).optional(),
  /**
   * The entry's quotations counted by the kind of text (shared/hebrew/jastrow-citations), once at
   * import; absent in an entry imported before they were counted (the lookup counts its notes then).
   */
  uses: z.object({ talmud: z.number().int(), mishnah: z.number().int(), targum: z.number().int() }).optional(),
});
export type LexiconDetails = z.infer<typeof LexiconDetailsSchema>;

export const DictionaryEntrySchema = z.object({
  id: z.string().uuid(),
  source: DictionarySourceSchema,
  sourceId: z.string(),
  word: z.string(),
  transliteration: z.string().nullable(),
  pronunciation: z.string().nullable(),
  partOfSpeech: z.string().nullable(),
  language: DictionaryLanguageSchema,
  definitions: z.array(z.string()),
  root: z.string().nullable(),
  isProperName: z.boolean(),
  referenceTo: z.string().nullable(),
  /** A cross-reference's other targets, after `referenceTo`, in the order it names them (Jastrow's "v. X, Y"); empty when it names one. */
  referenceAlso: z.array(z.string()).optional(),
  /** The head-word of the entry `referenceTo` names ("הוּא" for BDB's הִיא), null where it is not in the table. */
  referenceWord: z.string().nullable().optional(),
  /** The head-word of each of `referenceAlso`, in its order, null where the entry is not in the table (the Dictionary page's entries; not the lookup's). */
  referenceAlsoWords: z.array(z.string().nullable()).optional(),
  crossRefs: z.array(z.string()),
  /** Each of `crossRefs`' head-words, in its order (its id where the entry is not in the table). */
  crossRefWords: z.array(z.string()).optional(),
  linkedId: z.string().nullable(),
  /** Jastrow only (absent or null for the other lexicons). */
  details: LexiconDetailsSchema.nullable().optional(),
  /** The reader's lookup: the head-word of the cross-reference this entry was reached through ("חֲזָא" for חֲזִי), else null or absent. */
  seeFrom: z.string().nullable().optional(),
});
export type DictionaryEntry = z.infer<typeof DictionaryEntrySchema>;

export const DictionaryStatsSchema = z.object({ hebrew: z.number().int(), aramaic: z.number().int() });
export type DictionaryStats = z.infer<typeof DictionaryStatsSchema>;

/** GET /api/dictionary/entries: one page of the browse table, filtered and paged on the server. */
export const DictionaryBrowseQuerySchema = z.object({
  language: DictionaryLanguageSchema.optional(),
  /** One of the 22 Hebrew letters, or A–Z. */
  letter: z.string().regex(/^([\u05D0-\u05EA]|[A-Za-z])$/, schemaMessage("dictionary_choose_letter")).optional(),
  page: z.coerce.number().int().min(1).max(100_000).default(1),
}).strict();
export const DictionaryPageSchema = z.object({
  entries: z.array(DictionaryEntrySchema),
  total: z.number().int(),
  page: z.number().int(),
  pageSize: z.number().int(),
});
export type DictionaryEntriesPage = z.infer<typeof DictionaryPageSchema>;

/** GET /api/dictionary/search?q=: at most 500 matches counted, 50 shown, best first. */
export const DictionarySearchQuerySchema = z.object({
  q: z.string().max(100),
  language: DictionaryLanguageSchema.optional(),
}).strict();
/**
 * `abbreviation`: the query was a rabbinic abbreviation (ת"ש), its expansion (תָּא שְׁמַע); the entries are its main word's,
 * the one the abbreviations' table names first. null otherwise.
 */
export const DictionaryImportRunSchema = z.object({
  id: z.string().uuid(),
  source: DictionarySourceSchema,
  language: DictionaryLanguageSchema,
  status: z.enum(["running", "completed", "failed"]),
  importedWords: z.number().int(),
  totalWords: z.number().int().nullable(),
  error: z.string().nullable(),
  /** The key and parameters `error` was written from (the catalogue's `server_<key>`), else null. */
  errorKey: z.string().nullable(),
  errorParams: MessageParamsSchema.nullable(),
  jobId: z.string().uuid().nullable(),
  startedAt: z.string(),
  updatedAt: z.string(),
  completedAt: z.string().nullable(),
  /** A completed import whose entries were read by older rules than the import's now (shared/dictionary/lexicon-rules): to be made again. */
  outdated: z.boolean(),
  /** The entries a completed import removed, no longer in the file it read (its job's result); null: not said (an import made before it was counted). */
  removed: z.number().int().nullable(),
});
export type DictionaryImportRun = z.infer<typeof DictionaryImportRunSchema>;
/** GET /api/dictionary/imports: the latest run of each source (stale ones marked failed first). */
export const DictionaryImportListSchema = z.object({ runs: z.array(DictionaryImportRunSchema) });

/** POST /api/dictionary/imports (admin): import a lexicon from its configured URL. */
export const StartDictionaryImportSchema = z.object({ source: DictionarySourceSchema }).strict();
export const StartDictionaryImportResultSchema = z.object({ job: JobSchema });
/** POST /api/dictionary/imports/cleanup (admin): runs left running 10 minutes, now failed. */
export const CleanUpStaleImportsResultSchema = z.object({ failed: z.number().int() });
/** POST /api/dictionary/imports/:source/upload (admin): the lexicon file itself as the body (an offline server). */
export const UploadDictionaryParamsSchema = z.object({ source: DictionarySourceSchema });
export const MAX_LEXICON_UPLOAD_BYTES = 50 * 1024 * 1024;
/** Wiktionary Hebrew's upload may be larger: kaikki.org's whole extract is about 53 MB. */
export const MAX_WIKTIONARY_HEBREW_UPLOAD_BYTES = 64 * 1024 * 1024;
/** The largest file a lexicon's upload takes. */
export const maxLexiconUploadBytes = (source: DictionarySource): number =>
  source === "kaikki-hebrew" ? MAX_WIKTIONARY_HEBREW_UPLOAD_BYTES : MAX_LEXICON_UPLOAD_BYTES;
/**
 * The most text one dictionary entry may hold, in characters over all its fields (headword,
 * transliteration, definitions, cross-references…), far above the real lexicons' longest (BDB's
 * largest entry is 32 KB of XML, markup included).
 * A longer entry is not imported: it is counted as malformed, reason `tooLarge`.
 */
export const MAX_LEXICON_ENTRY_CHARS = 64 * 1024;
/**
 * The longest line of a JSON Lines lexicon (kaikki.org), in characters: a longer line is counted
 * as malformed (`tooLarge`) and skipped without being held or parsed.
 */
export const MAX_LEXICON_LINE_CHARS = 1024 * 1024;
export const DictionaryEntryParamsSchema = z.object({ entryId: z.string().uuid() });
/** GET /api/dictionary/sources/:source/entries/:sourceId: an entry by its lexicon id (cross-references). */
export const DictionarySourceEntryParamsSchema = z.object({ source: DictionarySourceSchema, sourceId: z.string().min(1).max(40) });

/**
 * GET /api/dictionary/lookup: a word tapped in the reader. With its place in a book (book id,
 * chapter, verse, 1-based word position), the lemma of that word comes first where the book has
 * lemma data.
 */
export const DictionaryLookupQuerySchema = z.object({
  word: z.string().trim().min(1).max(100),
  book: z.string().uuid().optional(),
  chapter: z.coerce.number().int().min(1).max(100_000).optional(),
  verse: z.coerce.number().int().min(1).max(100_000).optional(),
  position: z.coerce.number().int().min(1).max(10_000).optional(),
}).strict().refine((q) => [q.book, q.chapter, q.verse, q.position].every((v) => v === undefined) || [q.book, q.chapter, q.verse, q.position].every((v) => v !== undefined), {
  message: schemaMessage("dictionary_place_together"),
});
export type DictionaryLookupQuery = z.infer<typeof DictionaryLookupQuerySchema>;

/** The reading a lookup used: the proclitics as written ("וּבְ") and the stem; no prefix for the whole word. */
export const WordReadingSchema = z.object({
  prefix: z.string(), prefixPlain: z.string(), stem: z.string(), stemPlain: z.string(),
  /** The form looked up when it is not the stem as written (an ending taken off: מילתא → מילה). */
  form: z.string().optional(),
  /** How the reading was found ('ד + אמר', 'plural of רַבָּן'); absent or "" for the word itself. */
  how: z.string().optional(),
  /** The same, step by step (shared/hebrew/reading-how), for the panel to word in the interface language. */
  howSteps: z.array(HowStepSchema).optional(),
  /**
   * How dear the reading is: its steps (proclitics, endings, a verb's prefix…), less for a
   * form the texts of the book's kind use often; lower is likelier. Absent for the word's lemma.
   */
  cost: z.number().optional(),
});
export type WordReading = z.infer<typeof WordReadingSchema>;

export const DictionaryLookupSchema = z.object({
  word: z.string(),
  /** How the word was read to find `entries`; null when it has no Hebrew letters. */
  reading: WordReadingSchema.nullable(),
  entries: z.array(DictionaryEntrySchema),
  /**
   * The other readings a lexicon holds (by the Aramaic and rabbinic morphology), at most two,
   * each with its entries; the first reading is `reading` and `entries`.
   */
  moreReadings: z.array(z.object({ reading: WordReadingSchema, entries: z.array(DictionaryEntrySchema) })).optional(),
  /**
   * True when the second reading is nearly as likely as the first (their costs are close):
   * the panel says the word may be read either way and shows both.
   */
  close: z.boolean().optional(),
  /**
   * The id of the entry of `entries` (another word, not the first's twin in another lexicon) nearly as
   * likely as the first: the ranking told them apart only by a weak rule (shared/hebrew/entry-doubt). The
   * panel says it is unsure and shows that entry right under the first. Absent when the first is sure.
   */
  closeEntryId: z.string().optional(),
  /** The word's lemma from the book's morphology (Strong's number, its entries), when there is one. */
  lemma: z.object({ strong: z.string(), prefix: z.string(), entries: z.array(DictionaryEntrySchema) }).nullable(),
  /**
   * Given the word's place: the id of the word in the learner's "My words" of the book's domain
   * when it is saved there (POST /api/my-words; DELETE /api/my-words/:id removes it); null when it
   * is not, or without a place.
   */
  myWordId: z.string().nullable(),
  /** Given the word's place in a book with morphology: its parts and parsing; null otherwise. */
  analysis: WordAnalysisSchema.nullable(),
  /** Given the word's place: how often it occurs in the library (by lemma, else by plain form); null without a place. */
  occurrences: OccurrenceCountSchema.nullable(),
});
export type DictionaryLookup = z.infer<typeof DictionaryLookupSchema>;

/**
 * GET /api/dictionary/search: the matches (exact, prefix, the rest), an abbreviation's expansion, and `readAs`: how the
 * reader's lookup reads a Hebrew word written with proclitics or endings (ובביתו: ו + ב + בַּיִת, suffix ־ו) with its
 * first entries, which a match of its letters misses (ביתו finds Boëthus); null for a word read as it is written.
 */
export const DictionarySearchResultSchema = z.object({
  entries: z.array(DictionaryEntrySchema),
  total: z.number().int(),
  abbreviation: z.object({ written: z.string(), expansion: z.string() }).nullable(),
  readAs: z.object({ reading: WordReadingSchema, entries: z.array(DictionaryEntrySchema) }).nullable(),
});
export type DictionarySearchResult = z.infer<typeof DictionarySearchResultSchema>;

/** POST /api/dictionary/lemma-imports (admin): an imported Tanakh book's word lemmas from OpenScriptures' morphology. */
export const StartLemmaImportSchema = z.object({ bookId: z.string().uuid() }).strict();
