import { describe, expect, it } from "vitest";
import { endingContradictions } from "./pointed-endings";
import type { HowStep } from "./reading-how";

const construct: HowStep[] = [{ kind: "construct-ending", from: "ת", to: "ה" }];
const suffixed = (suffix: string): HowStep[] => [{ kind: "suffix", suffix }, { kind: "construct-ending", from: "ת", to: "ה" }];

describe("endingContradictions", () => {
  it("says a ת with dagesh after a sheva is the perfect's ending, not a construct's", () => {
    expect(endingContradictions("גָּזַרְתָּ", "", construct)).toBe(1);
    expect(endingContradictions("הֵאַרְתָּ", "", construct)).toBe(1);
    expect(endingContradictions("שָׁאַלְתִּי", "", suffixed("י"))).toBe(1);
    expect(endingContradictions("הוֹשַׁעְתּוֹ", "", suffixed("ו"))).toBe(1);
    // aramaic-readings' way to the same form: an ending off, then ־ת as ־ה.
    expect(endingContradictions("שָׁאַלְתִּי", "", [{ kind: "ending", ending: "י" }, { kind: "ending-as", from: "ת", to: "ה" }])).toBe(1);
  });
  it("says a last ת with its own qamats is the perfect's, a construct ending bare", () => {
    expect(endingContradictions("שֶׁהוֹצֵאתָ", "ש", construct)).toBe(1);
    // After a quiescent א the perfect's ת closes the syllable, with a suffix after it too.
    expect(endingContradictions("הוֹצֵאתִיו", "", suffixed("יו"))).toBe(1);
    // The Aramaic perfect's ־ַתְּ: a last ת with dagesh, which a construct's never has.
    expect(endingContradictions("אָמְרַתְּ", "", construct)).toBe(1);
    expect(endingContradictions("מִטַּת", "", construct)).toBe(0);
  });
  it("leaves a construct after a vowel, with or without a suffix", () => {
    expect(endingContradictions("שְׁעַת", "", construct)).toBe(0);
    expect(endingContradictions("תְּפִלָּתִי", "", suffixed("י"))).toBe(0);
    expect(endingContradictions("מִצְוָתָן", "", suffixed("ן"))).toBe(0);
    // After a vocal sheva the ת is bare: the Aramaic noun's מִילְּתֵיהּ.
    expect(endingContradictions("מִילְּתֵיהּ", "", [{ kind: "ending", ending: "יה" }, { kind: "ending-as", from: "ת", to: "ה" }])).toBe(0);
    expect(endingContradictions("קְרִיאַת", "", construct)).toBe(0);
    expect(endingContradictions("בְּסוּכָּתוֹ", "ב", suffixed("ו"))).toBe(0);
    // A noun of the pattern מַקְטֶלֶת keeps its segolate construct's ת, with dagesh, before a suffix.
    expect(endingContradictions("מְלַאכְתּוֹ", "", suffixed("ו"))).toBe(0);
    expect(endingContradictions("בְּמַחְשַׁבְתִּי", "ב", suffixed("י"))).toBe(0);
  });
  it("says the Aramaic infinitive's מ is pointed מִ or מֵ, not a noun's מַ", () => {
    const infinitive: HowStep[] = [{ kind: "infinitive", affix: "מ־", aramaic: true }];
    expect(endingContradictions("לְמַעְלָה", "", infinitive)).toBe(1);
    expect(endingContradictions("מִלְמַעְלָה", "מ", infinitive)).toBe(1);
    expect(endingContradictions("לְמִיכַל", "", infinitive)).toBe(0);
    expect(endingContradictions("לְמֵימַר", "", infinitive)).toBe(0);
    expect(endingContradictions("מִקְרֵא", "", infinitive)).toBe(0);
  });
  it("says a participle takes no ־תִּי", () => {
    expect(endingContradictions("הוֹשַׁבְתִּי", "", [{ kind: "verb", form: "participle", ending: "תי" }])).toBe(1);
    expect(endingContradictions("הוֹשַׁבְתִּי", "", [{ kind: "verb", form: "perfect", ending: "תי" }])).toBe(0);
  });
  it("says a form keeping a last ת pointed as the perfect's ending reads the ending as a root letter", () => {
    expect(endingContradictions("אָמְרַתְּ", "", [{ kind: "verb", form: "imperfect" }], "מרת")).toBe(1);
    expect(endingContradictions("אָמְרַתְּ", "", [{ kind: "ending", ending: "ת" }], "אמר")).toBe(0);
    expect(endingContradictions("אַתְּ", "", [], "את")).toBe(0);
    expect(endingContradictions("שְׁעַת", "", [], "שעת")).toBe(0);
    expect(endingContradictions("בַּיִת", "", [], "בית")).toBe(0);
  });
  it("says a soft ת after a qamats before a pronoun suffix is a noun's, not a verb's ending in ־ת", () => {
    const participle = (ending: string): HowStep[] => [{ kind: "verb", form: "participle", ending }];
    expect(endingContradictions("וּשְׁמִירָתוֹ", "ו", participle("תו"))).toBe(1);
    expect(endingContradictions("כַּוּוֹנָתָן", "", participle("תן"))).toBe(1);
    expect(endingContradictions("תְּפִלָּתָהּ", "", participle("תה"))).toBe(1);
    expect(endingContradictions("מִבְּרִיָּיתוֹ", "מ", participle("תו"))).toBe(1);
    expect(endingContradictions("וּשְׁמִירָתוֹ", "ו", suffixed("ו"))).toBe(0);
    // The verb's own: a ת closing its syllable, a final ־וּ, a final ־ָה without mappiq (עָשָׂתָה 'she did').
    expect(endingContradictions("שׁוֹמַרְתּוֹ", "", participle("תו"))).toBe(0);
    expect(endingContradictions("שָׁתוּ", "", participle("תו"))).toBe(0);
    expect(endingContradictions("עָשָׂתָה", "", participle("תה"))).toBe(0);
  });
  it("says a participle's מַ before a ת is the hif'il's, the ת the root's, not the reflexive's", () => {
    const participle: HowStep[] = [{ kind: "verb", form: "participle-m", ending: "ין" }];
    expect(endingContradictions("מַתְחִילִין", "", participle, "חיל")).toBe(1);
    expect(endingContradictions("מַתְחִילִין", "", participle, "תחל")).toBe(0);
    expect(endingContradictions("מִתְכַּוֵּין", "", participle, "כון")).toBe(0);
  });
  it("says a participle's מַ or מָ is followed by a reduced, doubled or ו letter: the hif'il's and af'el's prefix", () => {
    const participle: HowStep[] = [{ kind: "verb", form: "participle-m" }];
    expect(endingContradictions("מַהוּ", "", participle, "הוא")).toBe(1);
    expect(endingContradictions("מָאתַיִם", "", participle, "אתם")).toBe(1);
    // The af'el's and hif'il's own: a sheva, a hataf, a doubled letter; the pa'el's מְ; another reading of the same word.
    expect(endingContradictions("מַשְׁגְּחָה", "", participle, "שגח")).toBe(0);
    expect(endingContradictions("מַעֲבִיר", "", participle, "עבר")).toBe(0);
    expect(endingContradictions("מַטִּין", "", participle, "נטה")).toBe(0);
    expect(endingContradictions("וּמְקַבֵּל", "ו", participle, "קבל")).toBe(0);
    expect(endingContradictions("מַהוּ", "", [], "מהו")).toBe(0);
  });
  it("says a bare י after a segol is a plural noun's before its suffix, not a participle's vowel letter", () => {
    const participle: HowStep[] = [{ kind: "verb", form: "participle-m" }];
    expect(endingContradictions("מַעֲשֶׂיהָ", "", participle, "עשה")).toBe(1);
    expect(endingContradictions("מַנְהִיג", "", participle, "נהג")).toBe(0);
    expect(endingContradictions("וּמַפֵּיק", "ו", participle, "נפק")).toBe(0);
  });
  it("says a last ת after a holam is a defective ־וֹת, not an ending ־ת nor a פ״י root's infinitive", () => {
    expect(endingContradictions("לְהַטֹּת", "", [{ kind: "ending", ending: "ת" }], "להט")).toBe(1);
    expect(endingContradictions("לְהַטֹּת", "", [{ kind: "infinitive-weak", root: "פ״י" }], "יהט")).toBe(1);
    expect(endingContradictions("לָשֶׁבֶת", "", [{ kind: "infinitive-weak", root: "פ״י" }], "ישב")).toBe(0);
    expect(endingContradictions("עוֹשָׂת", "", [{ kind: "ending", ending: "ת" }], "עושה")).toBe(0);
  });
  it("says the Aramaic perfect's ־ִית follows an undoubled radical, its י bare", () => {
    const perfect: HowStep[] = [{ kind: "verb", form: "perfect", ending: "ית" }];
    expect(endingContradictions("בְּטַלִּית", "ב", perfect)).toBe(1);
    expect(endingContradictions("בַעֲלִיַּת", "ב", perfect)).toBe(1);
    expect(endingContradictions("יְהָבִית", "", perfect)).toBe(0);
  });
  it("says a verb's ־נִי follows a patah, a tsere or a shuruk", () => {
    const verb = (ending: string): HowStep[] => [{ kind: "verb", form: "participle", ending }];
    expect(endingContradictions("בְּהֵילֶנִי", "ב", verb("ני"))).toBe(1);
    expect(endingContradictions("גּוֹזְרַנִי", "", verb("ני"))).toBe(0);
    expect(endingContradictions("נִצְּחוּנִי", "", verb("וני"))).toBe(0);
  });
  it("says the qal participle's ו is a holam, not a shuruk", () => {
    const participle: HowStep[] = [{ kind: "verb", form: "participle", ending: "ן" }];
    expect(endingContradictions("שׁוּלְחַן", "", participle)).toBe(1);
    expect(endingContradictions("קוֹרִין", "", participle)).toBe(0);
    expect(endingContradictions("כַּוּוֹנָן", "", participle)).toBe(0);
  });
  it("says a final הּ is the suffix, not a stem's letter read as another", () => {
    expect(endingContradictions("לִשְׁמָהּ", "ל", [{ kind: "ending-as", from: "ה", to: "י" }])).toBe(1);
    expect(endingContradictions("לִשְׁמָה", "ל", [{ kind: "ending-as", from: "ה", to: "י" }])).toBe(0);
  });
  it("says nothing of unpointed text", () => {
    expect(endingContradictions("גזרת", "", construct)).toBe(0);
    expect(endingContradictions("למעלה", "", [{ kind: "infinitive", affix: "מ־", aramaic: true }])).toBe(0);
  });
});
