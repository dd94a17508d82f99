import { describe, expect, it } from "vitest";
import { PARTICLE_GLOSSES } from "@/shared/hebrew/pronoun-particles";
import { particleGloss } from "./particle-glosses";

describe("particleGloss", () => {
  it("words every gloss of the particle table in each interface language (no English left in Hebrew)", () => {
    expect(PARTICLE_GLOSSES.length).toBeGreaterThan(15);
    for (const gloss of PARTICLE_GLOSSES) {
      expect(particleGloss(gloss, "en")).toBe(gloss);
      expect(particleGloss(gloss, "he"), gloss).not.toMatch(/[A-Za-z]/);
    }
    expect(particleGloss("to, for", "he")).toBe("אל, בשביל");
    expect(particleGloss("to, for", "es")).toBe("a, para");
    expect(particleGloss("something new", "he")).toBe("something new");
  });
});
