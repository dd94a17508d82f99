// Shared content: domains, subcategories, collections, words, books, dictionary.
// Only admins write these (learners may own private imported collections: owner_id).
import { sql } from "drizzle-orm";
import {
  bigint, bigserial, boolean, check, index, integer, jsonb, pgSequence, pgTable, primaryKey, text, timestamp, uniqueIndex, uuid,
} from "drizzle-orm/pg-core";
import { DICTIONARY_SOURCES, type LexiconDetails } from "../../../shared/api/dictionary";
import { user } from "./auth";

const createdAt = () => timestamp("created_at", { withTimezone: true }).notNull().defaultNow();

export const domains = pgTable("domains", {
  id: uuid("id").primaryKey().defaultRandom(),
  name: text("name").notNull(),
  slug: text("slug").notNull().unique(),
  description: text("description"),
  /** HSL triple as text, e.g. "217 91% 60%". */
  color: text("color").notNull(),
  order: integer("order").notNull().default(0),
  createdAt: createdAt(),
});

export const subcategories = pgTable(
  "subcategories",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    name: text("name").notNull(),
    description: text("description"),
    /** null: usable in every domain. */
    domainId: uuid("domain_id").references(() => domains.id, { onDelete: "cascade" }),
    order: integer("order").notNull().default(0),
    createdAt: createdAt(),
  },
  (t) => [uniqueIndex("subcategories_domain_name_uq").on(sql`coalesce(${t.domainId}::text, '')`, t.name)],
);

/** Gives each collection's word list a version no other list, before or after, ever had. */
export const wordsVersionSeq = pgSequence("milim_words_version_seq");

export const collections = pgTable(
  "collections",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    domain: text("domain").notNull().references(() => domains.slug, { onUpdate: "cascade", onDelete: "restrict" }),
    name: text("name").notNull(),
    slug: text("slug").notNull(),
    order: integer("order").notNull().default(0),
    description: text("description"),
    subcategory: text("subcategory"),
    metadata: jsonb("metadata").$type<Record<string, unknown>>().notNull().default({}),
    /** null for shared collections; a user id for a learner's private imported collection. */
    ownerId: text("owner_id").references(() => user.id, { onDelete: "cascade" }),
    /**
     * Changes whenever a statement inserts, updates or deletes this collection's words (triggers
     * on words, migration 0003; a new value from milim_words_version_seq each time), so a cached
     * copy of the word list is current exactly when its version is this one.
     */
    wordsVersion: bigint("words_version", { mode: "number" }).notNull().default(sql`nextval('milim_words_version_seq')`),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex("collections_shared_domain_slug_uq").on(t.domain, t.slug).where(sql`${t.ownerId} is null`),
    uniqueIndex("collections_owned_domain_slug_uq").on(t.ownerId, t.domain, t.slug).where(sql`${t.ownerId} is not null`),
    index("collections_domain_order_idx").on(t.domain, t.order),
    check("collections_slug_format", sql`${t.slug} ~ '^[a-z0-9]+(-[a-z0-9]+)*$'`),
  ],
);

export const words = pgTable(
  "words",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    collectionId: uuid("collection_id").notNull().references(() => collections.id, { onDelete: "cascade" }),
    hebrew: text("hebrew").notNull(),
    english: text("english").notNull().default(""),
    spanish: text("spanish"),
    portuguese: text("portuguese"),
    french: text("french"),
    italian: text("italian"),
    translit: text("translit"),
    pos: text("pos"),
    freqRank: integer("freq_rank"),
    /** Tractate for mishna. */
    subcategory: text("subcategory"),
    /** Chapter, page (2a) or other section label. */
    section: text("section"),
    /** Where a learner met the word (a word saved from the reader): "Genesis 1:1", "Berakhot 2a:3". */
    contextRef: text("context_ref"),
    /** That verse's Hebrew text, cantillation removed (niqqud kept). */
    contextText: text("context_text"),
    /** The lemma it stands for, where known (migration 0025): its Strong's number with the homonym letter other than the first ("H559", "H2416e": shared/dictionary/lexical-links#lemmaKey, migration 0042). */
    lemma: text("lemma"),
    /** Niqqud- and cantillation-stripped, NFC, lower-cased Hebrew; computed by the database. */
    hebrewPlain: text("hebrew_plain").generatedAlwaysAs(sql`milim_plain(hebrew)`),
    createdAt: createdAt(),
  },
  (t) => [
    index("words_collection_rank_idx").on(t.collectionId, t.freqRank),
    /** The Words Database's order within a collection (no rank last), walked by keyset. */
    index("words_collection_rank_key_idx").on(t.collectionId, sql`coalesce(${t.freqRank}, 2147483647)`, t.id),
    index("words_hebrew_plain_trgm").using("gin", sql`${t.hebrewPlain} gin_trgm_ops`),
    index("words_lemma_idx").on(t.lemma).where(sql`${t.lemma} is not null`),
    index("words_english_trgm").using("gin", sql`${t.english} gin_trgm_ops`),
    index("words_translit_trgm").using("gin", sql`${t.translit} gin_trgm_ops`),
  ],
);

export const books = pgTable("books", {
  id: uuid("id").primaryKey().defaultRandom(),
  title: text("title").notNull(),
  hebrewTitle: text("hebrew_title"),
  category: text("category"),
  description: text("description"),
  totalChapters: integer("total_chapters").notNull().default(0),
  totalVerses: integer("total_verses").notNull().default(0),
  /** Where the text came from (its Sefaria index title) so a re-import updates it, never copies it. */
  sourceRef: text("source_ref").unique(),
  /** How chapters are numbered: "Integer" (1, 2…) or "Talmud" (amudim 2a, 2b… stored as 3, 4…). */
  addressType: text("address_type", { enum: ["Integer", "Talmud"] }).notNull().default("Integer"),
  /** When OpenScriptures' Hebrew Bible (text and/or morphology, from morphhb) was written into the book: its credit is shown. */
  oshbImportedAt: timestamp("oshb_imported_at", { withTimezone: true }),
  /** The book's place in the Tanakh (1–39), where known: occurrences are listed in this order. */
  canonOrder: integer("canon_order"),
  /**
   * How far the texts library's text goes (its last chapter: a tractate's last amud), as an import learned it: exact
   * where `sourceEndExact` (the tractate read to its end), else at least so far (the index record's count). Null: unknown.
   */
  sourceEnd: integer("source_end"),
  sourceEndExact: boolean("source_end_exact").notNull().default(false),
  createdAt: createdAt(),
});

export const bookVerses = pgTable(
  "book_verses",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    bookId: uuid("book_id").notNull().references(() => books.id, { onDelete: "cascade" }),
    chapter: integer("chapter").notNull(),
    verse: integer("verse").notNull(),
    hebrewText: text("hebrew_text").notNull().default(""),
    englishText: text("english_text"),
    spanishText: text("spanish_text"),
    frenchText: text("french_text"),
    italianText: text("italian_text"),
    portugueseText: text("portuguese_text"),
    hebrewPlain: text("hebrew_plain").generatedAlwaysAs(sql`milim_plain(hebrew_text)`),
  },
  (t) => [
    uniqueIndex("book_verses_ref_uq").on(t.bookId, t.chapter, t.verse),
    index("book_verses_hebrew_plain_trgm").using("gin", sql`${t.hebrewPlain} gin_trgm_ops`),
  ],
);

/**
 * The lemma of each word of a book (OpenScriptures' morphology of the Hebrew Bible), by its place
 * in the imported book: the reader's lookup shows the lemma's entry first. Replaced whole by an
 * import (all or nothing).
 */
export const bookWordLemmas = pgTable(
  "book_word_lemmas",
  {
    bookId: uuid("book_id").notNull().references(() => books.id, { onDelete: "cascade" }),
    chapter: integer("chapter").notNull(),
    verse: integer("verse").notNull(),
    /** 1-based, counting the verse's words as the reader splits them (spaces and maqaf). */
    position: integer("position").notNull(),
    /** The word as OpenScriptures writes it (points and cantillation, no morpheme marks). */
    surface: text("surface").notNull(),
    /** Its Strong's number in the dictionary's form ("H7225"); null for a particle with a suffix only (לוֹ: lemma "l"). */
    strong: text("strong"),
    /** The proclitics' letters OpenScriptures marks before the lemma ("ב", "וה"), "" for none. */
    prefix: text("prefix").notNull().default(""),
    /** OpenScriptures' lemma attribute ("c/559", "1254 a"); null from an import before migration 0021. */
    lemma: text("lemma"),
    /** Its morphology code ("HC/Vqw3ms", see src/shared/hebrew/decode-morph.ts). */
    morph: text("morph"),
    /** The word with "/" between its morphemes ("וַ/יֹּ֣אמֶר"). */
    parts: text("parts"),
  },
  (t) => [
    primaryKey({ columns: [t.bookId, t.chapter, t.verse, t.position] }),
    // Occurrences of a lemma: counted and paged from this index alone.
    index("book_word_lemmas_strong_idx").on(t.strong, t.bookId, t.chapter, t.verse, t.position),
  ],
);


export const dictionaryEntries = pgTable(
  "dictionary_entries",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    /** Which lexicon: bdb, strongs, kaikki-aramaic, sefaria-aramaic, jastrow, kaikki-hebrew. */
    source: text("source", { enum: DICTIONARY_SOURCES }).notNull(),
    /** Identifier in the source lexicon (BDB id, Strong's number…): a re-import updates in place. */
    sourceId: text("source_id").notNull(),
    word: text("word").notNull(),
    transliteration: text("transliteration"),
    pronunciation: text("pronunciation"),
    partOfSpeech: text("part_of_speech"),
    language: text("language", { enum: ["hebrew", "aramaic"] }).notNull(),
    definitions: text("definitions").array().notNull().default(sql`'{}'::text[]`),
    root: text("root"),
    isProperName: boolean("is_proper_name").notNull().default(false),
    /** For an entry that is only a cross-reference ('v. …'): the source id it points to. */
    referenceTo: text("reference_to"),
    /**
     * Such an entry's other targets, after `referenceTo`, in the order it names them (Jastrow's "תָּרְנָא, v. תּוֹרֶן, תּוּרְנָא":
     * the Hebrew word and the Aramaic one); empty when it names one (migration 0037).
     */
    referenceAlso: text("reference_also").array().notNull().default(sql`'{}'::text[]`),
    /** Source ids of the entries it refers to. */
    crossRefs: text("cross_refs").array().notNull().default(sql`'{}'::text[]`),
    /** The other lexicon's id of the same word (BDB ↔ Strong's, from LexicalIndex.xml). */
    linkedId: text("linked_id"),
    /** Every id of the other lexicon LexicalIndex.xml links it to (several homonyms, or several numbers; migration 0031). */
    linkedIds: text("linked_ids").array().notNull().default(sql`'{}'::text[]`),
    /** Beside each of `linkedIds`, OpenScriptures' augment letter of that link ("" for none): a word's lemma "7363 b" reads its homonym (migration 0041). */
    linkedAugs: text("linked_augs").array().notNull().default(sql`'{}'::text[]`),
    /** Other forms the entry is found by (Jastrow: head-words, plurals, binyan forms), pointed (migration 0022). */
    forms: text("forms").array().notNull().default(sql`'{}'::text[]`),
    /** Jastrow's homograph number, head-words, binyanim, plurals and citations; null for the other lexicons. */
    details: jsonb("details").$type<LexiconDetails>(),
    /** `forms` as milim_plain stores them: the lookup's `&&` (GIN). */
    formsPlain: text("forms_plain").array().generatedAlwaysAs(sql`milim_plain_all(forms)`),
    wordPlain: text("word_plain").generatedAlwaysAs(sql`milim_plain(word)`),
    /** Where the browse table files the head-word: its plain form without punctuation (shared/dictionary/head-word-sort-key; migration 0046). */
    wordSort: text("word_sort").generatedAlwaysAs(sql`milim_sort_key(word)`),
    /** The transliteration as the search compares it: accents, alef/ayin marks and apostrophes folded away (shared/dictionary/fold-transliteration; migration 0046). */
    transliterationPlain: text("transliteration_plain").generatedAlwaysAs(sql`milim_fold_latin(transliteration)`),
    /** The definitions as one text, for the trigram search of "any definition". */
    definitionsText: text("definitions_text").generatedAlwaysAs(sql`milim_join_text(definitions)`),
    /** The Hebrew letter filter: the first letter once niqqud is stripped, final forms folded. */
    hebrewLetter: text("hebrew_letter").generatedAlwaysAs(sql`translate(substring(milim_plain(word) from '[א-ת]'), 'ךםןףץ', 'כמנפצ')`),
    /** The A–Z filter: the first Latin letter of the definitions. */
    latinLetter: text("latin_letter").generatedAlwaysAs(sql`upper(substring(milim_join_text(definitions) from '[A-Za-z]'))`),
    createdAt: createdAt(),
    updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex("dictionary_entries_source_uq").on(t.source, t.sourceId),
    index("dictionary_entries_linked_idx").on(t.source, t.linkedId),
    index("dictionary_entries_language_idx").on(t.language, t.createdAt),
    index("dictionary_entries_hebrew_letter_idx").on(t.hebrewLetter, t.language),
    index("dictionary_entries_latin_letter_idx").on(t.latinLetter, t.language),
    index("dictionary_entries_word_plain_trgm").using("gin", sql`${t.wordPlain} gin_trgm_ops`),
    index("dictionary_entries_translit_plain_trgm").using("gin", sql`${t.transliterationPlain} gin_trgm_ops`),
    /** The browse table's order. */
    index("dictionary_entries_word_sort_idx").on(t.wordSort, t.source, t.sourceId),
    index("dictionary_entries_definitions_trgm").using("gin", sql`${t.definitionsText} gin_trgm_ops`),
    index("dictionary_entries_pos_trgm").using("gin", sql`${t.partOfSpeech} gin_trgm_ops`),
    /** The reader's word lookup: equality on the plain headword (several forms at once). */
    index("dictionary_entries_word_plain_idx").on(t.wordPlain),
    index("dictionary_entries_forms_plain_gin").using("gin", t.formsPlain),
    check("dictionary_entries_language_chk", sql`${t.language} in ('hebrew','aramaic')`),
  ],
);

/**
 * Where a lexicon import run puts its entries while it streams them: they reach dictionary_entries
 * in one statement when the run completes, so a crash or a failure mid-way never leaves half a
 * lexicon (the rows of a run that did not complete are deleted).
 */
export const dictionaryImportStaging = pgTable(
  "dictionary_import_staging",
  {
    seq: bigserial("seq", { mode: "number" }).primaryKey(),
    runId: uuid("run_id").notNull().references(() => dictionaryImportProgress.id, { onDelete: "cascade" }),
    source: text("source", { enum: DICTIONARY_SOURCES }).notNull(),
    sourceId: text("source_id").notNull(),
    word: text("word").notNull(),
    transliteration: text("transliteration"),
    pronunciation: text("pronunciation"),
    partOfSpeech: text("part_of_speech"),
    language: text("language", { enum: ["hebrew", "aramaic"] }).notNull(),
    definitions: text("definitions").array().notNull(),
    root: text("root"),
    isProperName: boolean("is_proper_name").notNull(),
    referenceTo: text("reference_to"),
    referenceAlso: text("reference_also").array().notNull().default(sql`'{}'::text[]`),
    crossRefs: text("cross_refs").array().notNull(),
    forms: text("forms").array().notNull().default(sql`'{}'::text[]`),
    details: jsonb("details").$type<LexiconDetails>(),
  },
  (t) => [index("dictionary_import_staging_run_idx").on(t.runId)],
);

/** One run of a lexicon import, beside its background job. */
export const dictionaryImportProgress = pgTable(
  "dictionary_import_progress",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    source: text("source", { enum: DICTIONARY_SOURCES }).notNull(),
    language: text("language", { enum: ["hebrew", "aramaic"] }).notNull(),
    status: text("status", { enum: ["running", "completed", "failed"] }).notNull().default("running"),
    importedWords: integer("imported_words").notNull().default(0),
    totalWords: integer("total_words"),
    jobId: uuid("job_id"),
    error: text("error"),
    /** The key and parameters `error` was written from (a rule's message, worded in the reader's language), else null. */
    errorKey: text("error_key"),
    errorParams: jsonb("error_params").$type<Record<string, string | number>>(),
    startedAt: timestamp("started_at", { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
    completedAt: timestamp("completed_at", { withTimezone: true }),
  },
  (t) => [
    index("dictionary_import_progress_latest_idx").on(t.source, t.startedAt),
    check("dictionary_import_progress_status_chk", sql`${t.status} in ('running','completed','failed')`),
  ],
);
