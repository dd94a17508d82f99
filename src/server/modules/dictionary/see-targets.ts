import type { RankedEntry } from "../../../shared/hebrew/rank-readings";
import { entryCitations, type CitationCounts } from "../../../shared/hebrew/jastrow-citations";
import type { LookupRow } from "./lookup-queries";

/**
 * The lookup's rows with each cross-reference (Jastrow's, BDB's) replaced by the entry it points to
 * (shared/dictionary/resolve-jastrow-references resolved Jastrow's target at import, BDB's file names its own; the
 * statement brings a target with a meaning as a `via` 'see' row under the reference's own forms, with
 * `seeFrom` the reference's head-word): a learner who taps חֲזָא reads חֲזִי 'to see' (the panel says
 * "חֲזָא → See: חֲזִי"), and one who taps הִיא reads BDB's הוּא 'he, she, it', not an empty entry.
 * The target found by a form of its own as well is shown once for each form: by its own head-word
 * where that is the form, else as reached through the reference (whose head-word the form is: the
 * ranking reads it so). A reference whose target was not brought (a BDB root heading: no meaning) stays as it is.
 * A Jastrow reference folded into its target (shown as it, or dropped where the target is shown by its own head-word)
 * leaves its quotations with it (`referenceUses`: shared/hebrew/jastrow-citations#withReferenceCitations), his
 * "ch. same" entries' quotations of the Aramaic word: the Targum's כֵּן 'so' is quoted under the ch. entry, not the Hebrew one.
 * A reference that names several entries (`referenceAlso` after `referenceTo`: "תָּרְנָא, v. תּוֹרֶן, תּוּרְנָא") is shown as
 * the first of them brought, as one that names one; each other one follows as a row of its own marked `seeAfter` (the
 * id of the entry it follows), under the reference's forms, in the reference's order: the ranking never reads those
 * rows, the panel shows each after the entry it follows (withAlsoTargets).
 */
export function withSeeTargets(rows: LookupRow[]): LookupRow[] {
  const targets = rows.filter((r) => r.via === "see");
  if (targets.length === 0) return rows;
  const out: LookupRow[] = [];
  const also: LookupRow[] = [];
  /** The plain forms each target entry (by id) is shown under already, as reached through a reference. */
  const seen = new Map<string, Set<string>>();
  /** The quotations of the references each target entry (by id) stands for. */
  const referenceUses = new Map<string, Map<string, CitationCounts>>();
  for (const row of rows) {
    if (row.via === "see") continue;
    const named = row.via === "form" && row.referenceTo !== null ? [row.referenceTo, ...(row.referenceAlso ?? [])] : [];
    const [target, ...others] = named.flatMap((id) => targets.filter((t) => t.seeFrom === row.word && t.wordPlain === row.wordPlain && t.source === row.source && t.sourceId === id).slice(0, 1));
    if (!target) {
      out.push(row);
      continue;
    }
    // The reference's other entries, each after the first, under its forms.
    for (const t of others) also.push({ ...t, via: "form", wordPlain: row.wordPlain, formsPlain: row.formsPlain, seeAfter: target.id });
    // Jastrow's reference quotes the word under its own head-word (his ch. entries): those quotations are the target's too.
    if (row.source === "jastrow" && row.details) {
      const list = referenceUses.get(target.id) ?? new Map<string, CitationCounts>();
      list.set(row.id, entryCitations(row.details));
      referenceUses.set(target.id, list);
    }
    const direct = rows.find((r) => r.via === "form" && r.id === target.id);
    const had = seen.get(target.id) ?? new Set<string>();
    // Not the form the target is found by as its own head-word, nor one it is shown under already.
    const forms = [row.wordPlain, ...(row.formsPlain ?? [])].filter((f) => f !== direct?.wordPlain && !had.has(f));
    if (forms.length === 0) continue;
    for (const f of forms) had.add(f);
    seen.set(target.id, had);
    out.push({ ...target, via: "form", wordPlain: forms.includes(row.wordPlain) ? row.wordPlain : "", formsPlain: forms });
  }
  // The target's own row is not shown again under a form it is shown under as reached through a reference.
  const shown = out.map((r) => {
    const had = r.seeFrom === null ? seen.get(r.id) : undefined;
    const uses = referenceUses.get(r.id);
    const row = uses ? { ...r, referenceUses: [...uses.values()] } : r;
    return had ? { ...row, formsPlain: (row.formsPlain ?? []).filter((f) => f === row.wordPlain || !had.has(f)) } : row;
  });
  return [...shown, ...also];
}

/**
 * A reading's entries as the panel shows them: `rows` (ranked) with each of a reference's other entries (`also`,
 * withSeeTargets' rows marked `seeAfter`, found by the reading's `form`) right after the entry it follows, in the
 * reference's order ("תָּרְנָא": תּוֹרֶן, then תּוּרְנָא); an entry shown already, or in `shownAlready` (another reading's),
 * is not shown again, and one whose entry is not among the rows is not shown.
 */
export function withAlsoTargets(rows: readonly LookupRow[], also: readonly LookupRow[], form: string, shownAlready: ReadonlySet<string> = new Set()): LookupRow[] {
  const mine = also.filter((a) => a.wordPlain === form || (a.formsPlain ?? []).includes(form));
  if (mine.length === 0) return [...rows];
  const ids = new Set([...shownAlready, ...rows.map((r) => r.id)]);
  return rows.flatMap((r) => [r, ...mine.filter((a) => a.seeAfter === r.id && !ids.has(a.id) && ids.add(a.id))]);
}

/**
 * An entry reached through a cross-reference, as the ranking weighs it: by the reference's
 * head-word (the word the text has: its pointing, whether it is pointed), with the target's meaning.
 * BDB's target is weighed as its reference was, an entry that says nothing of its own (no meaning, a
 * reference; shown in the reference's place with the target's meaning): BDB's references send a form to
 * the word it is filed under (עִדִּים v. עִדָּה 'menstruation', צוּת v. יָצַת 'kindle'), and weighed with
 * that meaning they outranked the rabbinic word of the same letters (עֵדִים 'witnesses', מִצְוָתָן)
 * on the gold standard's tune half. Jastrow's own references keep their targets' weight.
 */
export function rankedAsSeen<E extends RankedEntry>(e: E, seeFrom: string | null): E {
  if (!seeFrom) return e;
  const seen = { ...e, word: seeFrom, headWords: [seeFrom, ...e.headWords], pointedForms: [seeFrom, ...e.pointedForms], ...(e.ownForms ? { ownForms: [seeFrom, ...e.ownForms] } : {}), throughReference: true };
  if (e.source !== "bdb") return seen;
  return { ...seen, definitions: [], referenceTo: e.sourceId, size: 0, ...(e.overlap !== undefined ? { overlap: 0 } : {}), decisive: undefined };
}
