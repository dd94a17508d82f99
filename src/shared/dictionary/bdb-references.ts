/**
 * Where an entry of Brown-Driver-Briggs (OpenScriptures' BrownDriverBriggs.xml) that is only a
 * cross-reference ("הִיא v. הוּא") points. The file links each word it names (<w src="id">), but not
 * always to the entry of that word: where BDB sends the reader to a word listed under a root
 * ("שִׁשָּׁה v. I שֵׁשׁ sub. שׁדשׁ", "רִישׁוֹן v. ראשׁון"), the file often gives the root heading's id (no
 * meaning of its own), and now and then a neighbouring root's, of the same letters ("שְׁתַּיִם v.
 * שְׁנַיִם sub. שׁנה": II שׁנה, where שְׁנַיִם 'two' is under III). An entry also names itself now and then
 * (מִסְפָּר, a proper name "= מִסְפֶּרֶת": not a reference to itself).
 *
 * The rule: the first link to another entry; where the word the link names (its text, plain) is not
 * that entry's head-word, the one entry of that head-word in the linked entry's section, else in the
 * sections of the roots of the same letters as its root (homographs I, II, III); else the link as the
 * file gives it (several such entries, or none: the file's link is kept, never a guess).
 */

/** An entry as the rule reads it: id, plain head-word, its <section>, whether it is the section's root heading. */
export interface BdbHead { id: string; plain: string; section: string; isRoot: boolean }
/** A <w src> of an entry: the id it links and the plain text of the word it names ("" for an empty <w src="…"/>). */
export interface BdbLink { src: string; text: string }

export interface BdbHeads {
  byId: Map<string, BdbHead>;
  /** Section → plain head-word → the entries of that head-word in it. */
  bySection: Map<string, Map<string, BdbHead[]>>;
  /** Plain root → the sections it heads (homograph roots: I, II, III שׁנה). */
  sectionsOfRoot: Map<string, string[]>;
  /** Section → its root heading's plain head-word. */
  rootOfSection: Map<string, string>;
}

export function emptyBdbHeads(): BdbHeads {
  return { byId: new Map(), bySection: new Map(), sectionsOfRoot: new Map(), rootOfSection: new Map() };
}

/** Adds an entry to the index (the first root heading of a section is its root). */
export function addBdbHead(heads: BdbHeads, h: BdbHead): void {
  heads.byId.set(h.id, h);
  let words = heads.bySection.get(h.section);
  if (!words) heads.bySection.set(h.section, (words = new Map()));
  words.set(h.plain, [...(words.get(h.plain) ?? []), h]);
  if (h.isRoot && !heads.rootOfSection.has(h.section)) {
    heads.rootOfSection.set(h.section, h.plain);
    heads.sectionsOfRoot.set(h.plain, [...(heads.sectionsOfRoot.get(h.plain) ?? []), h.section]);
  }
}

/** The target of entry `id`, only a reference, by its links in order (null: it links no other entry). */
export function bdbReferenceTarget(id: string, links: readonly BdbLink[], heads: BdbHeads): string | null {
  const link = links.find((l) => l.src !== id);
  if (!link) return null;
  const linked = heads.byId.get(link.src);
  if (!linked || link.text === "" || link.text === linked.plain) return link.src;
  const named = (sections: readonly string[]) => {
    const found = sections.flatMap((s) => heads.bySection.get(s)?.get(link.text) ?? []).filter((h) => h.id !== id);
    return found.length === 1 ? found[0]!.id : null;
  };
  const root = heads.rootOfSection.get(linked.section);
  return named([linked.section]) ?? (root !== undefined ? named(heads.sectionsOfRoot.get(root) ?? []) : null) ?? link.src;
}
