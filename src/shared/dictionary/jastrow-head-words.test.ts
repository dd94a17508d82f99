import { describe, expect, it } from "vitest";
import { correctJastrowHeadWords, dalethForFinalKaf, medialInside } from "./jastrow-head-words";

// Quotations as Jastrow's entry P00856 (printed עָמַך II, 'to stand') gives them, shortened.
const STAND = [" Ber. V, 1 אין עוֹמְדִין להתפלל וכ' you must not stand up. Ib. I, 2 שכן דרך … לַעֲמוֹד וכ'", " Meg. 28a לא עָמַדְתִּי על מדותי"];

describe("Jastrow's head-words corrected at import", () => {
  it("reads a final kaf as dalet when the entry's quotations spell the word with dalet and never with kaf", () => {
    expect(dalethForFinalKaf("עָמַך", STAND)).toBe("עָמַד");
    expect(correctJastrowHeadWords(["עָמַך"], STAND)).toEqual({ headWords: ["עָמַד"], corrected: [["עָמַך", "עָמַד"]] });
  });

  it("leaves a final kaf that the quotations spell with kaf, or that they do not show", () => {
    expect(dalethForFinalKaf("הָלַךְ", [" Ber. 3a הוֹלֵךְ לְבֵית הכנסת, הלכה ועמד"])).toBe("הָלַךְ");
    expect(dalethForFinalKaf("עָמַךְ", [" Ber. 3a עמכם"])).toBe("עָמַךְ");
    expect(dalethForFinalKaf("סָמַך", [" Ber. 3a עוֹמֵד"])).toBe("סָמַך");
    // A cross-reference has no quotations; an unpointed head-word is a reading Jastrow prints as found (חלך, v. חֲלַד).
    expect(dalethForFinalKaf("עָמַך", [])).toBe("עָמַך");
    expect(dalethForFinalKaf("חלך", [" v. חֲלַד"])).toBe("חלך");
  });

  it("makes a final letter inside a word its ordinary form, and leaves final letters that end words", () => {
    expect(medialInside("וַארְךּוּנְיָא")).toBe("וַארְכּוּנְיָא");
    expect(medialInside("(בּוֹרֶךְ) בֶּרֶךְ")).toBe("(בּוֹרֶךְ) בֶּרֶךְ");
    expect(medialInside("בֶּן בַּג בַּג")).toBe("בֶּן בַּג בַּג");
    expect(correctJastrowHeadWords(["כֶּלֶב", "בֶּן ב'"], [])).toEqual({ headWords: ["כֶּלֶב", "בֶּן ב'"], corrected: [] });
  });
});
