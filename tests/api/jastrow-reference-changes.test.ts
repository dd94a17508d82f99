import fs from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { jastrowReferenceChanges } from "../../scripts/jastrow-reference-changes";
import { hasJastrowData, JASTROW_DATA } from "../support/lexicon-server";

/**
 * The list of the references the Jastrow import sends elsewhere than Sefaria's link
 * (src/shared/dictionary/jastrow-references.ts) is the rules' output on the real files, read as the import reads them.
 */
describe.skipIf(!hasJastrowData)("Jastrow's references resolved again", () => {
  it("are listed in tests/fixtures/jastrow-reference-changes.tsv (regenerate: node --import tsx scripts/jastrow-reference-changes.ts)", async () => {
    const listed = fs.readFileSync(path.resolve(import.meta.dirname, "../fixtures/jastrow-reference-changes.tsv"), "utf8");
    const now = await jastrowReferenceChanges(JASTROW_DATA);
    expect(now).toBe(listed);
    // חֲזָא v. חֲזֵי: the Aramaic חֲזִי 'to see', not the Hebrew root חזי Sefaria links.
    expect(now).toMatch(/\nH\d+\tחֲזָא\t/);
  }, 120_000);
});
