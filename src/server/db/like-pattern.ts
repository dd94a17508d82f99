/** `term` as a LIKE pattern matching it anywhere, with \ % _ taken literally. */
export function containsPattern(term: string): string {
  return `%${escapeLike(term)}%`;
}

/** `term` as a LIKE pattern matching values that start with it. */
export function prefixPattern(term: string): string {
  return `${escapeLike(term)}%`;
}

const escapeLike = (term: string) => term.replace(/[\\%_]/g, "\\$&");

/**
 * `term` (lower-cased) as a POSIX regular expression matching it as a whole word: between the field's
 * ends, white space or ASCII punctuation ("house" in "house, home", not in "householder"); its own
 * metacharacters are taken literally. ASCII white space and punctuation are in these classes in every locale.
 */
export function wholeWordPattern(term: string): string {
  const literal = term.toLowerCase().replace(/[\\^$.|?*+()[\]{}]/g, "\\$&");
  return `(^|[[:space:][:punct:]])${literal}($|[[:space:][:punct:]])`;
}
