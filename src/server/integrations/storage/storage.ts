/**
 * A store of files (the "backups" bucket): local folder by default, S3-compatible when configured.
 * Keys are relative paths such as "{userId}/backup-2025-01-02T03-04-05-678Z.json".
 */
/** Bytes backed by a plain ArrayBuffer (usable as a fetch or Response body). */
export type Bytes = Uint8Array<ArrayBuffer>;

export interface Storage {
  readonly kind: "local" | "s3";
  /** Writes `bytes` at `key`. With overwrite: false an existing key is left alone and StorageConflictError is thrown. */
  put(key: string, bytes: Bytes, options: { overwrite: boolean; contentType?: string }): Promise<void>;
  /** The stored bytes, or null when there is no such key. */
  get(key: string): Promise<Bytes | null>;
  /** Keys that start with `prefix`, sorted. */
  list(prefix?: string): Promise<string[]>;
  /** Removes `key`; a key that is not there is no error. */
  delete(key: string): Promise<void>;
}

export class StorageConflictError extends Error {
  constructor(readonly key: string) {
    super(`A file named ${key} already exists in the store`);
    this.name = "StorageConflictError";
  }
}

/** Refuses keys that could leave the store: absolute paths, "..", empty segments, backslashes, control characters. */
export function assertSafeKey(key: string): void {
  const ok = key.length > 0 && key.length <= 512
    && !key.startsWith("/")
    && !key.includes("\\")
    && ![...key].some((ch) => ch.charCodeAt(0) < 0x20)
    && key.split("/").every((seg) => seg !== "" && seg !== "." && seg !== "..");
  if (!ok) throw new Error(`Invalid storage key: ${JSON.stringify(key)}`);
}
