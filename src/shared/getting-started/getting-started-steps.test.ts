import { describe, expect, it } from "vitest";
import { DICTIONARY_SOURCES } from "../api/dictionary";
import type { GettingStartedCounts } from "../api/getting-started";
import type { Job } from "../api/jobs";
import type { LibrarySetupPart } from "../api/library-setup";
import { gettingStartedSteps, openSteps, setupHasFailures, showGettingStarted } from "./getting-started-steps";

const fresh: GettingStartedCounts = {
  booksWithText: 0,
  lexicons: DICTIONARY_SOURCES.map((source) => ({ source, entries: 0 })),
  collections: [{ domain: "modern", total: 2, filled: 0 }, { domain: "biblical", total: 5, filled: 0 }],
  learners: 0,
};

describe("the 'Get started' checklist's states", () => {
  it("on a fresh instance every step is open, each saying what is missing", () => {
    const steps = gettingStartedSteps(fresh, []);
    expect(steps.map((s) => [s.id, s.done, s.dismissed])).toEqual([
      ["texts", false, false], ["lexicons", false, false], ["collections", false, false], ["learners", false, false],
    ]);
    expect(steps[1]!.state).toBe("No lexicon imported yet; not yet: BDB, Strong's, Wiktionary Aramaic, Jastrow, Wiktionary Hebrew");
    expect(steps[2]!.state).toBe("Modern 0 of 2, Biblical 0 of 5 filled beyond the samples");
    expect(openSteps(steps)).toBe(4);
  });

  it("is done step by step from the data; a dismissed step is no longer open", () => {
    const counts: GettingStartedCounts = {
      booksWithText: 39,
      lexicons: DICTIONARY_SOURCES.map((source, i) => ({ source, entries: i === 0 ? 0 : 1000 * i })),
      collections: [{ domain: "modern", total: 2, filled: 1 }, { domain: "biblical", total: 5, filled: 0 }],
      learners: 1,
    };
    const steps = gettingStartedSteps(counts, ["collections"]);
    expect(steps.map((s) => s.done)).toEqual([true, false, false, true]);
    expect(steps[0]!.state).toBe("39 books with text");
    expect(steps[1]!.state).toBe("Strong's 1,000 entries, Wiktionary Aramaic 2,000 entries, Sefaria Aramaic 3,000 entries, Jastrow 4,000 entries, Wiktionary Hebrew 5,000 entries; not yet: BDB");
    expect(steps[2]!.dismissed).toBe(true);
    expect(steps[3]!.state).toBe("1 learner");
    expect(openSteps(steps)).toBe(1);
    const all = gettingStartedSteps({ ...counts, lexicons: counts.lexicons.map((l) => ({ ...l, entries: 1 })), collections: [{ domain: "modern", total: 2, filled: 2 }] }, []);
    expect(all.every((s) => s.done)).toBe(true);
    expect(openSteps(all)).toBe(0);
  });

  it("the lexicons step asks for the five lexicons 'Set up the library' imports, not Sefaria's optional online lookup", () => {
    const lexicons = DICTIONARY_SOURCES.map((source) => ({ source, entries: source === "sefaria-aramaic" ? 0 : 10 }));
    const [, step] = gettingStartedSteps({ ...fresh, lexicons }, []);
    expect(step!.done).toBe(true);
    expect(step!.state).not.toMatch(/not yet/);
    const [, without] = gettingStartedSteps({ ...fresh, lexicons: lexicons.map((l) => (l.source === "jastrow" ? { ...l, entries: 0 } : l)) }, []);
    expect(without!.done).toBe(false);
    expect(without!.state).toMatch(/; not yet: Jastrow$/);
  });
});

describe("the latest set-up run's failures, and when the card shows", () => {
  const part = (status: LibrarySetupPart["status"], p: LibrarySetupPart["part"] = "mishnah"): LibrarySetupPart =>
    ({ part: p, name: "", status, added: 0, reason: status === "failed" ? "The texts library has no text called \"Mishnah Peah\"" : null });
  const job = (status: Job["status"], parts?: LibrarySetupPart[]): Job => ({
    id: "00000000-0000-4000-8000-000000000000", kind: "library-setup", status, message: "", messageKey: null, messageParams: null,
    percent: status === "completed" ? 100 : 40, counts: {},
    result: parts ? { parts, message: { key: "job_library_setup_finished", params: {} } } : null,
    error: status === "failed" ? "Failed to set up the library" : null, errorKey: null, errorParams: null,
    createdAt: "2025-01-01T00:00:00Z", startedAt: null, finishedAt: null,
  });

  it("a run completed with a failed part, or failed as a whole, has failures; one without, running, or none yet has none", () => {
    expect(setupHasFailures(job("completed", [part("done", "bible"), part("failed"), part("skipped", "talmud")]))).toBe(true);
    expect(setupHasFailures(job("failed"))).toBe(true);
    expect(setupHasFailures(job("completed", [part("done", "bible"), part("skipped"), part("needs-text", "collections")]))).toBe(false);
    expect(setupHasFailures(job("running"))).toBe(false);
    expect(setupHasFailures(job("queued"))).toBe(false);
    expect(setupHasFailures(job("completed"))).toBe(false); // a result not the set-up's: nothing to show
    expect(setupHasFailures(null)).toBe(false);
  });

  it("shows while a step is open, while a set-up runs, or while the last run has failures, even with every step done", () => {
    expect(showGettingStarted({ open: 1, setup: null, setupFailed: false })).toBe(true);
    expect(showGettingStarted({ open: 0, setup: job("completed", [part("failed")]), setupFailed: true })).toBe(true);
    expect(showGettingStarted({ open: 0, setup: job("running"), setupFailed: false })).toBe(true);
    expect(showGettingStarted({ open: 0, setup: job("queued"), setupFailed: false })).toBe(true);
    expect(showGettingStarted({ open: 0, setup: job("completed", [part("done")]), setupFailed: false })).toBe(false);
    expect(showGettingStarted({ open: 0, setup: null, setupFailed: false })).toBe(false);
  });
});
