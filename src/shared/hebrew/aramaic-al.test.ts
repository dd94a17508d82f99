import { describe, expect, it } from "vitest";
import { afterContractedAl, contractedAlReadings, KEPT_AL, keptAlCost } from "./aramaic-al";

describe("afterContractedAl", () => {
  it("reads אַ with the next letter doubled, or before a guttural, as עַל", () => {
    expect(afterContractedAl("אַכּוּלֵּי")).toBe("כּוּלֵּי");
    expect(afterContractedAl("אַתּוֹלָדָה")).toBe("תּוֹלָדָה");
    expect(afterContractedAl("אַהֵיָיא")).toBe("הֵיָיא");
  });
  it("reads no other pointing so, nor unpointed text", () => {
    expect(afterContractedAl("אָכַל")).toBeNull();
    expect(afterContractedAl("אַלְמָא")).toBeNull();
    expect(afterContractedAl("אכולי")).toBeNull();
    expect(afterContractedAl("אַתְּ")).toBeNull();
  });
});

describe("contractedAlReadings", () => {
  it("reaches a head-word whose ־א the rest's ending replaced (אַמַּתְנִיתִין 'on our Mishnah': מַתְנִיתָא)", () => {
    expect(contractedAlReadings("אַמַּתְנִיתִין").map((r) => r.form)).toContain("מתניתא");
  });
  it("reads the rest as aramaic-readings does, one step dearer, the step named", () => {
    const rs = contractedAlReadings("אַתּוֹלָדָה");
    expect(rs[0]).toMatchObject({ prefixPlain: "א", form: "תולדה", cost: 1, how: "אַ as עַל" });
    expect(contractedAlReadings("אַדְּרַבִּי").map((r) => [r.prefixPlain, r.form])).toContainEqual(["אד", "רבי"]);
  });
  it("costs more where a word found for the letters doubles the letter after its אַ itself", () => {
    expect(contractedAlReadings("אַמּוֹת", [{ wordPlain: "אמה", pointedForms: ["אַמָּה", "אַמּוֹת"] }])[0]?.cost).toBe(1 + KEPT_AL);
    expect(contractedAlReadings("אַמּוֹת", [{ wordPlain: "אמת", pointedForms: ["אָמַת"] }])[0]?.cost).toBe(1);
    expect(contractedAlReadings("אַקְּרָא", [{ wordPlain: "קרי", pointedForms: ["קְרֵי", "אִקְּרֵי"] }])[0]?.cost).toBe(1);
    expect(contractedAlReadings("אַקְּרָא", [{ wordPlain: "קרר", pointedForms: ["קְרַר", "אַקֵּר"] }])[0]?.cost).toBe(1);
  });
  it("has none where the pointing says no", () => {
    expect(contractedAlReadings("אָכַל")).toEqual([]);
  });
});

describe("keptAlCost", () => {
  const cost = keptAlCost("אַכׇּל");
  it("makes a word whose head-words do not double the letter dearer", () => {
    expect(cost("", [{ pointedForms: ["אָכַל", "אֲכַל"] }])).toBe(KEPT_AL);
  });
  it("leaves a word headed with the letter doubled, a reading with proclitics, and other pointings", () => {
    expect(keptAlCost("אַבָּא")("", [{ pointedForms: ["אַבָּא"] }])).toBe(0);
    expect(keptAlCost("אַהֲדָדֵי")("", [{ pointedForms: ["אַהֲדָדֵי"] }])).toBe(0);
    expect(cost("א", [{ pointedForms: ["כֹּל"] }])).toBe(0);
    expect(keptAlCost("אָכַל")("", [{ pointedForms: ["אָכַל"] }])).toBe(0);
  });
});
