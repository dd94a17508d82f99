import { describe, expect, it } from "vitest";
import { abbreviationReading, dropQuotationMarks } from "./rabbinic-abbreviations";

describe("abbreviationReading", () => {
  it("reads the common abbreviations, with either spelling of the marks, as their expansion and main word", () => {
    expect(abbreviationReading("מַתְנִי׳")).toMatchObject({ prefixPlain: "", stemPlain: "מתני'", abbreviation: { head: "מתניתא", jastrow: "M03094" } });
    expect(abbreviationReading("גְּמָ׳")?.abbreviation.head).toBe("גמרא");
    expect(abbreviationReading('ת"ש')?.abbreviation.expansion).toBe("תָּא שְׁמַע");
    expect(abbreviationReading("אע״ג")?.abbreviation.head).toBe("אף");
  });

  it("takes proclitics off (דת\"ש), keeps וכו׳ whole, and has nothing for a word without marks or not in the table", () => {
    expect(abbreviationReading('דת"ש')).toMatchObject({ prefixPlain: "ד", stemPlain: 'ת"ש' });
    expect(abbreviationReading("וְכוּ׳")).toMatchObject({ prefixPlain: "", stemPlain: "וכו'" });
    expect(abbreviationReading("מתני")).toBeNull();
    expect(abbreviationReading('ק"ק"ק')).toBeNull();
  });
});

describe("abbreviationReading of the divine name", () => {
  it("reads יְיָ as the divine name (Jastrow's יֳי), with its proclitics (דַיְיָ, לַיְיָ, וַיְיָ)", () => {
    for (const [w, p] of [["יְיָ", ""], ["דַיְיָ", "ד"], ["לַיְיָ", "ל"], ["וַיְיָ", "ו"], ["לְיְיָ", "ל"]] as const) {
      const r = abbreviationReading(w);
      expect(r?.prefixPlain, w).toBe(p);
      expect(r?.abbreviation.jastrow, w).toBe("J00319");
    }
  });

  it("leaves two yods pointed otherwise, unpointed, or after other letters (דַּיַּי, ייי, חַיְיָ)", () => {
    for (const w of ["דַּיַּי", "יי", "חַיְיָ", "בִּרְיָיָ"]) expect(abbreviationReading(w), w).toBeNull();
  });
});

describe("dropQuotationMarks", () => {
  it("keeps a gershayim before the last letter, drops one elsewhere", () => {
    expect(dropQuotationMarks('ת"ש')).toBe('ת"ש');
    expect(dropQuotationMarks("בְּ״אָבוֹת")).toBe("בְּאָבוֹת");
    expect(dropQuotationMarks("מַתְנִי׳")).toBe("מַתְנִי׳");
  });
});
