/** The scenarios of `npm run bench`, and the group `imports` (their import figures). */
export const SCENARIOS = ["page", "search", "answers", "books", "bible", "library", "parsing", "dictionary", "segmentation", "jastrow", "database", "bundle", "install", "isolation", "fairness", "gold", "imports"];
/** The scenarios with an import figure: BENCH_ONLY's group `imports` runs their import part. */
export const IMPORT_SCENARIOS = ["books", "bible", "dictionary", "jastrow"];
/** The scenarios run on the generated data set (the others, bundle, install and gold, bring their own or need none). */
export const DATA_SCENARIOS = SCENARIOS.filter((s) => s !== "bundle" && s !== "gold" && s !== "install" && s !== "imports");
export const DATABASES = ["pglite", "postgres"];
/** The scenarios that bring their own learners and data (no 200,000-word data set for them alone). */
const OWN_DATA_SCENARIOS = ["isolation", "fairness"];

/**
 * What a run does, from BENCH_ONLY (comma-separated) and BENCH_BIBLE_BOOKS: a part of a group
 * (SCENARIOS, DATABASES) runs when BENCH_ONLY names none of the group or names it (`imports` naming
 * the import scenarios); a scenario wanted only through `imports` runs its import part alone; the
 * Tanakh takes its 39 books when `bible` or `imports` is named, else the five of the Torah.
 */
export function planBench(only: string | undefined, bibleBooks: string | undefined) {
  const list = only?.split(",").map((s) => s.trim()).filter(Boolean);
  const named = (part: string) => list?.includes(part) ?? false;
  const wanted = (part: string, group: string[]) =>
    !list || !list.some((o) => group.includes(o)) || named(part) || (named("imports") && IMPORT_SCENARIOS.includes(part));
  const importOnly = (scenario: string) => named("imports") && !named(scenario);
  return {
    only: list, named, wanted, importOnly,
    bibleBooks: Number(bibleBooks ?? (named("bible") || named("imports") ? 39 : 5)),
    /** Whether a database is opened: some scenario on the data set (or an import) is wanted. */
    dataWanted: DATA_SCENARIOS.some((s) => wanted(s, SCENARIOS)),
    /** Whether the 200,000-word data set is generated: a scenario that reads it is wanted in full. */
    needsData: DATA_SCENARIOS.some((s) => !OWN_DATA_SCENARIOS.includes(s) && wanted(s, SCENARIOS) && !importOnly(s)),
  };
}
