import { z } from "zod";
import { createRequire } from "node:module";
import path from "node:path";

/** morphhb's wlc folder in node_modules (the package ships the whole Hebrew Bible as OSIS XML). */
const defaultWlcDir = path.join(path.dirname(createRequire(import.meta.url).resolve("morphhb/package.json")), "wlc");

const bool = z.enum(["true", "false", "1", "0"]).transform((v) => v === "true" || v === "1");
const emailList = z.string().transform((v) => v.split(",").map((s) => s.trim().toLowerCase()).filter(Boolean));

/** Every environment variable the server reads. The README's table documents each one. */
const EnvSchema = z.object({
  PORT: z.coerce.number().int().min(0).max(65535).default(8080),
  HOST: z.string().default("0.0.0.0"),
  PUBLIC_URL: z.url().optional(),
  DATA_DIR: z.string().default("./data"),
  /** The built client (vite build output) the server serves. */
  CLIENT_DIR: z.string().default("./dist/client"),
  DATABASE_URL: z.string().optional(),
  AUTH_SECRET: z.string().min(32).optional(),
  TRUSTED_ORIGINS: emailList.default([]),
  ADMIN_EMAILS: emailList.default([]),
  SMTP_URL: z.string().optional(),
  /**
   * Send SMTP_URL's password even when the server does not take STARTTLS (a local relay without
   * TLS). By default a smtp:// URL with credentials requires TLS: without it the mail is not sent.
   */
  SMTP_ALLOW_PLAINTEXT: bool.default(false),
  MAIL_FROM: z.string().default("Milim <no-reply@localhost>"),
  /** The footer's lines as the operator words them; unset: the interface's own (footer_* messages), in each learner's language. */
  FOOTER_DEDICATION: z.string().optional(),
  FOOTER_MEMORIAL: z.string().optional(),
  FOOTER_COPYRIGHT: z.string().optional(),
  LOG_LEVEL: z.enum(["fatal", "error", "warn", "info", "debug", "trace", "silent"]).default("info"),
  RATE_LIMIT: bool.default(true),
  /**
   * API requests one account (signed out: one client address) may have in flight at once; four
   * times as many more wait up to 5 s for a place, then 429 (http/limit-requests.ts). 0: no limit.
   */
  MAX_REQUESTS_PER_ACCOUNT: z.coerce.number().int().min(0).max(10_000).default(3),
  /** How many proxies in front of the server add themselves to X-Forwarded-For (0: none, use the socket). */
  TRUST_PROXY: z.coerce.number().int().min(0).max(10).default(0),
  /** Where backups are stored: "local" (DATA_DIR/backups) or "s3"; unset: s3 when S3_ENDPOINT is set. */
  BACKUP_STORAGE: z.enum(["local", "s3"]).optional(),
  /** Private collections one account may keep (each up to 20,000 words, the import's limit). */
  PRIVATE_COLLECTIONS_PER_USER: z.coerce.number().int().min(1).max(100_000).default(100),
  /** Backups kept per user: a new one removes the oldest beyond this many. */
  BACKUPS_KEPT: z.coerce.number().int().min(1).max(1000).default(20),
  /**
   * The most words one backup holds (counted before any is read: a backup is read, written and
   * answered whole). About what a restore takes (RESTORE_MAX_BYTES, 50 MB): 100,000 words made a 61 MB file.
   */
  BACKUP_MAX_WORDS: z.coerce.number().int().min(1).max(10_000_000).default(80_000),
  /**
   * After a restore, the account waits this many times as long as it took (at least 10 s) before the
   * next (modules/backup/restore-pace.ts); 0: no wait (the API tests).
   */
  RESTORE_PAUSE_FACTOR: z.coerce.number().min(0).max(1000).default(10),
  S3_ENDPOINT: z.url().optional(),
  S3_BUCKET: z.string().default("backups"),
  S3_REGION: z.string().default("us-east-1"),
  S3_ACCESS_KEY_ID: z.string().optional(),
  S3_SECRET_ACCESS_KEY: z.string().optional(),
  SEFARIA_URL: z.url().default("https://www.sefaria.org"),
  /** The largest answer of the texts library read (MB; each is read whole into memory): past it the request fails. */
  SEFARIA_MAX_RESPONSE_MB: z.coerce.number().positive().max(4096).default(32),
  /** The folder of FreeDict's dictd files (freedict-eng-spa.index / .dict.dz …). */
  FREEDICT_DIR: z.string().default("/usr/share/dictd"),
  /**
   * Where DB-IP's IP-to-City Lite database (MMDB, gzipped) is downloaded from on the first sign-up
   * lookup, into DATA_DIR/geoip/; "{month}" is the year and month (2026-11; the month before on 404).
   * "off": no lookups, no download.
   */
  GEOIP_URL: z.union([z.literal("off"), z.url()]).default("https://download.db-ip.com/free/dbip-city-lite-{month}.mmdb.gz"),
  /** An operator's own MMDB file, or folder (dbip-city-lite.mmdb, or dbip-city-ipv4.mmdb + -ipv6.mmdb): used instead of the download. "off": no lookups. */
  GEOIP_DB_DIR: z.string().min(1).optional(),
  /** Where the lexicon importers read their files (OpenScriptures HebrewLexicon, commit 21c9add). */
  DICTIONARY_BDB_URL: z.url().default("https://raw.githubusercontent.com/openscriptures/HebrewLexicon/master/BrownDriverBriggs.xml"),
  DICTIONARY_STRONGS_URL: z.url().default("https://raw.githubusercontent.com/openscriptures/HebrewLexicon/master/HebrewStrong.xml"),
  /** The folder of Jastrow's 22 letter files (01-Jastrow-aleph.xml … 22-Jastrow-tav.xml), ending in "/". */
  DICTIONARY_JASTROW_URL: z.url().default("https://raw.githubusercontent.com/BraydenKO/Jastrow-Klein-Dicts/d194a19e1c5f046afb8cd429475454b7c6748f74/Jastrow/data/00-Separate%20XML/"),
  DICTIONARY_KAIKKI_ARAMAIC_URL: z.url().default("https://kaikki.org/dictionary/Aramaic/kaikki.org-dictionary-Aramaic.jsonl"),
  DICTIONARY_KAIKKI_HEBREW_URL: z.url().default("https://kaikki.org/dictionary/Hebrew/kaikki.org-dictionary-Hebrew.jsonl"),
  /** The largest lexicon file (and side file, and morphology book file) downloaded, in MB: past it the import fails and writes nothing. */
  LEXICON_DOWNLOAD_MAX_MB: z.coerce.number().positive().max(65536).default(256),
  /** The folder of OpenScriptures' morphology of the Hebrew Bible (morphhb wlc/<book>.xml): the reader's lemmas. */
  OSHB_URL: z.url().default("https://raw.githubusercontent.com/openscriptures/morphhb/master/wlc/"),
  /** The folder of morphhb's wlc/<book>.xml on this machine: the offline Hebrew Bible import (default: the installed npm package). */
  OSHB_WLC_DIR: z.string().min(1).default(defaultWlcDir),
  /** The books of the Hebrew Bible 'Set up the library' imports: "all" (the 39), or titles separated by commas (tests: "Genesis"). */
  SETUP_BIBLE_BOOKS: z.string().min(1).default("all"),
  /** The Mishnah's tractates 'Set up the library' imports from the texts library: "all" (the 63), "none", or tractates separated by commas (tests: "Berakhot"). */
  SETUP_MISHNAH: z.string().min(1).default("all"),
  /** The Talmud's tractates whose first pages 'Set up the library' imports from the texts library: "all" (the Bavli's 37), "none", or tractates separated by commas. */
  SETUP_TALMUD: z.string().min(1).default("all"),
  /** How many pages (amudim) of each of those tractates it imports, from the first (2a; Tamid's 25b): 4 = 2a–3b. */
  SETUP_TALMUD_AMUDIM: z.coerce.number().int().min(1).max(16).default(4),
  /** A running background job whose server has not renewed it for this long is marked failed. */
  JOB_STALE_SECONDS: z.coerce.number().int().min(5).max(3600).default(30),
  LLM_BASE_URL: z.url().optional(),
  LLM_API_KEY: z.string().optional(),
  LLM_MODEL: z.string().default("gpt-4o-mini"),
  LLM_TIMEOUT_SECONDS: z.coerce.number().int().min(5).max(600).default(120),
  LIBRETRANSLATE_URL: z.url().optional(),
  /** The espeak-ng program that speaks Hebrew for browsers without a Hebrew voice; "off": no server speech. */
  ESPEAK_PATH: z.string().default("espeak-ng"),
  LIBRETRANSLATE_API_KEY: z.string().optional(),
  /** A bearer token that may read GET /api/metrics (administrators' sessions may too); unset: sessions only. */
  METRICS_TOKEN: z.string().min(16).optional(),
  /** On SIGTERM, how long requests in flight may take to finish before their connections are closed. */
  SHUTDOWN_TIMEOUT_SECONDS: z.coerce.number().int().min(0).max(600).default(10),
  /** Log lines as JSON (machines) or pretty (a person); unset: pretty when stdout is a terminal. */
  LOG_FORMAT: z.enum(["json", "pretty"]).optional(),
  /** For tests: a file holding milliseconds added to the server's clock (see offset-clock.ts). */
  CLOCK_OFFSET_FILE: z.string().optional(),
  /** Check every JSON answer against its route's declared schema (a breach is a 500); default: on unless NODE_ENV=production. */
  CHECK_RESPONSES: bool.optional(),
});

export type Config = z.infer<typeof EnvSchema> & { dataDir: string; publicUrl: string; /** CHECK_RESPONSES, or on unless NODE_ENV=production. */ checkResponses: boolean };

export function loadConfig(env: Record<string, string | undefined> = process.env): Config {
  const parsed = EnvSchema.safeParse(Object.fromEntries(Object.entries(env).filter(([, v]) => v !== "")));
  if (!parsed.success) {
    const lines = parsed.error.issues.map((i) => `  ${i.path.join(".")}: ${i.message}`).join("\n");
    throw new Error(`Invalid configuration:\n${lines}`);
  }
  const cfg = parsed.data;
  return {
    ...cfg,
    dataDir: path.resolve(cfg.DATA_DIR),
    publicUrl: (cfg.PUBLIC_URL ?? `http://localhost:${cfg.PORT}`).replace(/\/$/, ""),
    checkResponses: cfg.CHECK_RESPONSES ?? env.NODE_ENV !== "production",
  };
}
