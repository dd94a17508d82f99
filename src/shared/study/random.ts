/** A random number source in [0, 1), like Math.random; injectable so games and tests are repeatable. */
export type RandomSource = () => number;

/** Hashes a string or number seed to 32 bits (FNV-1a over the text). */
function seedToInt(seed: string | number): number {
  const text = String(seed);
  let h = 0x811c9dc5;
  for (let i = 0; i < text.length; i++) {
    h ^= text.charCodeAt(i);
    h = Math.imul(h, 0x01000193);
  }
  return h >>> 0;
}

/** A deterministic generator (mulberry32): the same seed always gives the same sequence. */
export function seededRandom(seed: string | number): RandomSource {
  let a = seedToInt(seed);
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

/** A shuffled copy (Fisher–Yates) using `random`; the input is left alone. */
export function shuffle<T>(items: readonly T[], random: RandomSource = Math.random): T[] {
  const out = [...items];
  for (let i = out.length - 1; i > 0; i--) {
    const j = Math.min(i, Math.floor(random() * (i + 1)));
    [out[i], out[j]] = [out[j]!, out[i]!];
  }
  return out;
}
