import { default_w } from "ts-fsrs";
import { describe, expect, it } from "vitest";
import { renderServerMessage } from "../i18n/server-messages";
import { formatWeights, parseWeights } from "./parse-weights";

describe("parseWeights", () => {
  it("reads the optimiser's list, with or without brackets, commas or spaces", () => {
    const text = formatWeights([...default_w]);
    expect(parseWeights(text)).toEqual({ ok: true, weights: [...default_w] });
    expect(parseWeights(`[${text}]`)).toEqual({ ok: true, weights: [...default_w] });
    expect(parseWeights(default_w.join(" "))).toEqual({ ok: true, weights: [...default_w] });
    expect(parseWeights(default_w.slice(0, 19).join(",\n"))).toEqual({ ok: true, weights: default_w.slice(0, 19) });
  });

  it("empty text means the defaults", () => {
    expect(parseWeights("  ")).toEqual({ ok: true, weights: null });
    expect(formatWeights(null)).toBe("");
  });

  it("names what is wrong", () => {
    expect(parseWeights("0.2, 1.3, abc")).toEqual({ ok: false, error: { key: "settings_weights_not_number", params: { value: "abc" } } });
    const count = parseWeights("1, 2, 3");
    expect(count).toEqual({ ok: false, error: { key: "settings_weights_count", params: { fsrs5: 19, fsrs6: 21, count: 3 } } });
    expect(!count.ok && renderServerMessage(count.error.key, count.error.params)).toBe("FSRS parameters are 19 or 21 numbers; this list has 3");
    expect(parseWeights("1e400")).toMatchObject({ ok: false });
  });
});
