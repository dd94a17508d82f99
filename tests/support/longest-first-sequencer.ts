import { BaseSequencer, type TestSpecification } from "vitest/node";

/**
 * Seconds each of the longest API test files took in one run (`npx vitest run --project api
 * <files> --reporter=json`: endTime − startTime, three files at a time on a 2-core machine shared
 * at a load of 15–20, so about three times an idle run's); only their order matters. Files not
 * listed come after these, in Vitest's own order.
 */
export const LONGEST_TEST_FILES: Record<string, number> = {
  "tests/api/upload-memory.test.ts": 348,
  "tests/api/library-setup.test.ts": 254,
  "tests/api/dictionary-jastrow.test.ts": 123,
  "tests/api/faults-restore.test.ts": 120,
  "tests/api/review-fit.test.ts": 100,
  "tests/api/faults-lexicon.test.ts": 95,
  "tests/api/lock.test.ts": 50,
  "tests/api/graceful-shutdown.test.ts": 61,
  "tests/api/jobs-processes.test.ts": 57,
  "tests/api/fuzz.test.ts": 52,
  "tests/api/dictionary.test.ts": 47,
  "tests/api/auth-admin-cli.test.ts": 46,
  // Alone at a load of 20: 31-44 s of tests and ~10 s of imports, growing with each fixture page (one import job each).
  "tests/api/sefaria-fixture-pages.test.ts": 45,
  "tests/api/faults-books.test.ts": 43,
  "tests/api/bible-sefaria.test.ts": 39,
  "tests/api/reading-path.test.ts": 33,
  "tests/api/auth.test.ts": 33,
  "tests/api/generation.test.ts": 27,
  "tests/api/reading-lemmas.test.ts": 26,
  "tests/api/bible-partial-book.test.ts": 25,
  "tests/api/books.test.ts": 19,
  "tests/api/backup-cross-db.test.ts": 19,
  "tests/api/jastrow-form-corrections.test.ts": 18,
  "tests/api/jastrow-reference-changes.test.ts": 18,
  "tests/api/jobs.test.ts": 16,
  "tests/api/generation-llm.test.ts": 15,
  "tests/api/first-screen.test.ts": 15,
  "tests/api/translation.test.ts": 14,
  "tests/api/session-cookie-names.test.ts": 14,
  "tests/api/permissions.test.ts": 14,
};

/**
 * Runs the longest files first. Vitest orders files by their durations in its results cache, and
 * without one (a fresh clone: CI) by size, largest first: the longest API files are short ones,
 * so they started last and the run waited on them alone at its end. Longest first, the short files
 * fill the workers around them.
 */
export class LongestFirstSequencer extends BaseSequencer {
  override async sort(files: TestSpecification[]): Promise<TestSpecification[]> {
    const sorted = await super.sort(files);
    const root = this.ctx.config.root;
    const seconds = (s: TestSpecification) => LONGEST_TEST_FILES[s.moduleId.slice(root.length + 1)] ?? 0;
    const projects = [...new Set(sorted.map((s) => s.project.name))];
    // The base order keeps projects apart; within each, the listed files first, longest first (a stable sort).
    return projects.flatMap((name) => sorted.filter((s) => s.project.name === name).sort((a, b) => seconds(b) - seconds(a)));
  }
}
