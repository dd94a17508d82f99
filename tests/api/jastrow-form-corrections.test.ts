import fs from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { jastrowCorrections } from "../../scripts/jastrow-form-corrections";
import { hasJastrowData, JASTROW_DATA } from "../support/lexicon-server";

/**
 * The list of the forms the Jastrow import drops (src/shared/dictionary/jastrow-forms.ts) and the
 * head-words it corrects (src/shared/dictionary/jastrow-head-words.ts) is the rules' output on the real files.
 */
describe.skipIf(!hasJastrowData)("Jastrow's corrected forms and head-words", () => {
  it("are listed in tests/fixtures/jastrow-form-corrections.tsv (regenerate: node --import tsx scripts/jastrow-form-corrections.ts)", () => {
    const listed = fs.readFileSync(path.resolve(import.meta.dirname, "../fixtures/jastrow-form-corrections.tsv"), "utf8");
    const now = jastrowCorrections(JASTROW_DATA);
    expect(now).toBe(listed);
    expect(now).toContain("P01199\tעַקְמוּמִית\tשאין");
    expect(now).toContain("P00856\tעָמַך\t→ עָמַד");
  }, 120_000);
});
