import { describe, expect, it } from "vitest";
import { importOutdated, lexiconRulesVersion } from "./lexicon-rules";

describe("a lexicon import made with older rules", () => {
  it("is outdated when the rules it was read by are older than the import's now", () => {
    expect(lexiconRulesVersion("jastrow")).toBe(9);
    expect(importOutdated("jastrow", null)).toBe(true);
    expect(importOutdated("jastrow", 1)).toBe(true);
    // Jastrow 3: its references resolved to the entry that holds their word (shared/dictionary/choose-reference-target).
    expect(importOutdated("jastrow", 2)).toBe(true);
    // Jastrow 4: a verb form's whole text ("imperat. of X") a reference to the verb; "v. X ch." the Aramaic entry (jastrow-reference-leads).
    expect(importOutdated("jastrow", 3)).toBe(true);
    // Jastrow 5: "v. sub. X'" a reference (read-jastrow-reference).
    expect(importOutdated("jastrow", 4)).toBe(true);
    // Jastrow 6: an abbreviated reference by the pointing whichever head-word finds it, then the entry holding the word (resolve-jastrow-references).
    expect(importOutdated("jastrow", 5)).toBe(true);
    // Jastrow 7: a reference keeps every entry it names (read-reference-list, reference_also).
    expect(importOutdated("jastrow", 6)).toBe(true);
    // Jastrow 8: a candidate that is a reference holds the referring word as its target does (choose-reference-target).
    expect(importOutdated("jastrow", 7)).toBe(true);
    expect(importOutdated("jastrow", lexiconRulesVersion("jastrow"))).toBe(false);
    // BDB 2: its cross-references resolved to the entry of the word they name (shared/dictionary/bdb-references).
    expect(importOutdated("bdb", 1)).toBe(true);
    expect(importOutdated("bdb", 2)).toBe(false);
    // Strong's 2: a number's BDB homonym marked "a" linked first (shared/dictionary/lexical-links).
    expect(importOutdated("strongs", null)).toBe(true);
    expect(importOutdated("strongs", 1)).toBe(true);
    // Strong's 3: each link's letter kept (linked_augs), a word's lemma "7363 b" shows that homonym.
    expect(importOutdated("strongs", 2)).toBe(true);
    expect(importOutdated("strongs", 3)).toBe(false);
    // Wiktionary Hebrew 2: a vulgar or slang sense labelled by its tags (shared/reading/sense-register).
    expect(importOutdated("kaikki-hebrew", null)).toBe(true);
    expect(importOutdated("kaikki-hebrew", 1)).toBe(true);
    expect(importOutdated("kaikki-hebrew", 2)).toBe(false);
  });

  it("is not for a lexicon whose rules never changed, whenever it was imported", () => {
    expect(lexiconRulesVersion("kaikki-aramaic")).toBe(1);
    expect(importOutdated("kaikki-aramaic", null)).toBe(false);
    expect(importOutdated("kaikki-aramaic", 1)).toBe(false);
  });
});
