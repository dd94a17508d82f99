import type { DictionarySource } from "../api/dictionary";

/**
 * The version of the rules each lexicon's import reads its entries by (the glosses, forms and
 * languages it derives from the printed text): raised when a change of those rules would change
 * entries already imported, so that the Dictionary Manager can tell an administrator to import
 * that lexicon again (an import writes its version in its job's result). A lexicon not named here
 * is at version 1, as is an import made before versions were kept.
 *
 * jastrow 2: an entry that led with a binyan's name or a form note has its meaning first
 * (shared/dictionary/jastrow-glosses: "טֶבֶל, v. Pi.", the Aramaic verbs' "Pa. … same").
 * jastrow 3: a reference goes to the entry that holds its word (as a head-word, a form, or in its text),
 * by the homograph number printed after an unlinked word ("v. חוֹב II"), and to an entry with a meaning
 * before an empty one (shared/dictionary/choose-reference-target: בְּעָא → בְּעֵי 'to ask', not בעי 'to split').
 * jastrow 4: an entry whose whole text is a verb form of another word ("זִיל imperat. of אֲזַל", "inf. of", "part. of")
 * is a reference to that verb, not an empty entry; "v. X ch." names X's Aramaic entry (shared/dictionary/jastrow-reference-leads);
 * "v. foreg." / "v. next. w." unlinked, the entry before or after; the construct plural the XML left outside the plural's
 * markup ("Pl. בָּנִים, constr. בְּנֵי") a plural of its entry (shared/dictionary/jastrow-construct-plurals).
 * jastrow 5: "v. sub. X'" (see under the word's other spelling, abbreviated: עִגּוּל, v. sub. עִיגּ') is a reference, as "v. X" is;
 * an abbreviated reference goes to the entry whose head-word begins pointed as the abbreviation (חַיָּב v. חַיָּי' → חַיָּיב 'liable', not חִיּוּב).
 * jastrow 6: an abbreviated reference goes to the entry whose head-word begins pointed as the abbreviation whichever of the
 * referring head-words finds it (נְבֵילָא, נְבֵילָה v. sub. נְבֵל' → נְבֵלָה 'carrion', not נֵבֶל 'lyre'), and among equals to the one whose forms hold
 * the referring word (הֶקֵּישׁ v. הֶיקֵּ' → הֶיקֵּשׁ 'comparing', not the empty הֶיקֵּיף) (shared/dictionary/resolve-jastrow-references).
 * jastrow 7: a reference that names several entries ("תָּרְנָא, v. תּוֹרֶן, תּוּרְנָא", "v. X a. Y", "v. בזי I, II ch.") keeps each of them
 * (`reference_also` after `reference_to`: shared/dictionary/read-reference-list), and the reader's panel shows each.
 * jastrow 8: a candidate target that is itself only a reference holds the referring word as the entry it leads to does (where
 * pointed as closely as any candidate): אִינוּן "pl. of אִיהוּ, אִיהִי" → the pronoun (through אִיהִי I, v. foreg.), not אִיהִי II
 * 'Ihi Dakkira', a place; עֲנִיָּיה v. עֲנִיָּה → עָנִי 'poor' (through עֲנִיָּה I, fem. of עָנִי) (shared/dictionary/choose-reference-target).
 * jastrow 9: an entry whose definition is only a verb form's name ("אֲמָא II, fut. יֵימָא, imper. אֵימָא … to say, speak, think";
 * "הַךְ, fut. יְהַךְ, inf. מְהַךְ … to go") has the gloss its notes open with after those forms, not "fut."; an italic inside a
 * parenthesis the notes left open is no such gloss (שִׁרְיוֹן 'coat of mail', not its etymology's 'ringed'); and a text that
 * is only a form of another word by a binyan's name or "pass." ("part. pass. of גְּלָא", "Af. of X") is a reference to that word
 * (shared/dictionary/jastrow-glosses, jastrow-reference-leads).
 * bdb 2: a cross-reference points to the entry of the word it names, where the file links its root heading
 * or a neighbour (shared/dictionary/bdb-references: שְׁתַּיִם → שְׁנַיִם 'two'), never to itself.
 * strongs 2: a Strong's number that stands for several BDB homonyms links first to the one OpenScriptures marks "a"
 * (shared/dictionary/lexical-links: H1254 בָּרָא 'shape, create', not 'be fat', in Genesis 1:1's panel). The links are set
 * when either lexicon is imported; Strong's is the one named.
 * strongs 3: each link keeps its letter (linked_augs), and a Bible word whose lemma names a homonym ("7363 b") shows that
 * homonym's BDB entry: Genesis 1:2's מְרַחֶפֶת 'hover', not 7363 a 'grow soft'; כֵן "3651 c" 'so', not 3651 a 'right'.
 * kaikki-hebrew 2: a sense Wiktionary tags vulgar, slang, derogatory, offensive, pejorative or a slur keeps those tags in
 * front ("(vulgar) butt, ass": shared/reading/sense-register), so the modern fill leaves it out of a beginner's gloss
 * (תַּחַת 'bottom, underside', not '…, butt, ass').
 */
export const LEXICON_RULES: Partial<Record<DictionarySource, number>> = { jastrow: 9, bdb: 2, strongs: 3, "kaikki-hebrew": 2 };

/** The rules version an import of `source` made now writes. */
export const lexiconRulesVersion = (source: DictionarySource): number => LEXICON_RULES[source] ?? 1;

/** Whether entries imported with `importedWith` (null: before versions were kept) are older than the rules the import now reads by. */
export const importOutdated = (source: DictionarySource, importedWith: number | null): boolean => (importedWith ?? 1) < lexiconRulesVersion(source);
