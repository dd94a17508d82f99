import { describe, expect, it } from "vitest";
import { glossKind } from "./gloss-kind";

describe("the kind of an entry's first definition", () => {
  it("calls a grammatical label or a pointer a label (first definitions as the importers made them)", () => {
    for (const d of [
      "v. Pi.", // Jastrow טֶבֶל I
      "Pa.", // זְוַג
      "pl.טִיפִּין, v. טִיפָּה.", // טִיף
      "= h. שֶׁלַח I.", // שִׁלְחָא
      "= מָסִיק.", // מְסִיקָה
      "= דְּאִינוּן (v. אִיהוּ).", // דִּינוּן
      "(πορφύριον) same.", // פּוּרְפּוּרְיוֹן
      "m. ch. same.", // שַׁלְהוֹבָא
      "w. 2).", // אֲלוּמָּא
      "Ithpa. אִשְׁתַּכֵּל, v. שׁכְלֵל.", // שְׁכַל
      "the same as 1346", // Strong's H1348
    ]) expect(glossKind([d]), d).toBe("label");
  });

  it("calls a meaning a meaning, a label before it too, and BDB's one-word glosses that look like abbreviations", () => {
    for (const d of ["I", "in", "pass", "part", "to dip", "× are, it, this.", "sign, type; letter", "who, which"]) expect(glossKind([d]), d).toBe("meaning");
  });

  it("calls no definition empty", () => {
    expect(glossKind([])).toBe("empty");
    expect(glossKind(["", " "])).toBe("empty");
  });
});

describe("a meaning after a binyan's name", () => {
  it("is labelled (the binyan's meaning stands first, not the verb's)", () => {
    for (const d of ["Pa. to grieve, provoke", "Ithpe. to delight one’s self", "Af. to become sourish"]) expect(glossKind([d]), d).toBe("labelled");
    for (const d of ["Paul", "Pass over", "to persuade (Pi.)"]) expect(glossKind([d]), d).toBe("meaning");
  });
});
