import type { Config } from "./config";
import type { Database, Db } from "./db/client";
import type { Auth } from "./auth/auth";
import type { Mailer } from "./integrations/mail/mailer";
import type { Storage } from "./integrations/storage/storage";
import type { Logger } from "./lib/logger";
import type { SessionCache } from "./auth/session-cache";
import type { VersionedCache } from "./lib/versioned-cache";
import type { AnswerWriter } from "../shared/study/answer-write";
import type { EncodedWordList } from "./lib/encode-word-list";
import type { SefariaClient } from "./integrations/sefaria/sefaria-client";
import type { Translator } from "./integrations/translators/translator";
import type { JobQueue } from "./jobs/job-types";
import type { LlmWordGenerator } from "./integrations/llm/generate-words";
import type { SpeechEngine } from "./integrations/speech/speech-engine";
import type { Metrics } from "./lib/metrics";
import type { SetupLinkState } from "./auth/first-admin";

/** Everything a route or job needs, built once in main.ts (or a test) and passed down. */
export interface Deps {
  config: Config;
  database: Database;
  db: Db;
  auth: Auth;
  mailer: Mailer;
  /** The "backups" file store (local folder or S3-compatible). */
  storage: Storage;
  log: Logger;
  /** Validated sessions, cleared by every state-changing /api/auth request. */
  sessionCache: SessionCache;
  /** Writes learners' answers, several per transaction when they arrive together. */
  answers: AnswerWriter;
  /** Each collection's word list encoded as the collection page sends it, by version (the same for every learner). */
  wordLists: VersionedCache<EncodedWordList>;
  /** Background jobs (pg-boss): book imports now, lexicon imports and generation next. */
  jobs: JobQueue;
  /** The texts library (SEFARIA_URL). */
  sefaria: SefariaClient;
  /** English → es/pt/fr/it: LibreTranslate when LIBRETRANSLATE_URL is set, else FreeDict (offline). */
  translator: Translator;
  /** Word lists from a language model when LLM_BASE_URL is set; null: the offline generator (imported books and lexicons). */
  wordGenerator: LlmWordGenerator | null;
  /** Hebrew pronunciation as WAV (espeak-ng, cached per text); noSpeechEngine when ESPEAK_PATH=off. */
  speech: SpeechEngine;
  /**
   * The one clock of every decision by time: answers' and sessions' stamps, statistics and the daily
   * goal, the review schedule, reading progress, export and backup stamps, the generation queue's
   * timeout. Tests move it (CLOCK_OFFSET_FILE end to end); job heartbeats stay on real time.
   */
  now: () => Date;
  /** Prometheus metrics (GET /api/metrics): requests, jobs, the database, answer batches. */
  metrics: Metrics;
  /** What the first administrator's set-up link (its token) can do now (auth/first-admin.ts). */
  setupLinkState: (token: string) => Promise<SetupLinkState>;
  /** Set when the server begins to shut down: /api/health/ready answers 503 from then on. */
  lifecycle: { stopping: boolean };
}
