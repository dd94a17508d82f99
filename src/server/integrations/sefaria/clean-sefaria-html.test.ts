import fs from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { cleanSefariaHtml } from "./clean-sefaria-html";

const DATA = path.resolve(__dirname, "../../../../../shared/data/sefaria");
const hasData = fs.existsSync(DATA);

describe("cleanSefariaHtml", () => {
  it("keeps the words of bold, italic, big and links, and drops the tags", () => {
    expect(cleanSefariaHtml('<big><strong>מֵאֵימָתַי</strong></big> קוֹרִין דִּבְרֵי <a href="/topics/x" class="namedEntityLink" data-slug="x">רַבִּי אֱלִיעֶזֶר</a>.'))
      .toBe("מֵאֵימָתַי קוֹרִין דִּבְרֵי רַבִּי אֱלִיעֶזֶר.");
  });
  it("drops footnotes with their text and keeps line breaks", () => {
    expect(cleanSefariaHtml('In the beginning<sup class="footnote-marker">1</sup><i class="footnote">A note.</i> God<br>created'))
      .toBe("In the beginning God\ncreated");
  });
  it("decodes entities, never leaves markup, and normalises to NFC", () => {
    expect(cleanSefariaHtml("a &amp; b &lt;script&gt; <script>x</script>")).toBe("a & b <script> x");
    expect(cleanSefariaHtml("ש\u05C1\u05BC")).toBe("ש\u05C1\u05BC".normalize("NFC"));
  });
  it.skipIf(!hasData)("cleans every segment of the real Berakhot 2a answer to text without tags", () => {
    const d = JSON.parse(fs.readFileSync(path.join(DATA, "api-v1-texts/Berakhot_2a.texts.json"), "utf8")) as { he: string[]; text: string[] };
    for (const s of [...d.he, ...d.text]) {
      const clean = cleanSefariaHtml(s);
      expect(clean).not.toMatch(/<\/?[a-z][^>]*>/i);
      expect(clean.length).toBeGreaterThan(0);
    }
    expect(cleanSefariaHtml(d.text[0]!)).toContain("That is the statement of Rabbi Eliezer.");
  });
});
