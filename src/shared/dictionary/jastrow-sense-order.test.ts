import { describe, expect, it } from "vitest";
import { citedVeryFrequently, leadsToGloss, mostFrequentFirst, openParentheses } from "./jastrow-sense-order";

describe("how Jastrow's senses are read in order", () => {
  it("counts the parentheses a text leaves open, a list's letters and a dash's number closing none", () => {
    expect(openParentheses("(b. h.; √אם, v. אֵם; cmp. חמר, עמר)")).toBe(0);
    expect(openParentheses(" (a) to join, knot; b) to heap up; c) transf.")).toBe(1);
    expect(openParentheses("to contract. [As to Assyr. to see, cmp. חמא.]) ", 1)).toBe(0);
    expect(openParentheses("(fr. root —2) branch")).toBe(1);
    expect(openParentheses("(cmp. Sabb. 15) and (Ber. 2a)")).toBe(0);
  });

  it("reads 'a. v. fr.' and what may lead to a sense's gloss", () => {
    expect(citedVeryFrequently("Ber. 3 b; a. v. fr.—Part.")).toBe(true);
    expect(citedVeryFrequently("Ber. 3 b; a. fr.")).toBe(false);
    expect(leadsToGloss(" whence ")).toBe(true);
    expect(leadsToGloss(" (cmp. ברר) ")).toBe(true);
    expect(leadsToGloss(" ת' זה מקרא וכ' ")).toBe(false);
    expect(leadsToGloss(" a legal term, ")).toBe(false);
  });

  it("puts the very frequent sense first, never a name's entry or a transliteration", () => {
    const rules = new Set<string>();
    const glossed = [{ meanings: ["to cave out"], frequent: false }, { meanings: ["to bless"], frequent: true }];
    expect(mostFrequentFirst(["to cave out", "to bless"], glossed, rules)).toEqual(["to bless", "to cave out"]);
    expect(rules.has("frequent")).toBe(true);
    expect(mostFrequentFirst(["Joshua", "son of Nun"], [{ meanings: ["Joshua"], frequent: false }, { meanings: ["son of Nun"], frequent: true }], new Set())).toEqual(["Joshua", "son of Nun"]);
    expect(mostFrequentFirst(["the confession", "v’hayah"], [{ meanings: ["the confession"], frequent: false }, { meanings: ["v’hayah"], frequent: true }], new Set())).toEqual(["the confession", "v’hayah"]);
    expect(mostFrequentFirst(["reason", "taste"], [{ meanings: ["reason"], frequent: true }, { meanings: ["taste"], frequent: true }], new Set())).toEqual(["reason", "taste"]);
  });
});
