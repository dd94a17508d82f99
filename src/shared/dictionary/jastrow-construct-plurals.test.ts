import { describe, expect, it } from "vitest";
import { constructPluralsAfter } from "./jastrow-construct-plurals";

describe("the construct plural after a plural's markup", () => {
  it("is each pointed word led by const. or constr., to the first that is not one", () => {
    expect(constructPluralsAfter(" const. אֵינָשֵׁי. Targ. O. Gen. VI, 4; a. e.—אִינְשִׁין")).toEqual(["אֵינָשֵׁי"]);
    expect(constructPluralsAfter(" constr. בְּנֵי. Ab. III, 14 ב' למקום")).toEqual(["בְּנֵי"]);
    expect(constructPluralsAfter(" constr. גִּטֵּי, גִּיטֵּי. Ib. III, 2")).toEqual(["גִּטֵּי", "גִּיטֵּי"]);
    expect(constructPluralsAfter(" constr. זִוְיַת; זִוְיָין, זִי'. Targ. Ex. XXV, 26")).toEqual(["זִוְיַת", "זִוְיָין"]);
    expect(constructPluralsAfter(" constr. (mostly) חֲבִילֵי. Sabb. XVIII, 2")).toEqual(["חֲבִילֵי"]);
    expect(constructPluralsAfter(" constr. (זְרִיזֵי) זַרְזֵי. Erub. 18")).toEqual(["זְרִיזֵי", "זַרְזֵי"]);
  });

  it("stops at a word that is not the entry's (mostly …, a citation's unpointed words), and is nothing without the lead", () => {
    expect(constructPluralsAfter(" constr. דּוֹפַנֵּי; mostly דְּפַנּוֹת. Ḥull. 45")).toEqual(["דּוֹפַנֵּי"]);
    expect(constructPluralsAfter(" constr. גִּיעוּלֵי; (גוים, עכו\"ם) ג' גכרים")).toEqual(["גִּיעוּלֵי"]);
    expect(constructPluralsAfter(" constr.")).toEqual([]);
    expect(constructPluralsAfter(". Ber. 14 b; a. fr. V. אֲנִי, אָנוּ.")).toEqual([]);
    expect(constructPluralsAfter(" Fem. לְבָנָה.")).toEqual([]);
  });
});
