import { z } from "zod";
import { issueProblem, schemaMessage } from "../i18n/schema-message";
import type { KeyedServerMessage } from "../i18n/server-message-key";
import {
  BackupCollectionSchema, BackupFileSchema, BackupParsingCardSchema, BackupProgressSchema, BackupSettingsSchema, BackupWordSchema,
  RESTORE_MAX_PARSING_ANSWERS, RESTORE_MAX_REVIEW_LOGS, type BackupFile,
} from "./backup-file";

/** A file that cannot be restored answers what is wrong by message key (`server_backup_…`), never English. */
export type ParseBackupResult = { ok: true; file: BackupFile } | { ok: false; error: KeyedServerMessage };

const INVALID: ParseBackupResult = { ok: false, error: { key: "backup_invalid_format", params: {} } };
const invalid = (key: KeyedServerMessage["key"], params: KeyedServerMessage["params"]): ParseBackupResult => ({ ok: false, error: { key, params } });

const isObject = (v: unknown): v is Record<string, unknown> => typeof v === "object" && v !== null && !Array.isArray(v);

function where(path: readonly PropertyKey[]): string {
  return path.map((p, i) => (typeof p === "number" ? `[${p}]` : `${i ? "." : ""}${String(p)}`)).join("");
}

/**
 * Validates a whole backup file before anything is written. No `data` object: exactly
 * "Invalid backup file format" (`backup_invalid_format`); otherwise the first problem and where it
 * is (`backup_invalid_field`, its `problemKey` the schema's keyed message), in English
 * "Invalid backup file format: data.progress[3].status must be one of learning, known, unknown".
 * Also checks that ids are unique and every word's collection is in the file.
 */
export function parseBackupFile(input: unknown): ParseBackupResult {
  if (!isObject(input) || !isObject(input.data)) return INVALID;
  const r = BackupFileSchema.safeParse(input);
  if (!r.success) return issueResult(r.error);
  return checkReferences(r.data);
}

const issueResult = (error: z.ZodError, prefix: PropertyKey[] = []): ParseBackupResult => {
  const issue = error.issues[0]!;
  return invalid("backup_invalid_field", { where: where([...prefix, ...issue.path]), ...issueProblem(issue.message) });
};

/** Ids unique, every word's collection in the file, no two collections on one domain and slug; the review log and the parsing answers within their caps. */
function checkReferences(file: BackupFile): ParseBackupResult {
  const { collections, words } = file.data;
  let logs = 0;
  for (const p of file.data.progress) logs += p.review_card?.logs.length ?? 0;
  if (logs > RESTORE_MAX_REVIEW_LOGS) {
    return invalid("backup_too_many_reviews", { count: logs, max: RESTORE_MAX_REVIEW_LOGS });
  }
  let answers = 0;
  for (const c of file.data.parsing_cards) answers += c.answers.length;
  if (answers > RESTORE_MAX_PARSING_ANSWERS) {
    return invalid("backup_too_many_answers", { count: answers, max: RESTORE_MAX_PARSING_ANSWERS });
  }
  const collectionIds = new Set<string>();
  const collectionKeys = new Set<string>();
  for (const [i, c] of collections.entries()) {
    if (collectionIds.has(c.id)) return invalid("backup_id_twice", { where: `data.collections[${i}]`, id: c.id });
    collectionIds.add(c.id);
    const key = `${c.owner_id ?? ""}\u0000${c.domain}\u0000${c.slug}`;
    if (collectionKeys.has(key)) return invalid("backup_same_slug", { where: `data.collections[${i}]`, domain: c.domain, slug: c.slug });
    collectionKeys.add(key);
  }
  const wordIds = new Set<string>();
  for (const [i, w] of words.entries()) {
    if (wordIds.has(w.id)) return invalid("backup_id_twice", { where: `data.words[${i}]`, id: w.id });
    wordIds.add(w.id);
    if (!collectionIds.has(w.collection_id)) {
      return invalid("backup_unknown_collection", { where: `data.words[${i}]`, id: w.collection_id });
    }
  }
  return { ok: true, file };
}

/** Items validated between two yields to the event loop. */
const SLICE = 2_000;
const LISTS = {
  collections: BackupCollectionSchema, words: BackupWordSchema, progress: BackupProgressSchema, settings: BackupSettingsSchema,
  parsing_cards: BackupParsingCardSchema,
} as const;
const anyList = () => z.array(z.unknown(), { error: schemaMessage("file_list") }).nullish();
const EnvelopeSchema = BackupFileSchema.extend({
  data: z.object({ collections: anyList(), words: anyList(), progress: anyList(), settings: anyList(), parsing_cards: anyList() }),
});

/**
 * The same check as parseBackupFile, the same messages, but a large file's lists are validated
 * in slices of 2,000 items with a turn of the event loop between them, so a server restoring a
 * 50 MB file keeps answering its other requests.
 */
export async function parseBackupFileInSlices(input: unknown, yieldToLoop = () => new Promise<void>((r) => setTimeout(r, 0))): Promise<ParseBackupResult> {
  if (!isObject(input) || !isObject(input.data)) return INVALID;
  const envelope = EnvelopeSchema.safeParse(input);
  if (!envelope.success) return issueResult(envelope.error);
  const data: Record<string, unknown[]> = {};
  for (const [name, schema] of Object.entries(LISTS)) {
    const items = (envelope.data.data as Record<string, unknown[] | null | undefined>)[name] ?? [];
    const out: unknown[] = [];
    for (let start = 0; start < items.length; start += SLICE) {
      for (let i = start; i < Math.min(items.length, start + SLICE); i++) {
        const r = (schema as z.ZodType).safeParse(items[i]);
        if (!r.success) return issueResult(r.error, ["data", name, i]);
        out.push(r.data);
      }
      await yieldToLoop();
    }
    data[name] = out;
  }
  return checkReferences({ ...envelope.data, data } as unknown as BackupFile);
}

/** Reads the text of a chosen file (client) or a request body: JSON that is not a backup gets the same message. */
export function parseBackupText(text: string): ParseBackupResult {
  let json: unknown;
  try {
    json = JSON.parse(text.replace(/^\uFEFF/, ""));
  } catch {
    return INVALID;
  }
  return parseBackupFile(json);
}
