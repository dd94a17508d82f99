import { describe, expect, it } from "vitest";
import type { PointingFacts } from "./quoted-pointing";
import { asReferenceForm, comparePointingThrough } from "./reference-form";

interface Entry { id: string; throughReference?: boolean; facts: PointingFacts }
const facts = (e: Entry) => e.facts;

describe("reference-form", () => {
  // תָּא in the Gemara: Jastrow's תָּא I 'cell' (quoted twice from the Gemara, 9 times in all) against
  // אֲתָא 'to come', reached through תָּא II 'imperat. of אֲתָא' (quoted 19 times from the Gemara).
  const cell: Entry = { id: "cell", facts: { head: "own", formAlike: true, uses: 2, quoted: 9 } };
  const come: Entry = { id: "come", throughReference: true, facts: { head: "other", formAlike: true, uses: 19, quoted: 34 } };

  it("weighs a common word reached through the form's own reference as named by its head-word", () => {
    expect(asReferenceForm(come.facts, true, cell.facts).head).toBe("own");
    // Both named alike now: the pointing no longer decides, the later steps (the quotations) do.
    expect(comparePointingThrough(come, cell, facts)).toBe(0);
  });

  it("leaves the homograph first when the target is not the commoner word", () => {
    const all: Entry = { id: "all", facts: { head: "own", formAlike: true, uses: 40, quoted: 60 } };
    const aramaicAll: Entry = { id: "kol", throughReference: true, facts: { head: "other", formAlike: true, uses: 30, quoted: 50 } };
    expect(comparePointingThrough(all, aramaicAll, facts)).toBeLessThan(0);
    // Quoted from the kind more than the rival, but not more than the rival is quoted at all.
    const seldom: Entry = { id: "seldom", facts: { head: "own", formAlike: true, uses: 2, quoted: 25 } };
    expect(comparePointingThrough(seldom, come, facts)).toBeLessThan(0);
  });

  it("passes a rival named only by another head-word when quoted more from the kind", () => {
    // כְּדֵי in the Mishnah: כְּדִי 'when' holds כְּדֵי as a head-word; דַּי reached through כְּדֵי 'v. דַּי'.
    const when: Entry = { id: "when", facts: { head: "other", formAlike: true, uses: 0, quoted: 23 } };
    const enough: Entry = { id: "enough", throughReference: true, facts: { head: "other", formAlike: true, uses: 8, quoted: 23 } };
    expect(comparePointingThrough(enough, when, facts)).toBeLessThan(0);
  });

  it("changes nothing for an entry not reached through a reference, or with unknown quotations", () => {
    expect(asReferenceForm(come.facts, false, cell.facts)).toBe(come.facts);
    const unknown: PointingFacts = { head: "other", formAlike: true };
    expect(asReferenceForm(unknown, true, cell.facts)).toBe(unknown);
  });
});
