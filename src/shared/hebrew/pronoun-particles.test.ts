import { describe, expect, it } from "vitest";
import { particleReading } from "./pronoun-particles";

describe("particleReading", () => {
  it("reads a particle with a pronoun ending as the particle, with its Jastrow entry", () => {
    expect(particleReading("לוֹ", false)).toMatchObject({ prefixPlain: "", stemPlain: "לו", particle: { head: "ל", jastrow: ["L00002"] } });
    expect(particleReading("שֶׁלִּי", false)?.particle.head).toBe("של");
    expect(particleReading("כּוּלָּהּ", false)?.particle.head).toBe("כל");
    expect(particleReading("לָהֶם", false)?.particle.head).toBe("ל");
  });

  it("reads the Aramaic forms only in an Aramaic text: עלה is 'he went up' in the Mishnah, 'on it' in the Gemara", () => {
    expect(particleReading("עָלָה", false)).toBeNull();
    expect(particleReading("עֲלַהּ", true)?.particle.head).toBe("על");
    expect(particleReading("לַן", false)).toBeNull();
    expect(particleReading("לַן", true)?.particle.head).toBe("ל");
    expect(particleReading("מִינֵּיהּ", true)?.particle.head).toBe("מן");
  });

  it("reads לִפְנֵי 'before' with its endings and after מ or ש as the preposition (לְפָנָיו, מִלְּפָנֶיךָ, שֶׁלִּפְנֵיהֶם)", () => {
    expect(particleReading("לְפָנָיו", false)).toMatchObject({ prefixPlain: "", stemPlain: "לפניו", particle: { head: "לפני", jastrow: ["L00642", "Q01198"] } });
    expect(particleReading("מִלְּפָנֶיךָ", false)).toMatchObject({ prefixPlain: "מ", stemPlain: "לפניך", particle: { head: "לפני" } });
    expect(particleReading("שֶׁלִּפְנֵיהֶם", true)).toMatchObject({ prefixPlain: "ש", particle: { head: "לפני" } });
    expect(particleReading("פָּנָיו", false)).toBeNull();
  });

  it("takes the proclitics ו ד ש off first, and leaves other words alone", () => {
    expect(particleReading("וְעָלֶיהָ", false)).toMatchObject({ prefixPlain: "ו", stemPlain: "עליה", particle: { head: "על" } });
    expect(particleReading("דְּלֵיהּ", true)).toMatchObject({ prefixPlain: "ד", particle: { head: "ל" } });
    expect(particleReading("בְּכוּלָּן", false)).toMatchObject({ prefixPlain: "ב", particle: { head: "כל" } });
    expect(particleReading("לְדִידִי", true)).toMatchObject({ prefixPlain: "ל", particle: { head: "דיד" } });
    expect(particleReading("בְּעָלָיו", false)).toBeNull();
    expect(particleReading("לֵית", true)).toBeNull();
    expect(particleReading("בֵּן", true)).toBeNull();
    expect(particleReading("אָמַר", true)).toBeNull();
  });
  it("reads עָלֶיךָ 'on you', and אוֹתוֹ / אוֹתָהּ after a preposition as 'that same' (בְּאוֹתָהּ שָׁעָה 'at that time')", () => {
    expect(particleReading("עָלֶיךָ", false)?.particle.head).toBe("על");
    expect(particleReading("בְּאוֹתָהּ", false)).toMatchObject({ prefixPlain: "ב", stemPlain: "אותה", particle: { head: "אות", jastrow: ["A00941"] } });
    expect(particleReading("לְאוֹתוֹ", false)).toMatchObject({ prefixPlain: "ל", particle: { head: "אות" } });
    expect(particleReading("אוֹתוֹ", false)?.particle.head).toBe("את");
  });
  it("reads של after a preposition, the fewest proclitics first, עִם by its hiriq, and בִּי 'in me' by its hiriq", () => {
    expect(particleReading("מִשֶּׁלּוֹ", false)).toMatchObject({ prefixPlain: "מ", particle: { head: "של" } });
    expect(particleReading("וְשֶׁלְּךָ", false)).toMatchObject({ prefixPlain: "ו", particle: { head: "של" } });
    expect(particleReading("עִמְּךָ", false)?.particle.head).toBe("עם");
    expect(particleReading("עַמְּךָ", false)).toBeNull();
    expect(particleReading("בִּי", true)).toMatchObject({ prefixPlain: "", particle: { head: "ב" } });
    expect(particleReading("בֵּי", true)).toBeNull();
  });
  it("reads the object marker spelled short by its holam (אֹתוֹ), not the letters alone (the Aramaic אֲתוֹ 'they came')", () => {
    expect(particleReading("אֹתוֹ", false)).toMatchObject({ prefixPlain: "", stemPlain: "אתו", particle: { head: "את" } });
    expect(particleReading("וְאֹתָם", false)).toMatchObject({ prefixPlain: "ו", particle: { head: "את" } });
    expect(particleReading("אֲתוֹ", true)).toBeNull();
    expect(particleReading("אתו", true)).toBeNull();
  });
});
