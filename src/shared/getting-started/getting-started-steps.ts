import type { DictionarySource } from "../api/dictionary";
import type { GettingStarted, GettingStartedCounts, GettingStartedStep, GettingStartedStepId } from "../api/getting-started";
import type { Job } from "../api/jobs";
import { isSetupLexicon, LibrarySetupResultSchema } from "../api/library-setup";
import { builtInDomainLabel } from "../i18n/domain-label";

/**
 * The most sample words the seed puts in one built-in collection (server/seed/sample-words.ts; its
 * test keeps every list at or under it): a built-in collection with more words than this was filled.
 */
export const SEED_SAMPLE_WORDS_MAX = 10;

/** The lexicons' short names, in the Dictionary page's order. */
export const LEXICON_NAMES: Record<DictionarySource, string> = {
  bdb: "BDB",
  strongs: "Strong's",
  "kaikki-aramaic": "Wiktionary Aramaic",
  "sefaria-aramaic": "Sefaria Aramaic",
  jastrow: "Jastrow",
  "kaikki-hebrew": "Wiktionary Hebrew",
};

/** Where each step is done: the section of the page that does it. */
export const GETTING_STARTED_HREFS: Record<GettingStartedStepId, string> = {
  texts: "/settings#import-texts",
  lexicons: "/dictionary#lexicons",
  collections: "/settings#word-generator",
  learners: "/admin#users",
};

const count = (n: number, one: string, many: string) => `${n.toLocaleString("en-US")} ${n === 1 ? one : many}`;

/**
 * The checklist from the data (pure: the server answers it, the tests check it):
 * - texts: done when a book has verses (the offline Hebrew Bible or Sefaria's texts);
 * - lexicons: done when every lexicon 'Set up the library' imports has entries (Sefaria's online
 *   Aramaic lookup is optional: Jastrow holds its entries); the state lists each one's count;
 * - collections: done when every domain has a built-in collection with words beyond the samples;
 * - learners: done when an account other than the administrators exists.
 */
export function gettingStartedSteps(counts: GettingStartedCounts, dismissed: readonly GettingStartedStepId[]): GettingStartedStep[] {
  const step = (id: GettingStartedStepId, title: string, done: boolean, state: string): GettingStartedStep =>
    ({ id, title, state, done, dismissed: dismissed.includes(id), href: GETTING_STARTED_HREFS[id] });

  const imported = counts.lexicons.filter((l) => l.entries > 0);
  const missing = missingLexicons(counts);
  const lexiconState = [
    imported.length > 0 ? imported.map((l) => `${LEXICON_NAMES[l.source]} ${count(l.entries, "entry", "entries")}`).join(", ") : "No lexicon imported yet",
    missing.length > 0 ? `not yet: ${missing.join(", ")}` : "",
  ].filter(Boolean).join("; ");

  const domains = counts.collections.filter((c) => c.total > 0);
  const collectionState = domains.length === 0
    ? "No built-in collections"
    : domains.map((c) => `${builtInDomainLabel(c.domain, "en")} ${c.filled} of ${c.total}`).join(", ") + " filled beyond the samples";

  return [
    step("texts", "Import texts", counts.booksWithText > 0,
      counts.booksWithText > 0 ? `${count(counts.booksWithText, "book", "books")} with text` : "No texts yet: import the Hebrew Bible (offline) or texts from Sefaria"),
    step("lexicons", "Import the lexicons", counts.lexicons.length > 0 && missing.length === 0, lexiconState),
    step("collections", "Fill the built-in collections", domains.length > 0 && domains.every((c) => c.filled > 0), collectionState),
    step("learners", "Invite learners", counts.learners > 0,
      counts.learners > 0 ? `${count(counts.learners, "learner", "learners")}` : "No learners yet: add their accounts, or send them the sign-up address"),
  ];
}

/** Steps neither done nor dismissed. */
export const openSteps = (steps: readonly GettingStartedStep[]): number => steps.filter((s) => !s.done && !s.dismissed).length;

/** A set-up job queued or running. */
export const isSetupActive = (job: Job | null): job is Job => job !== null && (job.status === "queued" || job.status === "running");

/**
 * Whether the set-up run `job` (the latest) has failures to show: it failed as a whole, or it completed
 * with a failed part (a lexicon out of reach, a text the library does not have). A run queued or running,
 * or none yet, has none.
 */
export function setupHasFailures(job: Job | null): boolean {
  if (job?.status === "failed") return true;
  if (job?.status !== "completed") return false;
  const result = LibrarySetupResultSchema.safeParse(job.result);
  return result.success && result.data.parts.some((p) => p.status === "failed");
}

/**
 * Whether the 'Get started' card shows: while a step is open, while a set-up runs (its progress), and while
 * the latest set-up run has failures (its parts' reasons and the button to run it again), even once every
 * step is done or dismissed; it goes when none of these holds.
 */
export const showGettingStarted = (state: Pick<GettingStarted, "open" | "setup" | "setupFailed">): boolean =>
  state.open > 0 || state.setupFailed || isSetupActive(state.setup);

/** The lexicons the set-up imports that hold no entry yet (the lexicons step's "not yet"). */
export const missingLexiconSources = (counts: GettingStartedCounts): DictionarySource[] =>
  counts.lexicons.filter((l) => l.entries === 0 && isSetupLexicon(l.source)).map((l) => l.source);

/** The same, by their English names. */
export const missingLexicons = (counts: GettingStartedCounts): string[] => missingLexiconSources(counts).map((s) => LEXICON_NAMES[s]);
