import { describe, expect, it } from "vitest";
import { decodeMorphPart } from "@/shared/hebrew/decode-morph";
import { binyanName, jastrowBinyanLabel, morphPartText } from "./morph-labels";

/** The app's own grammar words in the interface language; English as decode-morph and Jastrow write them. */
describe("morphPartText", () => {
  it("English is decode-morph's wording", () => {
    for (const code of ["Vqw3ms", "Ncmpc", "C", "Td", "Sp3ms", "Rd", "Aafsa"]) {
      expect(morphPartText(code, "Hebrew", "short", "en")).toBe(decodeMorphPart(code)!.short);
      expect(morphPartText(code, "Hebrew", "long", "en")).toBe(decodeMorphPart(code)!.long);
    }
  });

  it("the Hebrew interface words every field in Hebrew: no English left", () => {
    expect(morphPartText("Vhw3ms", "Hebrew", "long", "he")).toBe("פועל · הִפְעִיל · עתיד מהופך (ויקטל) · גוף שלישי זכר יחיד");
    expect(morphPartText("C", "Hebrew", "short", "he")).toBe("מילת חיבור");
    expect(morphPartText("Ncmpc", "Hebrew", "short", "he")).toBe("שם עצם · שם כללי · זכר רבים · נסמך");
    expect(morphPartText("Vpp3ms", "Aramaic", "short", "he")).toBe("פועל · פַּעֵל · עבר (קטל) · גוף שלישי זכר יחיד");
    // Every part of speech, type and stem of the codes: Hebrew letters, marks, digits and punctuation only.
    const codes = ["Aamsa", "Acmsa", "Agmpa", "Aofsa", "D", "Ngmpa", "Npm", "Pdxms", "Pf", "Pi", "Pp3ms", "Pr", "Sd", "Sh", "Sn", "Sp1cs",
      "Ta", "Td", "Te", "Ti", "Tj", "Tm", "Tn", "To", "Tr", "Vqp3ms", "VNi3ms", "Vpv2ms", "VPrmsa", "Vhc", "VHsfsa", "Vta", "Voh1cs", "VOj3ms"];
    for (const code of codes) expect(morphPartText(code, "Hebrew", "long", "he"), code).toMatch(/^[\u0591-\u05F4 ·()'0-9,־]+$/);
    for (const stem of "qQupPMahseHitvwozrfbcmlLOG") expect(morphPartText(`V${stem}p3ms`, "Aramaic", "short", "he"), stem).not.toMatch(/[A-Za-z]/);
    for (const stem of "qNpPhHtoOrmMkKQlLfDjucvwyz") expect(morphPartText(`V${stem}p3ms`, "Hebrew", "short", "he"), stem).not.toMatch(/[A-Za-z]/);
  });

  it("the other interfaces translate the grammar words", () => {
    expect(morphPartText("C", "Hebrew", "short", "fr")).toBe("Conjonction");
    expect(morphPartText("Vqp3ms", "Hebrew", "short", "es")).toMatch(/^Verbo · Qal · qatal \(perfecto\) · /);
    expect(morphPartText("Zz", "Hebrew", "short", "he")).toBeNull();
  });
});

describe("binyan names", () => {
  it("Jastrow's abbreviations are named in full outside English, in Hebrew as the binyan's pattern", () => {
    expect(binyanName("Pa.", "he")).toBe("פַּעֵל");
    expect(binyanName("Af.", "he")).toBe("אַפְעֵל");
    expect(binyanName("Ithpa.", "he")).toBe("אִתְפַּעַל");
    expect(binyanName("Hif.", "he")).toBe("הִפְעִיל");
    expect(binyanName("Nif.", "he")).toBe("נִפְעַל");
    expect(binyanName("Pa.", "es")).toBe("Pael");
    expect(binyanName("Pa.", "en")).toBe("Pa.");
    expect(binyanName("Qal", "he")).toBe("קַל");
    expect(jastrowBinyanLabel("Hithpa. a. Nithpa.", "he")).toBe("הִתְפַּעֵל, נִתְפַּעֵל");
    expect(binyanName("Ithpol", "he")).toBe("אִתְפּוֹלַל");
    expect(binyanName("Pol", "it")).toBe("Polel");
    // Not a binyan: left as the lexicon wrote it.
    expect(binyanName("Pa., part. pass.", "he")).toBe("Pa., part. pass.");
  });

  it("every binyan name Jastrow uses more than a few times is named in Hebrew", () => {
    for (const name of ["Pi.", "Hif.", "Pa.", "Nif.", "Ithpe.", "Af.", "Ithpa.", "Hithpa.", "Nithpa.", "Hof.", "Ithpalp.", "Hithpol.", "Pu.", "Polel.", "Ittaf.", "Pilp.", "Palp.", "Hithpalp.", "Ithpol.", "Pol.", "Nithpalp.", "Ishtaf."]) {
      expect(binyanName(name, "he"), name).toMatch(/^[\u0591-\u05F4 ]+$/);
    }
  });
});
