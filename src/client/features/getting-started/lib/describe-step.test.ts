import { afterAll, describe, expect, it } from "vitest";
import type { GettingStartedCounts } from "@/shared/api/getting-started";
import { gettingStartedSteps } from "@/shared/getting-started/getting-started-steps";
import { setInterfaceLocale } from "@/client/lib/i18n";
import { stepState, stepTitle } from "./describe-step";

afterAll(() => setInterfaceLocale("en"));

const empty: GettingStartedCounts = {
  booksWithText: 0,
  lexicons: [{ source: "bdb", entries: 0 }, { source: "strongs", entries: 0 }],
  collections: [],
  learners: 0,
};
const some: GettingStartedCounts = {
  booksWithText: 1,
  lexicons: [{ source: "bdb", entries: 10_234 }, { source: "strongs", entries: 0 }],
  collections: [{ domain: "modern", total: 3, filled: 1 }],
  learners: 2,
};

describe("the 'Get started' steps in the interface language", () => {
  it("says in English what the server's checklist says", () => {
    setInterfaceLocale("en");
    for (const counts of [empty, some]) {
      for (const step of gettingStartedSteps(counts, [])) {
        expect(stepTitle(step.id)).toBe(step.title);
        expect(stepState(step.id, counts)).toBe(step.state);
      }
    }
    expect(stepState("collections", empty)).toBe("No built-in collections");
    expect(stepState("collections", some)).toBe("Modern 1 of 3 filled beyond the samples");
  });

  it("words the states in Hebrew and French, with their plurals and numbers", () => {
    setInterfaceLocale("he");
    expect(stepTitle("learners")).toBe("הזמנת לומדים");
    expect(stepState("learners", some)).toBe("שני לומדים");
    expect(stepState("texts", some)).toBe("ספר אחד עם טקסט");
    setInterfaceLocale("fr");
    expect(stepState("lexicons", some).replace(/\s/g, " ")).toBe("BDB 10 234 entrées; pas encore : Strong's"); // a no-break space, narrow or not by ICU version
    expect(stepState("learners", empty)).toBe("Pas encore d’apprenants : ajoutez leurs comptes, ou envoyez-leur l’adresse d’inscription");
  });
});
