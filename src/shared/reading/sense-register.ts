/**
 * A sense of a word in a register a beginner's gloss leaves out: Wiktionary tags it (wiktextract's
 * `tags` of a sense) vulgar, slang, derogatory, offensive, pejorative or a slur. The Wiktionary Hebrew
 * import keeps such a sense, labelled as Wiktionary prints it ("(vulgar) butt, ass": labelSense), so the
 * dictionary still shows it for what it is; the modern fill glosses a word by its other senses
 * (everydaySenses): תַּחַת 'bottom, underside', not '…, butt, ass'; בֵּיצָה 'egg'.
 */
export const OFF_REGISTER_TAGS = ["vulgar", "slang", "derogatory", "offensive", "pejorative", "slur"] as const;
const OFF_REGISTER: ReadonlySet<string> = new Set(OFF_REGISTER_TAGS);
const LABEL = new RegExp(`^\\((?:${OFF_REGISTER_TAGS.join("|")})(?:, (?:${OFF_REGISTER_TAGS.join("|")}))*\\) `);

/** A sense's gloss with its register tags in front, in the tags' order ("(slang, vulgar) balls"); as it is without one. */
export function labelSense(gloss: string, tags: readonly string[] = []): string {
  const register = [...new Set(tags.filter((t) => OFF_REGISTER.has(t)))];
  return register.length ? `(${register.join(", ")}) ${gloss}` : gloss;
}

/** Whether a definition is a sense labelSense labelled. */
export const isOffRegister = (definition: string): boolean => LABEL.test(definition);

/** The senses a beginner is taught: those not labelled, or all of them when every one is (a word only said in slang keeps its label). */
export function everydaySenses(definitions: readonly string[]): string[] {
  const everyday = definitions.filter((d) => !isOffRegister(d));
  return everyday.length ? everyday : [...definitions];
}
