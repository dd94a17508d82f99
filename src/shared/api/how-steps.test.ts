import { describe, expect, it } from "vitest";
import { aramaicReadings } from "../hebrew/aramaic-readings";
import { verbReadings } from "../hebrew/verb-forms";
import { HowStepSchema } from "./how-steps";

describe("HowStepSchema", () => {
  it("accepts the steps the rules make, and refuses an unknown kind or a missing field", () => {
    for (const r of [...aramaicReadings("וּבִתְרוּמָתָן"), ...verbReadings("וּמְבָרְכִין")]) for (const s of r.howSteps) expect(HowStepSchema.parse(s)).toEqual(s);
    expect(HowStepSchema.safeParse({ kind: "guess" }).success).toBe(false);
    expect(HowStepSchema.safeParse({ kind: "plural-of" }).success).toBe(false);
    expect(HowStepSchema.safeParse({ kind: "verb", form: "aorist" }).success).toBe(false);
  });
});
