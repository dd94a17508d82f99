import fs from "node:fs";
import { fileURLToPath } from "node:url";
import { describe, expect, it } from "vitest";

/**
 * The Hebrew catalogue is shown right to left: a sign with no direction of its own ('+', '<', '>',
 * '±') written before a number or a number's placeholder takes the Hebrew's direction and lands on
 * the number's far side ('+10 ד׳' read '10+', '<1 דק׳' read '1>'). Such a bound is said in words
 * ('עוד 10 ד׳', 'עד 1 דק׳').
 */
const file = fileURLToPath(new URL("../../messages/he.json", import.meta.url));

/** Every text of a message: plain, or each variant of a plural message. */
function texts(value: unknown): string[] {
  if (typeof value === "string") return [value];
  if (Array.isArray(value)) return value.flatMap(texts);
  if (value && typeof value === "object") return Object.values(value).flatMap(texts);
  return [];
}

describe("the Hebrew catalogue", () => {
  it("puts no direction-less sign before a number or a number's placeholder", () => {
    const messages = JSON.parse(fs.readFileSync(file, "utf8")) as Record<string, unknown>;
    const misplaced = Object.entries(messages)
      .filter(([key]) => key !== "$schema")
      .flatMap(([key, value]) => texts(value).filter((t) => /[<>+±]\s?(?:\d|\{)/.test(t)).map((t) => `${key}: ${t}`));
    expect(misplaced).toEqual([]);
  });
});
