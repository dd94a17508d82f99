import { describe, expect, it } from "vitest";
import { shinSinDiffers } from "./shin-sin";

describe("shin-sin", () => {
  it("tells שׁ from שׂ wherever the letters stand", () => {
    expect(shinSinDiffers("שָׂבֵעַ", "שִׁבְעִין")).toBe(true);
    expect(shinSinDiffers("עֶשֶׁת", "עָשְׂתָה")).toBe(true);
    expect(shinSinDiffers("עֲשַׁשׁ", "נַּעֲשׂוּ")).toBe(true);
    expect(shinSinDiffers("שֶׁבַע", "שִׁבְעִין")).toBe(false);
  });

  it("says nothing where either side lacks the dots or has both kinds", () => {
    expect(shinSinDiffers("שבע", "שִׁבְעִין")).toBe(false);
    expect(shinSinDiffers("שָׂבֵעַ", "שבעין")).toBe(false);
    expect(shinSinDiffers("שִׁמְשׂוֹן", "שָׂם")).toBe(false);
    expect(shinSinDiffers("מֶלֶךְ", "שָׂם")).toBe(false);
  });
});
