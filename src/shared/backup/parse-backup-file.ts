import { z } from "zod";
import {
  BackupCollectionSchema, BackupFileSchema, BackupParsingCardSchema, BackupProgressSchema, BackupSettingsSchema, BackupWordSchema,
  INVALID_BACKUP_MESSAGE, RESTORE_MAX_PARSING_ANSWERS, RESTORE_MAX_REVIEW_LOGS, type BackupFile,
} from "./backup-file";

export type ParseBackupResult = { ok: true; file: BackupFile } | { ok: false; message: string };

const isObject = (v: unknown): v is Record<string, unknown> => typeof v === "object" && v !== null && !Array.isArray(v);

function where(path: readonly PropertyKey[]): string {
  return path.map((p, i) => (typeof p === "number" ? `[${p}]` : `${i ? "." : ""}${String(p)}`)).join("");
}

/**
 * Validates a whole backup file before anything is written. No `data` object: exactly
 * "Invalid backup file format"; otherwise the first problem and where it is, e.g.
 * "Invalid backup file format: data.progress[3].status must be one of learning, known, unknown".
 * Also checks that ids are unique and every word's collection is in the file.
 */
export function parseBackupFile(input: unknown): ParseBackupResult {
  if (!isObject(input) || !isObject(input.data)) return { ok: false, message: INVALID_BACKUP_MESSAGE };
  const r = BackupFileSchema.safeParse(input);
  if (!r.success) return { ok: false, message: issueMessage(r.error) };
  return checkReferences(r.data);
}

const issueMessage = (error: z.ZodError, prefix: PropertyKey[] = []) => {
  const issue = error.issues[0]!;
  return `${INVALID_BACKUP_MESSAGE}: ${where([...prefix, ...issue.path])} ${issue.message}`;
};

/** Ids unique, every word's collection in the file, no two collections on one domain and slug; the review log and the parsing answers within their caps. */
function checkReferences(file: BackupFile): ParseBackupResult {
  const { collections, words } = file.data;
  let logs = 0;
  for (const p of file.data.progress) logs += p.review_card?.logs.length ?? 0;
  if (logs > RESTORE_MAX_REVIEW_LOGS) {
    return { ok: false, message: `${INVALID_BACKUP_MESSAGE}: data.progress holds ${logs} reviews, more than the ${RESTORE_MAX_REVIEW_LOGS} a restore takes` };
  }
  let answers = 0;
  for (const c of file.data.parsing_cards) answers += c.answers.length;
  if (answers > RESTORE_MAX_PARSING_ANSWERS) {
    return { ok: false, message: `${INVALID_BACKUP_MESSAGE}: data.parsing_cards holds ${answers} answers, more than the ${RESTORE_MAX_PARSING_ANSWERS} a restore takes` };
  }
  const collectionIds = new Set<string>();
  const collectionKeys = new Set<string>();
  for (const [i, c] of collections.entries()) {
    if (collectionIds.has(c.id)) return { ok: false, message: `${INVALID_BACKUP_MESSAGE}: data.collections[${i}].id appears twice (${c.id})` };
    collectionIds.add(c.id);
    const key = `${c.owner_id ?? ""}\u0000${c.domain}\u0000${c.slug}`;
    if (collectionKeys.has(key)) return { ok: false, message: `${INVALID_BACKUP_MESSAGE}: data.collections[${i}] has the same domain and slug as an earlier collection (${c.domain}/${c.slug})` };
    collectionKeys.add(key);
  }
  const wordIds = new Set<string>();
  for (const [i, w] of words.entries()) {
    if (wordIds.has(w.id)) return { ok: false, message: `${INVALID_BACKUP_MESSAGE}: data.words[${i}].id appears twice (${w.id})` };
    wordIds.add(w.id);
    if (!collectionIds.has(w.collection_id)) {
      return { ok: false, message: `${INVALID_BACKUP_MESSAGE}: data.words[${i}].collection_id names no collection in the file (${w.collection_id})` };
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
const anyList = () => z.array(z.unknown(), { error: "must be a list" }).nullish();
const EnvelopeSchema = BackupFileSchema.extend({
  data: z.object({ collections: anyList(), words: anyList(), progress: anyList(), settings: anyList(), parsing_cards: anyList() }),
});

/**
 * The same check as parseBackupFile, the same messages, but a large file's lists are validated
 * in slices of 2,000 items with a turn of the event loop between them, so a server restoring a
 * 50 MB file keeps answering its other requests.
 */
export async function parseBackupFileInSlices(input: unknown, yieldToLoop = () => new Promise<void>((r) => setTimeout(r, 0))): Promise<ParseBackupResult> {
  if (!isObject(input) || !isObject(input.data)) return { ok: false, message: INVALID_BACKUP_MESSAGE };
  const envelope = EnvelopeSchema.safeParse(input);
  if (!envelope.success) return { ok: false, message: issueMessage(envelope.error) };
  const data: Record<string, unknown[]> = {};
  for (const [name, schema] of Object.entries(LISTS)) {
    const items = (envelope.data.data as Record<string, unknown[] | null | undefined>)[name] ?? [];
    const out: unknown[] = [];
    for (let start = 0; start < items.length; start += SLICE) {
      for (let i = start; i < Math.min(items.length, start + SLICE); i++) {
        const r = (schema as z.ZodType).safeParse(items[i]);
        if (!r.success) return { ok: false, message: issueMessage(r.error, ["data", name, i]) };
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
    return { ok: false, message: INVALID_BACKUP_MESSAGE };
  }
  return parseBackupFile(json);
}
