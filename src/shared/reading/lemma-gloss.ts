import { firstSense, shortGloss } from "../dictionary/choose-gloss";

/**
 * A lemma's gloss, shared by the reading path and the offline generator: Strong's first sense (the
 * number is the word's own; a proper name's entry gives its name), else the senses of the first BDB
 * entry LexicalIndex links to it that has any. Not BDB first: LexicalIndex links a number to one of
 * several homonyms it cannot tell apart without OpenScriptures' letter (עַם H5971 to 'kinsman',
 * מִן H4480 to 'portion', בָּרָא H1254 to 'be fat'). "" when neither has a sense.
 */
export function lemmaGloss(strongDefinitions: readonly string[], bdbDefinitions: readonly (readonly string[])[]): string {
  const own = strongDefinitions.find((d) => d.trim());
  if (own) return firstSense(own);
  const bdb = bdbDefinitions.find((defs) => defs.some((d) => d.trim()));
  return bdb ? shortGloss([...bdb]) : "";
}
