import { describe, expect, it } from "vitest";
import { DATA_SCENARIOS, DATABASES, SCENARIOS, planBench } from "./bench-plan";

describe("planBench (BENCH_ONLY)", () => {
  it("runs every scenario in full, the Torah only, without BENCH_ONLY", () => {
    const plan = planBench(undefined, undefined);
    expect(DATA_SCENARIOS.every((s) => plan.wanted(s, SCENARIOS) && !plan.importOnly(s))).toBe(true);
    expect(plan).toMatchObject({ bibleBooks: 5, dataWanted: true, needsData: true });
  });

  it("runs the import part of books, bible, dictionary and jastrow for 'imports', the whole Tanakh, without the data set", () => {
    const plan = planBench("imports", undefined);
    const run = DATA_SCENARIOS.filter((s) => plan.wanted(s, SCENARIOS));
    expect(run.sort()).toEqual(["bible", "books", "dictionary", "jastrow"]);
    expect(run.every(plan.importOnly)).toBe(true);
    expect(plan.wanted("install", SCENARIOS)).toBe(false);
    expect(DATABASES.every((d) => plan.wanted(d, DATABASES))).toBe(true);
    expect(plan).toMatchObject({ bibleBooks: 39, dataWanted: true, needsData: false });
  });

  it("runs issue 50's table: imports, search, bible in full and install; a named database alone", () => {
    const plan = planBench("imports, search,bible,install,postgres", "3");
    expect(DATA_SCENARIOS.filter((s) => plan.wanted(s, SCENARIOS)).sort()).toEqual(["bible", "books", "dictionary", "jastrow", "search"]);
    expect(["bible", "search"].some(plan.importOnly)).toBe(false);
    expect(plan.importOnly("jastrow")).toBe(true);
    expect(plan.wanted("install", SCENARIOS) && !plan.wanted("bundle", SCENARIOS)).toBe(true);
    expect([plan.wanted("pglite", DATABASES), plan.wanted("postgres", DATABASES)]).toEqual([false, true]);
    expect(plan).toMatchObject({ bibleBooks: 3, needsData: true });
  });

  it("generates no data set for the isolation and fairness figures alone", () => {
    expect(planBench("isolation,fairness", undefined)).toMatchObject({ dataWanted: true, needsData: false });
    expect(planBench("fairness,page", undefined)).toMatchObject({ needsData: true });
  });

  it("opens no database for the install size alone", () => {
    expect(planBench("install", undefined)).toMatchObject({ dataWanted: false, needsData: false });
  });
});
