/** A BDB id and the Strong's number of the same word, with OpenScriptures' augment letter where it has one (LexicalIndex.xml). */
export interface LexicalLinkRow { bdbId: string; strongId: string; aug?: string }

/** An entry's links to the other lexicon: the ids, and beside each the augment letter of that link ("" for none). */
export interface EntryLinks { ids: string[]; augs: string[] }

/**
 * The ids each entry is linked to in the other lexicon, keyed `bdb\t<id>` and `strongs\t<id>`, in
 * the file's order — but for a Strong's number that stands for several BDB homonyms, the homonym
 * OpenScriptures marks "a" first, then "b", and so on. Its first id is the entry's `linked_id`: the
 * BDB entry the reader's panel shows for a word of that lemma whose text names no letter. The file lists
 * H1254's homonyms 'be fat' (1254 b) before 'shape, create' (1254 a), so Genesis 1:1's בָּרָא showed 'be fat';
 * OpenScriptures' "a" is BDB's first homonym, the word the texts mostly mean (בָּרָא 'create',
 * עַם 'people', עָשָׂה 'do'). `augs` keeps each link's letter: a word whose lemma names one (Genesis 1:2's
 * מְרַחֶפֶת, "7363 b") has that homonym's entry ('hover', not 7363 a 'grow soft': see lemmaHomonym).
 */
export function linkedIdsByEntry(links: readonly LexicalLinkRow[]): Map<string, EntryLinks> {
  const others = new Map<string, string[]>();
  const augOf = new Map<string, string>();
  const add = (key: string, other: string) => {
    const list = others.get(key) ?? [];
    if (!list.includes(other)) list.push(other);
    others.set(key, list);
  };
  for (const l of links) {
    add(`bdb\t${l.bdbId}`, l.strongId);
    add(`strongs\t${l.strongId}`, l.bdbId);
    if (l.aug) augOf.set(`${l.strongId}\t${l.bdbId}`, l.aug);
  }
  const result = new Map<string, EntryLinks>();
  for (const [key, ids] of others) {
    const [source, strongId] = key.split("\t");
    if (source !== "strongs") {
      result.set(key, { ids, augs: ids.map(() => "") });
      continue;
    }
    // A stable sort: ids without a letter keep their place before the lettered ones, as the file has them.
    const letter = (bdbId: string) => augOf.get(`${strongId}\t${bdbId}`) ?? "";
    ids.sort((a, b) => letter(a).localeCompare(letter(b)));
    result.set(key, { ids, augs: ids.map(letter) });
  }
  return result;
}

/**
 * The homonym letter of an OpenScriptures lemma attribute ("c/1254 a" → "a", "7363 b" → "b"): the letter
 * after its first Strong's number; null where it has none ("b/7225", "l"). The lookup's SQL reads it with
 * the same pattern (HOMONYM_PATTERN).
 */
export function lemmaHomonym(lemma: string | null | undefined): string | null {
  return lemma ? (new RegExp(HOMONYM_PATTERN).exec(lemma)?.[1] ?? null) : null;
}

/** The letter after a lemma attribute's first number: a POSIX pattern both JavaScript and PostgreSQL read alike. */
export const HOMONYM_PATTERN = "^[^0-9]*[0-9]+ ([a-z])";

/**
 * What knowledge by lemma compares: a word's Strong's number, with OpenScriptures' homonym letter
 * when it names one other than the first ("H2416" + "e" → "H2416e", חַיִּים 'life'; "a" or none →
 * "H2416", חַי 'alive'). A learner who knows חַיָּה 'living thing' (2416 c) does not know חַיִּים 'life'
 * (2416 e) by it, nor כֵּן 'right' (3651 a) by כֵּן 'so' (3651 c). The first homonym keeps the bare
 * number, so words saved with a Strong's number alone (and the Strong's head-word fallback of
 * db/known-lemmas) stand for it, as the lookup's default entry does. The SQL twin is
 * db/word-occurrences#lemmaKeyOf.
 */
export function lemmaKey(strong: string, homonym: string | null | undefined): string {
  return homonym && homonym !== "a" ? `${strong}${homonym}` : strong;
}

/** A lemma key's Strong's number ("H2416e" → "H2416"); a bare number is its own. */
export function strongOfLemmaKey(key: string): string {
  return key.replace(/[a-z]$/, "");
}
