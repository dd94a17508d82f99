import { BackupFileSchema, INVALID_BACKUP_MESSAGE, type BackupFile } from "./backup-file";

export type ParseBackupResult = { ok: true; file: BackupFile } | { ok: false; message: string };

const isObject = (v: unknown): v is Record<string, unknown> => typeof v === "object" && v !== null && !Array.isArray(v);

function where(path: readonly PropertyKey[]): string {
  return path.map((p, i) => (typeof p === "number" ? `[${p}]` : `${i ? "." : ""}${String(p)}`)).join("");
}

/**
 * Validates a whole backup file before anything is written. No `data` object: exactly
 * "Invalid backup file format" (spec 001 §5); otherwise the first problem and where it is, e.g.
 * "Invalid backup file format: data.progress[3].status must be one of learning, known, unknown".
 * Also checks that ids are unique and every word's collection is in the file.
 */
export function parseBackupFile(input: unknown): ParseBackupResult {
  if (!isObject(input) || !isObject(input.data)) return { ok: false, message: INVALID_BACKUP_MESSAGE };
  const r = BackupFileSchema.safeParse(input);
  if (!r.success) {
    const issue = r.error.issues[0]!;
    return { ok: false, message: `${INVALID_BACKUP_MESSAGE}: ${where(issue.path)} ${issue.message}` };
  }
  const { collections, words } = r.data.data;
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
  return { ok: true, file: r.data };
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
