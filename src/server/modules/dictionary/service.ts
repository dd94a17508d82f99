import { maxLexiconUploadBytes, type DictionaryEntry, type DictionarySearchResult, type DictionaryImportRun, type DictionarySource } from "../../../shared/api/dictionary";
import type { Job } from "../../../shared/api/jobs";
import { DICTIONARY, readDictionaryQuery } from "../../../shared/dictionary/dictionary-rules";
import { abbreviationReading } from "../../../shared/hebrew/rabbinic-abbreviations";
import type { Db } from "../../db/client";
import type { JobQueue } from "../../jobs/job-types";
import { deleteJobFile } from "../../jobs/queries";
import { saveJobFileStream } from "../../jobs/stream-job-file";
import { DomainError, invalid, notFound } from "../../lib/domain-error";
import type { ServerMessageKey } from "../../../shared/i18n/server-messages";
import { failStaleRuns, latestRuns } from "./import-queries";
import { DICTIONARY_IMPORT_JOB } from "./import-lexicon";
import { browseEntries, countByLanguage, findEntry, findEntryBySourceId, searchEntries } from "./queries";
import { lookupWord } from "./lookup-word";

const STALE_MINUTES = DICTIONARY.staleAfterMs / 60_000;

export const dictionaryStats = (db: Db) => countByLanguage(db);

/**
 * One page of 50, filtered on the server. The Aramaic view without a letter is one page of every
 * Aramaic entry (the Aramaic lexicons hold a few thousand), up to a guard.
 */
export async function browseDictionary(db: Db, filter: { language?: "hebrew" | "aramaic"; letter?: string }, page: number) {
  const allAramaic = filter.language === "aramaic" && !filter.letter;
  const size = allAramaic ? DICTIONARY.aramaicOnePageLimit : DICTIONARY.pageSize;
  const { entries, total } = await browseEntries(db, filter, allAramaic ? 1 : page, size);
  return { entries, total, page: allAramaic ? 1 : page, pageSize: allAramaic ? Math.max(DICTIONARY.pageSize, Math.min(total, size)) : size };
}

/** How many of the lookup's entries a search shows under 'Read as'. */
const READ_AS_ENTRIES = 3;

/**
 * How the reader's lookup reads a Hebrew word searched for, where it reads it otherwise than as written (proclitics
 * taken off, an ending or a form undone: ובביתו → ו + ב + בַּיִת), with its first entries (of `language`, if given); else null.
 */
async function readSearchedWord(db: Db, userId: string, word: string, plain: string, language?: "hebrew" | "aramaic"): Promise<DictionarySearchResult["readAs"]> {
  const lookup = await lookupWord(db, userId, { word });
  const reading = lookup.reading;
  if (!reading || (reading.prefixPlain === "" && (reading.form ?? reading.stemPlain) === plain)) return null;
  const entries = lookup.entries.filter((e) => !language || e.language === language).slice(0, READ_AS_ENTRIES);
  return entries.length > 0 ? { reading, entries } : null;
}

/**
 * Blank input finds nothing; otherwise at most 500 matches are counted and 50 shown, and a Hebrew word is also read as
 * the reader's panel reads it (`readAs`): a word as a text writes it finds its entry though its letters are not the head-word's.
 */
export async function searchDictionary(db: Db, userId: string, q: string, language?: "hebrew" | "aramaic"): Promise<DictionarySearchResult> {
  // A rabbinic abbreviation (ת"ש, אע"ג, מתני'): no lexicon holds it, so its expansion is said and its main word searched,
  // the entry the table names first (shared/hebrew/rabbinic-abbreviations), as the reader's panel reads it.
  const abbreviation = abbreviationReading(q.trim());
  const a = abbreviation?.abbreviation;
  const query = readDictionaryQuery(a ? a.head : q);
  if (query.kind === "none") return { entries: [], total: 0, abbreviation: null, readAs: null };
  const [rows, readAs] = await Promise.all([
    searchEntries(db, query, language, DICTIONARY.searchFetchLimit),
    query.kind === "hebrew" && !a ? readSearchedWord(db, userId, q.trim(), query.plain, language) : null,
  ]);
  const found = rows.map(({ total: _total, ...e }) => e as DictionaryEntry);
  const first = a?.jastrow ? await findEntryBySourceId(db, "jastrow", a.jastrow) : null;
  const named = first && (!language || first.language === language) ? [first] : [];
  const entries = [...named, ...found.filter((e) => !named.some((n) => n.id === e.id))].slice(0, DICTIONARY.searchShowLimit);
  const added = named.filter((n) => !found.some((e) => e.id === n.id)).length;
  const total = Math.min((rows[0]?.total ?? 0) + added, DICTIONARY.searchFetchLimit);
  return { entries, total, abbreviation: a ? { written: q.trim(), expansion: a.expansion } : null, readAs };
}

export async function getDictionaryEntry(db: Db, id: string): Promise<DictionaryEntry> {
  const entry = await findEntry(db, id);
  if (!entry) throw notFound("dictionary_no_entry");
  return entry;
}

/** An entry by its lexicon id: where a cross-reference leads. */
export async function getDictionaryEntryBySourceId(db: Db, source: DictionarySource, sourceId: string): Promise<DictionaryEntry> {
  const entry = await findEntryBySourceId(db, source, sourceId);
  if (!entry) throw notFound("dictionary_entry_not_imported");
  return entry;
}

/** The latest run of each source; runs left 'running' for 10 minutes are failed first. */
export async function listImportRuns(db: Db): Promise<{ runs: DictionaryImportRun[] }> {
  await failStaleRuns(db, STALE_MINUTES);
  return { runs: await latestRuns(db) };
}

/** Clean Up Stale Imports. */
export async function cleanUpStaleImports(db: Db): Promise<{ failed: number }> {
  return { failed: await failStaleRuns(db, STALE_MINUTES) };
}

export async function startDictionaryImport(jobs: JobQueue, userId: string, source: DictionarySource): Promise<{ job: Job }> {
  return { job: await jobs.enqueue(DICTIONARY_IMPORT_JOB, { source }, userId) };
}

/** The files an administrator may upload instead of a source's URL, and how each starts. */
const XML_UPLOAD = { accepts: /^(\uFEFF)?\s*(<\?xml|<lexicon)/, wrongFile: "dictionary_not_xml_lexicon" } as const;
const UPLOADS: Partial<Record<DictionarySource, { accepts: RegExp; fileName: string; wrongFile: ServerMessageKey }>> = {
  bdb: { ...XML_UPLOAD, fileName: "bdb.xml" },
  strongs: { ...XML_UPLOAD, fileName: "strongs.xml" },
  jastrow: { accepts: /^(\uFEFF)?\s*<\?xml[^>]*>\s*<!DOCTYPE book[^>]*>\s*<book id="Jastrow"/, fileName: "jastrow.xml", wrongFile: "dictionary_not_jastrow" },
  "kaikki-aramaic": { accepts: /^(\uFEFF)?\s*\{/, fileName: "kaikki-aramaic.jsonl", wrongFile: "dictionary_not_kaikki" },
  "kaikki-hebrew": { accepts: /^(\uFEFF)?\s*\{/, fileName: "kaikki-hebrew.jsonl", wrongFile: "dictionary_not_kaikki" },
};

/**
 * An uploaded lexicon file: its first bytes checked, then streamed into the database part by part
 * for the job (any server may run it; memory holds a part, never the file), then imported.
 * Sefaria's lookup has no file to upload.
 */
export async function startDictionaryUpload(db: Db, jobs: JobQueue, userId: string, source: DictionarySource, body: ReadableStream<Uint8Array>): Promise<{ job: Job }> {
  const upload = UPLOADS[source];
  if (!upload) throw invalid("dictionary_online_source");
  const chunks = (body as unknown as AsyncIterable<Uint8Array>)[Symbol.asyncIterator]();
  const head: Uint8Array[] = [];
  let headBytes = 0;
  while (headBytes < HEAD_BYTES) {
    const next = await chunks.next();
    if (next.done) break;
    head.push(next.value);
    headBytes += next.value.byteLength;
  }
  if (headBytes === 0) throw invalid("dictionary_choose_file");
  const start = Buffer.concat(head, headBytes);
  if (!upload.accepts.test(start.subarray(0, HEAD_BYTES).toString("utf8"))) {
    await chunks.return?.();
    throw invalid(upload.wrongFile);
  }
  // Each source's own limit, while the file streams in (the route's is the largest of them).
  const limit = maxLexiconUploadBytes(source);
  async function* wholeFile(): AsyncIterable<Uint8Array> {
    let seen = start.byteLength;
    if (seen > limit) throw new DomainError("too_large", "dictionary_file_too_large", { max: limit });
    yield start;
    for (let next = await chunks.next(); !next.done; next = await chunks.next()) {
      seen += next.value.byteLength;
      if (seen > limit) {
        await chunks.return?.();
        throw new DomainError("too_large", "dictionary_file_too_large", { max: limit });
      }
      yield next.value;
    }
  }
  const fileId = await saveJobFileStream(db, upload.fileName, wholeFile());
  try {
    return { job: await jobs.enqueue(DICTIONARY_IMPORT_JOB, { source, fileId }, userId) };
  } catch (error) {
    await deleteJobFile(db, fileId);
    throw error;
  }
}

/** How much of an upload is read to tell a lexicon file from a wrong one. */
const HEAD_BYTES = 200;
