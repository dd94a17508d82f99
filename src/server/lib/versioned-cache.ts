/**
 * Values kept in memory by key and version, for data that is the same for every user and changes
 * rarely (e.g. a collection's word list): an entry is used only while its version equals the one
 * the caller just read from the database, so whichever process changed the data, the next read
 * sees it. Versions must never be reused (e.g. they come from a database sequence). Entries are
 * bounded by their approximate size; the least recently used go first.
 */
export interface Versioned<V> {
  key: string;
  version: number;
  value: V;
  /** Approximate memory in bytes. */
  bytes: number;
}

export class VersionedCache<V> {
  private readonly entries = new Map<string, Versioned<V>>();
  /** Loads under way, by `${key}:${version}`: concurrent misses share one read. */
  private readonly loading = new Map<string, Promise<Versioned<V> | null>>();
  private bytes = 0;
  hits = 0;
  misses = 0;

  constructor(private readonly maxBytes = 64 * 1024 * 1024) {}

  /** The cached entry for `key` if it is at `version`; counts a hit or a miss. */
  get(key: string, version: number): Versioned<V> | undefined {
    const entry = this.entries.get(key);
    if (!entry || entry.version !== version) {
      this.misses++;
      return undefined;
    }
    this.hits++;
    // Map order is the recency order: move to the end.
    this.entries.delete(key);
    this.entries.set(key, entry);
    return entry;
  }

  /**
   * The entry for `key` at `version`: the cached one, or the one `load` reads (shared by every
   * concurrent caller asking for the same version, and cached). `load` answers null, or an entry
   * at another version (the data changed in between), when it cannot give this version; the
   * caller then gets null.
   */
  async getOrLoad(key: string, version: number, load: () => Promise<Versioned<V> | null>): Promise<Versioned<V> | null> {
    const cached = this.get(key, version);
    if (cached) return cached;
    const loadKey = `${key}:${version}`;
    let pending = this.loading.get(loadKey);
    if (!pending) {
      pending = load().then((entry) => {
        if (entry) this.set(entry);
        return entry;
      }).finally(() => this.loading.delete(loadKey));
      this.loading.set(loadKey, pending);
    }
    const entry = await pending;
    return entry && entry.version === version ? entry : null;
  }

  /** Keeps `entry` (replacing an older version), then drops the least recently used beyond the bound. */
  set(entry: Versioned<V>): void {
    const old = this.entries.get(entry.key);
    if (old) {
      if (old.version > entry.version) return; // a slower reader must not replace a newer value
      this.entries.delete(entry.key);
      this.bytes -= old.bytes;
    }
    if (entry.bytes > this.maxBytes) return;
    this.entries.set(entry.key, entry);
    this.bytes += entry.bytes;
    for (const [key, e] of this.entries) {
      if (this.bytes <= this.maxBytes) break;
      this.entries.delete(key);
      this.bytes -= e.bytes;
    }
  }

  get size(): number {
    return this.entries.size;
  }

  get totalBytes(): number {
    return this.bytes;
  }

  clear(): void {
    this.entries.clear();
    this.bytes = 0;
  }
}
