/**
 * Each collection's word list as JSON fragments, kept in memory between requests.
 *
 * A collection's words are the same for every learner and change only when an admin (or the
 * owner of a private collection) writes them; the learner's progress is what differs. So the
 * words' JSON is made by the database once per version of the list and kept here, and a page
 * request reads only the collection's current `words_version` and the learner's progress, in one
 * statement, then joins the two (see getCollectionPageJson).
 *
 * Versions come from a database sequence and a trigger on `words` (migration 0003), so they are
 * never reused: an entry is current exactly when its version equals the one just read, whichever
 * server process wrote the words. Entries are bounded by size (least recently used go first).
 */

/** One cached word list: fragment i is word i's StudyWord JSON up to and including `"progress":`. */
export interface WordList {
  collectionId: string;
  version: number;
  fragments: string[];
  /** The word ids, in the fragments' order. */
  ids: string[];
  /** Approximate memory in bytes (UTF-16 text). */
  bytes: number;
}

/** Offset of the word id inside a fragment: fragments begin with `{"id":"<uuid>"`. */
const ID_START = '{"id":"'.length;
const UUID_LENGTH = 36;

/**
 * Splits the database's fragments text (fragments joined by "\n") into a WordList. JSON text never
 * holds a raw line feed (to_json escapes control characters), so "\n" cannot occur inside one.
 */
export function parseWordList(collectionId: string, version: number, text: string): WordList {
  const fragments = text === "" ? [] : text.split("\n");
  const ids = fragments.map((f) => {
    const id = f.slice(ID_START, ID_START + UUID_LENGTH);
    if (!f.startsWith('{"id":"') || f[ID_START + UUID_LENGTH] !== '"') throw new Error(`word list of ${collectionId}: a fragment does not start with its id`);
    return id;
  });
  return { collectionId, version, fragments, ids, bytes: text.length * 2 + ids.length * (UUID_LENGTH * 2 + 64) };
}

export class WordListCache {
  private readonly entries = new Map<string, WordList>();
  /** Loads under way, by `${collectionId}:${version}`: concurrent misses share one read. */
  private readonly loading = new Map<string, Promise<WordList | null>>();
  private bytes = 0;
  hits = 0;
  misses = 0;

  constructor(private readonly maxBytes = 64 * 1024 * 1024) {}

  /** The cached list of this collection if it is at `version`; counts a hit or a miss. */
  get(collectionId: string, version: number): WordList | undefined {
    const entry = this.entries.get(collectionId);
    if (!entry || entry.version !== version) {
      this.misses++;
      return undefined;
    }
    this.hits++;
    // Map order is the recency order: move to the end.
    this.entries.delete(collectionId);
    this.entries.set(collectionId, entry);
    return entry;
  }

  /**
   * The list of this collection at `version`: the cached one, or the one `load` reads (shared by
   * every concurrent caller asking for the same version, and cached). `load` answers null, or a
   * list at another version (the words changed in between), when it cannot give this version;
   * the caller then gets null.
   */
  async getOrLoad(collectionId: string, version: number, load: () => Promise<WordList | null>): Promise<WordList | null> {
    const cached = this.get(collectionId, version);
    if (cached) return cached;
    const key = `${collectionId}:${version}`;
    let pending = this.loading.get(key);
    if (!pending) {
      pending = load().then((list) => {
        if (list) this.set(list);
        return list;
      }).finally(() => this.loading.delete(key));
      this.loading.set(key, pending);
    }
    const list = await pending;
    return list && list.version === version ? list : null;
  }

  /** Keeps `list` (replacing an older version), then drops the least recently used beyond the bound. */
  set(list: WordList): void {
    const old = this.entries.get(list.collectionId);
    if (old) {
      if (old.version > list.version) return; // a slower reader must not replace a newer list
      this.entries.delete(list.collectionId);
      this.bytes -= old.bytes;
    }
    if (list.bytes > this.maxBytes) return;
    this.entries.set(list.collectionId, list);
    this.bytes += list.bytes;
    for (const [id, entry] of this.entries) {
      if (this.bytes <= this.maxBytes) break;
      this.entries.delete(id);
      this.bytes -= entry.bytes;
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
