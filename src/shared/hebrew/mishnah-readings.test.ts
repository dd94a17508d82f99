import { describe, expect, it } from "vitest";
import { ARAMAIC_IN_MISHNAH, aramaicSteps, mishnahGrammarCost, UNPOINTED_ROOT_ONLY, unpointedRootCost } from "./mishnah-readings";
import { verbReadings } from "./verb-forms";

const stepsOf = (word: string, form: string) => verbReadings(word).find((r) => r.form === form)!.howSteps;

describe("aramaicSteps", () => {
  it("knows the Aramaic noun's plural (בְּנֵי of בַּר) from the Hebrew one (of בֵּן)", () => {
    expect(aramaicSteps(stepsOf("שבני", "בר"))).toBe(true);
    expect(aramaicSteps(stepsOf("שבני", "בן"))).toBe(false);
  });

  it("knows the Aramaic infinitive with מ־ from the Hebrew one with ל־", () => {
    expect(aramaicSteps([{ kind: "infinitive", affix: "מי־", aramaic: true }])).toBe(true);
    expect(aramaicSteps([{ kind: "infinitive", affix: "ל־", aramaic: false }])).toBe(false);
  });
});

describe("mishnahGrammarCost", () => {
  it("makes a reading with Aramaic grammar dearer in the Mishnah: its steps, or its endings (shared/hebrew/form-language)", () => {
    expect(mishnahGrammarCost("שֶׁבְּנֵי", "ש", stepsOf("שבני", "בר"))).toBe(ARAMAIC_IN_MISHNAH);
    expect(mishnahGrammarCost("שֶׁבְּנֵי", "ש", stepsOf("שבני", "בן"))).toBe(0);
    expect(mishnahGrammarCost("דְּאָמְרִינַן", "ד", [{ kind: "proclitics", letters: "ד" }, { kind: "ending", ending: "ינן" }])).toBe(ARAMAIC_IN_MISHNAH);
  });
});

describe("unpointedRootCost", () => {
  const bni = { word: "בני", wordPlain: "בני", isProperName: false };
  const bani = { word: "בָּנִי", wordPlain: "בני", isProperName: true };
  it("makes a pointed word read as written dearer where only an unpointed root heads its letters (בְּנֵי is not בני 'to build')", () => {
    expect(unpointedRootCost({ asWritten: true, stem: "בְּנֵי", form: "בני", entries: [bni, bani] })).toBe(UNPOINTED_ROOT_ONLY);
  });

  it("says nothing of a pointed head-word, a reading that changed the letters, or unpointed text", () => {
    expect(unpointedRootCost({ asWritten: true, stem: "בְּנֵי", form: "בני", entries: [bni, { ...bni, word: "בְּנֵי" }] })).toBe(0);
    expect(unpointedRootCost({ asWritten: false, stem: "בְּנֵי", form: "בני", entries: [bni] })).toBe(0);
    expect(unpointedRootCost({ asWritten: true, stem: "בני", form: "בני", entries: [bni] })).toBe(0);
  });
});
