import { describe, expect, it } from "vitest";
import { particleGloss } from "./particle-gloss";

describe("particleGloss", () => {
  it("glosses ל ב כ with a pronoun suffix", () => {
    expect(particleGloss("לִי")).toBe("to me");
    expect(particleGloss("לָּהּ")).toBe("to her");
    expect(particleGloss("לָהֶם")).toBe("to them");
    expect(particleGloss("בּוֹ")).toBe("in him");
    expect(particleGloss("כָּמוֹךָ")).toBe("like you");
  });
  it("leaves any other word alone", () => {
    expect(particleGloss("לֶחֶם")).toBeNull();
    expect(particleGloss("אֶרֶץ")).toBeNull();
    expect(particleGloss("")).toBeNull();
  });
});
