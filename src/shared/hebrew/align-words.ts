import { toPlain } from "./strip-niqqud";

const LOOKAHEAD = 3;

/**
 * Pairs two spellings of the same verse word by word (OpenScriptures' words against the reader's):
 * for each word of `from`, the index in `to` of the same word (compared without points), or null.
 * Where one side has a word the other lacks (a ketiv beside its qere, a paragraph mark), the
 * nearest match within three words on either side picks the walk up again.
 */
export function alignWords(from: string[], to: string[]): (number | null)[] {
  const a = from.map(toPlain);
  const b = to.map(toPlain);
  const out: (number | null)[] = Array.from({ length: a.length }, () => null);
  let i = 0;
  let j = 0;
  while (i < a.length && j < b.length) {
    if (a[i] === b[j]) {
      out[i++] = j++;
      continue;
    }
    let moved = false;
    for (let k = 1; k <= LOOKAHEAD && !moved; k++) {
      if (a[i] === b[j + k]) {
        j += k;
        moved = true;
      } else if (a[i + k] === b[j]) {
        i += k;
        moved = true;
      }
    }
    if (!moved) {
      i++;
      j++;
    }
  }
  return out;
}
