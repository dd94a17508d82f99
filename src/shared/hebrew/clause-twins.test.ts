import { describe, expect, it } from "vitest";
import { withClauseTwins, type TwinRow } from "./clause-twins";

const row = (sourceId: string, wordPlain: string, language: string, definitions: string[], partOfSpeech: string | null = null, isProperName = false): TwinRow =>
  ({ source: "jastrow", sourceId, wordPlain, language, definitions, partOfSpeech, isProperName });
const hornAramaic = row("S02103", "קרן", "aramaic", ["horn", "strength; beam, ray"]);
const hornHebrew = row("S02102", "קרן", "hebrew", ["horn", "any projection, point"]);
const ids = (rows: readonly TwinRow[]) => rows.map((r) => r.sourceId);

describe("withClauseTwins", () => {
  it("adds the clause's twin of a word a reading found in the other language only (קַרְנֵי under Jastrow's Aramaic קְרַן)", () => {
    expect(ids(withClauseTwins([hornAramaic], [hornAramaic, hornHebrew], "hebrew"))).toEqual(["S02103", "S02102"]);
  });

  it("adds a verb's twin by its letters, whatever its glosses", () => {
    const say = row("A02061", "אמר", "aramaic", ["to speak, think, say"]);
    const sayHebrew = row("A02060", "אמר", "hebrew", ["to join, knot"]);
    expect(ids(withClauseTwins([say], [sayHebrew], "hebrew"))).toEqual(["A02061", "A02060"]);
  });

  it("adds nothing without a clause, in the reading's own language, or where the other entry is another word", () => {
    expect(ids(withClauseTwins([hornAramaic], [hornHebrew], null))).toEqual(["S02103"]);
    expect(ids(withClauseTwins([hornAramaic], [hornHebrew], "aramaic"))).toEqual(["S02103"]);
    const between = row("B00638", "בין", "aramaic", ["in the meantime"]);
    const split = row("B00637", "בין", "hebrew", ["something split"], "m.");
    expect(ids(withClauseTwins([between], [split], "hebrew"))).toEqual(["B00638"]);
    const name = row("A00018", "אבא", "hebrew", ["Abba"], null, true);
    const father = row("A00017", "אבא", "aramaic", ["father"], "m.");
    expect(ids(withClauseTwins([father], [name], "hebrew"))).toEqual(["A00017"]);
  });

  it("adds no twin to a reading that holds the word in the clause's language already", () => {
    expect(ids(withClauseTwins([hornAramaic, hornHebrew], [hornHebrew], "hebrew"))).toEqual(["S02103", "S02102"]);
  });
});
