import crypto from "node:crypto";
import fs from "node:fs/promises";
import path from "node:path";
import type { SpeechEngine } from "./speech-engine";

export interface SpeechCacheOptions {
  /** Folder of the WAV files made so far (DATA_DIR/speech); null: memory only. */
  dir: string | null;
  /** Bytes of audio kept in memory, least recently used dropped first. */
  maxMemoryBytes?: number;
  /** Runs of the engine at once; more wait their turn. */
  concurrency?: number;
  /**
   * Bytes of audio `dir` may hold (what earlier servers wrote included): past it a text is answered
   * and kept in memory, not written. Every distinct text is a file (100 characters: about 320 KB),
   * so without a bound a learner asking for made-up texts fills the disk the database writes to.
   */
  maxDiskBytes?: number;
}

/** The bytes of the .wav files in `dir` (0 when it is not there yet). */
async function wavBytesIn(dir: string): Promise<number> {
  const names = await fs.readdir(dir).catch(() => [] as string[]);
  let total = 0;
  for (const name of names) {
    if (!name.endsWith(".wav")) continue;
    total += await fs.stat(path.join(dir, name)).then((s) => s.size, () => 0);
  }
  return total;
}

/** 512 MiB: some 10,000 spoken words or more (a word is 30-100 KB). */
export const SPEECH_DISK_MAX_BYTES = 512 * 1024 * 1024;

/**
 * Each text is made once: kept in memory (LRU by size) and on disk under `dir` (one file per text,
 * named by its SHA-256), and a text asked for again while it is being made waits for that one run.
 */
export function createCachedSpeechEngine(
  engine: SpeechEngine, { dir, maxMemoryBytes = 32 * 1024 * 1024, concurrency = 2, maxDiskBytes = SPEECH_DISK_MAX_BYTES }: SpeechCacheOptions,
): SpeechEngine & { runs: () => number } {
  const memory = new Map<string, Buffer>();
  let memoryBytes = 0;
  const inFlight = new Map<string, Promise<Buffer>>();
  let running = 0;
  let runs = 0;
  const waiting: (() => void)[] = [];
  /** Bytes `dir` holds: read from the folder once, then counted as room is claimed for each file. */
  let diskBytes: number | undefined;
  let reading: Promise<number> | undefined;

  /** Claims room for `bytes` more on disk; false when the folder would pass its limit. */
  async function claimDisk(bytes: number): Promise<boolean> {
    if (diskBytes === undefined) {
      const found = await (reading ??= wavBytesIn(dir!));
      diskBytes ??= found;
    }
    // Checked and counted together, with no await between: claims at once cannot pass the limit.
    if (diskBytes + bytes > maxDiskBytes) return false;
    diskBytes += bytes;
    return true;
  }

  function remember(text: string, wav: Buffer) {
    if (wav.length > maxMemoryBytes) return;
    memory.set(text, wav);
    memoryBytes += wav.length;
    for (const [key, old] of memory) {
      if (memoryBytes <= maxMemoryBytes) break;
      memory.delete(key);
      memoryBytes -= old.length;
    }
  }

  async function limited<T>(work: () => Promise<T>): Promise<T> {
    if (running >= concurrency) await new Promise<void>((resolve) => waiting.push(resolve));
    running++;
    try {
      return await work();
    } finally {
      running--;
      waiting.shift()?.();
    }
  }

  async function make(text: string): Promise<Buffer> {
    const file = dir ? path.join(dir, `${crypto.createHash("sha256").update(text).digest("hex")}.wav`) : null;
    if (file) {
      const stored = await fs.readFile(file).catch(() => null);
      if (stored) return stored;
    }
    const wav = await limited(() => {
      runs++;
      return engine.synthesize(text);
    });
    if (file && (await claimDisk(wav.length))) {
      // Written whole under another name, then renamed: a reader never sees half a file.
      const tmp = `${file}.${process.pid}.${crypto.randomUUID()}.tmp`;
      await fs.mkdir(dir!, { recursive: true })
        .then(() => fs.writeFile(tmp, wav))
        .then(() => fs.rename(tmp, file))
        .catch(() => fs.rm(tmp, { force: true }));
    }
    return wav;
  }

  return {
    available: () => engine.available(),
    runs: () => runs,
    async synthesize(text) {
      const cached = memory.get(text);
      if (cached) {
        memory.delete(text);
        memory.set(text, cached); // most recently used
        return cached;
      }
      let pending = inFlight.get(text);
      if (!pending) {
        pending = make(text).finally(() => inFlight.delete(text));
        inFlight.set(text, pending);
      }
      const wav = await pending;
      if (!memory.has(text)) remember(text, wav);
      return wav;
    },
  };
}
