import { describe, expect, it } from "vitest";
import { alProcliticReadings } from "./al-proclitic";

const reading = (word: string, form: string) => alProcliticReadings(word).find((r) => r.form === form);

describe("alProcliticReadings", () => {
  it("reads אַ־ 'on' before a doubled letter, the rest as an Aramaic word", () => {
    expect(reading("אַמַּתְנִיתִין", "מתניתא")).toMatchObject({ prefixPlain: "א", cost: 3.5 });
    expect(reading("אַדְּרַבִּי", "רבי")).toMatchObject({ prefixPlain: "אד", how: "א + ד + רבי" });
    expect(reading("אַתּוֹלָדָה", "תולדה")).toMatchObject({ prefixPlain: "א", cost: 1.5, how: "א + תולדה" });
  });

  it("reads none where the pointing shows no assimilated ל, or the text is unpointed", () => {
    expect(alProcliticReadings("אָמַר")).toEqual([]);
    expect(alProcliticReadings("אַבְרָהָם")).toEqual([]);
    expect(alProcliticReadings("אמתניתין")).toEqual([]);
  });
});
