import path from "node:path";
import { offsetClock } from "./lib/offset-clock";
import { createAuth, type PasswordHasher } from "./auth/auth";
import { readSetupLinkState } from "./auth/first-admin";
import type { Config } from "./config";
import { SessionCache } from "./auth/session-cache";
import { SESSIONS_ENDED_CHANNEL } from "./db/listen-postgres";
import type { Database } from "./db/client";
import type { Deps } from "./deps";
import { createGeolocator } from "./integrations/geolocation/create-geolocator";
import type { Geolocator } from "./integrations/geolocation/geolocator";
import { createOutboxMailer, createSmtpMailer, type Mailer } from "./integrations/mail/mailer";
import { createStorage } from "./integrations/storage/create-storage";
import type { Logger } from "./lib/logger";
import { VersionedCache } from "./lib/versioned-cache";
import { createAnswerWriter } from "./modules/progress/create-answer-writer";
import { createSefariaClient, type SefariaClient } from "./integrations/sefaria/sefaria-client";
import { createJobQueue } from "./jobs/create-job-queue";
import { bibleImportJob, bibleTitles } from "./modules/books/import-bible";
import { bookImportJob } from "./modules/books/import-book";
import { setupMishnahTitles, setupTalmudTitles } from "../shared/books/importable-titles";
import { translationMergeJob } from "./modules/books/merge-translations";
import { fitParametersJob } from "./modules/review/fit-parameters-job";
import { translateWordsJob } from "./modules/translation/translate-words";
import { createFreedictTranslator } from "./integrations/translators/freedict-translator";
import { createLibreTranslateTranslator } from "./integrations/translators/libretranslate-translator";
import { createLlmTranslator } from "./integrations/translators/llm-translator";
import { createLlmClient } from "./integrations/llm/llm-client";
import { createLlmWordGenerator, type LlmWordGenerator } from "./integrations/llm/generate-words";
import { generateWordsJob } from "./modules/generation/generate-words-job";
import { createLlmWordGeneratorProvider } from "./integrations/word-generators/llm-word-generator";
import { createOfflineWordGenerator } from "./integrations/word-generators/offline-word-generator";
import { glossInPlace } from "./modules/dictionary/gloss-in-place";
import type { WordGenerator } from "./integrations/word-generators/word-generator";
import { libraryImportJob } from "./modules/generation/import-from-library";
import type { Translator } from "./integrations/translators/translator";
import { dictionaryImportJob } from "./modules/dictionary/import-lexicon";
import { lemmaImportJob } from "./modules/dictionary/import-lemmas";
import { jastrowSource } from "./modules/dictionary/jastrow-source";
import { kaikkiAramaicSource, kaikkiHebrewSource } from "./modules/dictionary/kaikki-source";
import { sefariaAramaicSource } from "./modules/dictionary/sefaria-aramaic-source";
import { bdbSource, strongsSource } from "./modules/dictionary/xml-lexicon-source";
import { noSpeechEngine, type SpeechEngine } from "./integrations/speech/speech-engine";
import { createEspeakEngine } from "./integrations/speech/espeak-ng-engine";
import { createCachedSpeechEngine } from "./integrations/speech/cached-speech-engine";
import { createMetrics } from "./lib/metrics";
import { setUpLibraryJob } from "./modules/getting-started/set-up-library-job";

/** A size setting in MB (1 MB = 1,048,576 bytes) as bytes. */
const megabytes = (mb: number) => Math.round(mb * 1024 * 1024);

/** Wires the integrations (each with its offline default) around an open, migrated database. */
export function createDeps(config: Config, database: Database, log: Logger, secret: string, overrides: Partial<Pick<Deps, "mailer" | "storage" | "sefaria" | "translator" | "now" | "speech">> & { geolocator?: Geolocator; generationPauseMs?: number; jobSweepSeconds?: number; passwordHasher?: PasswordHasher } = {}): Deps {
  const mailer: Mailer = overrides.mailer
    ?? (config.SMTP_URL ? createSmtpMailer(config.SMTP_URL, config.MAIL_FROM, { allowPlaintext: config.SMTP_ALLOW_PLAINTEXT }) : createOutboxMailer(path.join(config.dataDir, "outbox"), config.MAIL_FROM, log));
  const storage = overrides.storage ?? createStorage(config);
  const now = overrides.now ?? (config.CLOCK_OFFSET_FILE ? offsetClock(config.CLOCK_OFFSET_FILE) : () => new Date());
  const geolocator = overrides.geolocator ?? createGeolocator(config, log, now);
  const auth = createAuth({ config, db: database.db, mailer, log, secret, geolocator, now, storage, ...(overrides.passwordHasher ? { passwordHasher: overrides.passwordHasher } : {}) });
  const sefaria: SefariaClient = overrides.sefaria ?? createSefariaClient(config.SEFARIA_URL, { maxResponseBytes: megabytes(config.SEFARIA_MAX_RESPONSE_MB) });
  const lexiconMax = megabytes(config.LEXICON_DOWNLOAD_MAX_MB);
  // LibreTranslate when set, else the language model when set, else FreeDict (offline).
  const translator: Translator = overrides.translator ?? (config.LIBRETRANSLATE_URL
    ? createLibreTranslateTranslator(config.LIBRETRANSLATE_URL, config.LIBRETRANSLATE_API_KEY)
    : config.LLM_BASE_URL
      ? createLlmTranslator(createLlmClient({ baseUrl: config.LLM_BASE_URL, apiKey: config.LLM_API_KEY, model: config.LLM_MODEL, timeoutMs: config.LLM_TIMEOUT_SECONDS * 1000 }))
      : createFreedictTranslator(config.FREEDICT_DIR));
  const llm = config.LLM_BASE_URL
    ? createLlmClient({ baseUrl: config.LLM_BASE_URL, apiKey: config.LLM_API_KEY, model: config.LLM_MODEL, timeoutMs: config.LLM_TIMEOUT_SECONDS * 1000 })
    : null;
  const wordGenerator: LlmWordGenerator | null = llm ? createLlmWordGenerator({ ...llm, timeoutMs: config.LLM_TIMEOUT_SECONDS * 1000 }) : null;
  const metrics = createMetrics();
  if (database.usage) metrics.watchDatabase(database.kind, database.usage);
  const jobs = createJobQueue(database, log, { staleSeconds: config.JOB_STALE_SECONDS, now, onJobEnded: metrics.observeJob, ...(overrides.jobSweepSeconds ? { sweepSeconds: overrides.jobSweepSeconds } : {}) });
  // Every kind of background job, registered before the queue starts (main.ts, test-app).
  const bookImport = bookImportJob({ db: database.db, sefaria, log });
  jobs.register(bookImport);
  jobs.register(translateWordsJob({ db: database.db, translator }));
  // The word generator: the language model when LLM_BASE_URL is set, else the offline one over the library.
  const generator: WordGenerator = wordGenerator ? createLlmWordGeneratorProvider(wordGenerator) : createOfflineWordGenerator(database.db, glossInPlace(database.db));
  jobs.register(generateWordsJob({ db: database.db, log, generator, ...(overrides.generationPauseMs !== undefined ? { pauseMs: overrides.generationPauseMs } : {}) }));
  jobs.register(libraryImportJob({ db: database.db, sefaria, llm: wordGenerator, glossInPlace: glossInPlace(database.db) }));
  jobs.register(lemmaImportJob({ db: database.db, baseUrl: config.OSHB_URL, maxBytes: lexiconMax }));
  const bibleImport = bibleImportJob({ db: database.db, dir: config.OSHB_WLC_DIR, log });
  jobs.register(bibleImport);
  jobs.register(translationMergeJob({ db: database.db, sefaria }));
  jobs.register(fitParametersJob({ db: database.db }));
  const lexiconImport = dictionaryImportJob({
    db: database.db, kind: database.kind, log,
    sources: [
      bdbSource(config.DICTIONARY_BDB_URL, lexiconMax), strongsSource(config.DICTIONARY_STRONGS_URL, lexiconMax),
      kaikkiAramaicSource(config.DICTIONARY_KAIKKI_ARAMAIC_URL, lexiconMax), sefariaAramaicSource(sefaria), jastrowSource(config.DICTIONARY_JASTROW_URL, lexiconMax),
      kaikkiHebrewSource(config.DICTIONARY_KAIKKI_HEBREW_URL, lexiconMax),
    ],
  });
  jobs.register(lexiconImport);
  // 'Set up the library': those imports, then the built-in collections filled by the offline generator (whatever LLM_BASE_URL says).
  jobs.register(setUpLibraryJob({
    db: database.db, log, importBible: bibleImport, importLexicon: lexiconImport, importBook: bookImport,
    mishnahTitles: setupMishnahTitles(config.SETUP_MISHNAH),
    talmudTitles: setupTalmudTitles(config.SETUP_TALMUD), talmudAmudim: config.SETUP_TALMUD_AMUDIM,
    fillCollection: generateWordsJob({ db: database.db, log, generator: createOfflineWordGenerator(database.db, glossInPlace(database.db)) }),
    bibleTitles: config.SETUP_BIBLE_BOOKS.trim() === "all" ? bibleTitles("all") : config.SETUP_BIBLE_BOOKS.split(",").map((t) => t.trim()).filter(Boolean),
  }));
  // espeak-ng's Hebrew voice (each text made once, kept in memory and in DATA_DIR/speech), unless off.
  const speech: SpeechEngine = overrides.speech ?? (config.ESPEAK_PATH === "off"
    ? noSpeechEngine
    : createCachedSpeechEngine(createEspeakEngine({ command: config.ESPEAK_PATH }), { dir: path.join(config.dataDir, "speech") }));
  const answers = createAnswerWriter(database.db, log, now);
  answers.onBatch = metrics.observeAnswerBatch;
  const sessionCache = new SessionCache();
  if (database.listen) {
    // Several servers may share PostgreSQL: sessions ended on another one are told here at their
    // commit (migration 0039); until that notice can arrive, every request validates its session.
    sessionCache.pause();
    let listening = false;
    database.listen(SESSIONS_ENDED_CHANNEL, {
      onNotice: () => sessionCache.clear(),
      onListening: () => {
        listening = true;
        sessionCache.resume();
      },
      onLost: (err) => {
        sessionCache.pause();
        // Once a loss (the tries to connect again fail quietly until one holds).
        if (listening) log.warn({ err }, "The notices of ended sessions stopped (connecting again): sessions are not cached meanwhile");
        listening = false;
      },
    });
  }
  return {
    config, database, db: database.db, auth, mailer, storage, log, sessionCache, metrics, lifecycle: { stopping: false },
    answers, wordLists: new VersionedCache(), jobs, sefaria, translator, wordGenerator, now, speech,
    setupLinkState: (token) => readSetupLinkState(database.db, secret, token),
  };
}
