import { describe, expect, it } from "vitest";
import { correctJastrowForms, isMisplacedForm } from "./jastrow-forms";

describe("Jastrow's misplaced forms", () => {
  it("finds a citation's words among an entry's forms: unpointed, sharing fewer than three letters with the head-word", () => {
    expect(isMisplacedForm("עַקְמוּמִית", "שאין")).toBe(true);
    expect(isMisplacedForm("מִיל", "בה")).toBe(true);
    expect(isMisplacedForm("תָּרִיס", "אין")).toBe(true);
  });

  it("keeps the real forms: pointed ones, and unpointed spellings of the same word", () => {
    expect(isMisplacedForm("רַבָּן", "רַבָּנָן")).toBe(false);
    expect(isMisplacedForm("בִּימָה", "בימא")).toBe(false);
    expect(isMisplacedForm("מִיל", "מסילה")).toBe(false);
    expect(isMisplacedForm("אני", "בה")).toBe(false);
  });

  it("drops a form only when it is misplaced under every head-word of the entry", () => {
    expect(correctJastrowForms(["מִיל"], ["מִיל", "מִילִין", "מסילה", "שלא", "היה", "בה"])).toEqual({ kept: ["מִיל", "מִילִין", "מסילה"], dropped: ["שלא", "היה", "בה"] });
    expect(correctJastrowForms(["אָב", "אבא"], ["אבא"]).dropped).toEqual([]);
  });
});
