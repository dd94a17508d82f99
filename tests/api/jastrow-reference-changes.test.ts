import fs from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { jastrowReferenceTargets, referenceChanges, referenceLists } from "../../scripts/jastrow-reference-changes";
import { hasJastrowData, JASTROW_DATA } from "../support/lexicon-server";

/**
 * The list of the references the Jastrow import sends elsewhere than Sefaria's link
 * (src/shared/dictionary/resolve-jastrow-references.ts) is the rules' output on the real files, read as the import reads them.
 */
describe.skipIf(!hasJastrowData)("Jastrow's references resolved again", () => {
  it("are listed in tests/fixtures/jastrow-reference-changes.tsv and jastrow-reference-lists.tsv (regenerate: node --import tsx scripts/jastrow-reference-changes.ts)", async () => {
    const fixture = (name: string) => fs.readFileSync(path.resolve(import.meta.dirname, `../fixtures/${name}`), "utf8");
    const read = await jastrowReferenceTargets(JASTROW_DATA);
    const now = referenceChanges(read);
    expect(now).toBe(fixture("jastrow-reference-changes.tsv"));
    // בְּעָא v. בעי (linked to בּוּעַ): the Aramaic בְּעֵי, בְּעָא 'to ask'; דְּפַנּוֹת pl. of דּוֹפֶן (unlinked): the wall דּוֹפָן.
    expect(now).toContain("B01020\tבְּעָא\tבעי\tB00299\tבּוּעַ\tB01037\tבְּעֵי\tto search, inquire, ask, examine\n");
    expect(now).toContain("D00970\tדְּפַנּוֹת\tדּוֹפֶן\t\t\tD00313\tדּוֹפָן\tboard-partition\n");
    // The references that keep two targets or more (shared/dictionary/read-reference-list).
    const lists = referenceLists(read);
    expect(lists).toBe(fixture("jastrow-reference-lists.tsv"));
    // אִיתִינָן, v. אִיתַי and אִית (unlinked); אֵרוּס, v. אֵירוּס I, II: two homographs of one word.
    expect(lists).toContain("A01650\tאִיתִינָן\tאִיתַי | אִית\tA01645 אִיתַי 'there is, there are' ; A01639 אִית 'there is, are; est qui'\n");
    expect(lists).toContain("A03041\tאֵרוּס\tאֵירוּס I | אֵירוּס II\tA01604 אֵירוּס 'Erus' ; A01605 אֵירוּס 'erus'\n");
    // אִינוּן "pl. of אִיהוּ, אִיהִי": one entry, the pronoun's (אִיהִי I, v. foreg.), not also אִיהִי II 'Ihi Dakkira' (a place).
    expect(lists).not.toContain("A01377\t");
    expect(now).toContain("P00987\tעֲנִיָּיה\tעֲנִיָּה\tP00981\tעֲנָיָה\tP00976\tעָנִי\tpoor\n");
    expect(lists.split("\n").length - 2).toBeGreaterThan(350);
  }, 120_000);
});
