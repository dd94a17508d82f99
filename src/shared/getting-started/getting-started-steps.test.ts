import { describe, expect, it } from "vitest";
import { DICTIONARY_SOURCES } from "../api/dictionary";
import type { GettingStartedCounts } from "../api/getting-started";
import { gettingStartedSteps, openSteps } from "./getting-started-steps";

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
