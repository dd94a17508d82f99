import { describe, expect, it } from "vitest";
import { talmudPageOf } from "./score-gold";

describe("a gold file's Talmud page (score-gold#talmudPageOf)", () => {
  it("reads the tractate and the amud from a page's file name, under ../shared/data or in the repository", () => {
    expect(talmudPageOf("sefaria/api-v1-texts/Berakhot_34b.texts.json")).toEqual({ tractate: "Berakhot", amud: "34b" });
    expect(talmudPageOf("tests/fixtures/sefaria-pages/Bava_Metzia_2a.texts.json")).toEqual({ tractate: "Bava Metzia", amud: "2a" });
  });

  it("else from the text's name, and nothing from a name that is not a page", () => {
    expect(talmudPageOf("Bava Metzia 2a")).toEqual({ tractate: "Bava Metzia", amud: "2a" });
    expect(talmudPageOf("Shabbat 2a–2b")).toEqual({ tractate: "Shabbat", amud: "2a" });
    expect(talmudPageOf("Mishnah Berakhot 2")).toBeNull();
    expect(talmudPageOf("sefaria/mishnah/Mishnah_Berakhot.he.merged.json")).toBeNull();
  });
});
