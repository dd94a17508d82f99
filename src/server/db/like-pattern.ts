/** `term` as a LIKE pattern matching it anywhere, with \ % _ taken literally. */
export function containsPattern(term: string): string {
  return `%${escapeLike(term)}%`;
}

/** `term` as a LIKE pattern matching values that start with it. */
export function prefixPattern(term: string): string {
  return `${escapeLike(term)}%`;
}

const escapeLike = (term: string) => term.replace(/[\\%_]/g, "\\$&");
