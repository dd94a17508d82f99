import { describe, expect, it } from "vitest";
import { m } from "@/client/lib/i18n";

describe("the review forecast's sentence (Settings, Review Schedule)", () => {
  it("counts one word as 'word', more as 'words', grouped (a learner with one card read '(1 words, …)')", () => {
    expect(m.review_fit_forecast({ reviews: "0.1", days: "30", cards: 1, newPerDay: "0" }))
      .toBe("About 0.1 reviews a day over the next 30 days (1 word, 0 new a day), simulated with your parameters.");
    expect(m.review_fit_forecast({ reviews: "8.3", days: "30", cards: 1200, newPerDay: "1" }))
      .toBe("About 8.3 reviews a day over the next 30 days (1,200 words, 1 new a day), simulated with your parameters.");
    expect(m.review_fit_forecast({ reviews: "0.1", days: "30", cards: 1, newPerDay: "0" }, { locale: "he" })).toContain("(מילה אחת,");
  });
});
