import fs from "node:fs";
import path from "node:path";
import { sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { foldTransliteration } from "../../src/shared/dictionary/fold-transliteration";
import { headWordSortKey } from "../../src/shared/dictionary/head-word-sort-key";
import { createTestContext, type TestContext } from "../helpers/test-app";
import { hasLexiconData, LEXICON_DATA, KAIKKI_HEBREW_REAL, KAIKKI_HEBREW_SYNTHETIC } from "../support/lexicon-server";

/**
 * The database's milim_fold_latin() and milim_sort_key() (migration 0046, stored in dictionary_entries'
 * transliteration_plain and word_sort) equal foldTransliteration() and headWordSortKey() from src/shared: on
 * written edge cases, Wiktionary's romanisations, and (where ../shared/data holds them) every Strong's
 * transliteration and every BDB head-word.
 */
const EDGES = [
  "shalóm", "báyit", "ʼâb", "ʻâlâh", "Yᵉhôvâh shâlôwm", "ḥesed", "šāḇûaʿ", "pa'al", "ta`am ta’am ta‘am taʾam", "sha´lom", "ˈshaːlom",
  "shalo\u0301m", "  Bêyth\u00A0 Lechem\t", "ﬁne ＳＨＡＬＯＭ", "Ça ÀÉÎÕÜ", "Ølaf ß ə", "'ʼ", "", "שָׁלוֹם", "jehovah-shalom 2",
  "(ה)גבול", "(ו)יעשׂו", "]עֵת] קָצִין", "[אֵב]", "אִ־", 'ת"ש', "?", "אִיסְ'", "*אֲבָא", "בֵּית־לֶחֶם",
];

function romanisations(file: string): string[] {
  return fs.readFileSync(file, "utf8").split(/\r?\n/).flatMap((line) => {
    try {
      const forms = (JSON.parse(line) as { forms?: { form: string; tags?: string[] }[] }).forms ?? [];
      return forms.filter((f) => f.tags?.includes("romanization")).map((f) => f.form);
    } catch {
      return [];
    }
  });
}
const attributes = (xml: string, re: RegExp) => [...xml.matchAll(re)].map((m) => m[1]!.replace(/&amp;/g, "&").replace(/&lt;/g, "<").replace(/&gt;/g, ">"));

let ctx: TestContext;
beforeAll(async () => { ctx = await createTestContext(); });
afterAll(async () => { await ctx?.close(); });

async function inDb(fn: "milim_fold_latin" | "milim_sort_key", texts: string[]): Promise<string[]> {
  const out: string[] = [];
  for (let i = 0; i < texts.length; i += 1000) {
    const batch = JSON.stringify(texts.slice(i, i + 1000));
    const result = await ctx.deps.db.execute(sql`
      select ${sql.raw(fn)}(t.value) as v from json_array_elements_text(${batch}::json) with ordinality as t(value, ord) order by t.ord`);
    out.push(...(result as unknown as { rows: { v: string }[] }).rows.map((r) => r.v));
  }
  return out;
}

describe("the dictionary's folds in SQL equal the shared rules", () => {
  it("milim_fold_latin() equals foldTransliteration() on edge cases and Wiktionary's romanisations", async () => {
    const texts = [...EDGES, ...romanisations(KAIKKI_HEBREW_REAL), ...romanisations(KAIKKI_HEBREW_SYNTHETIC)];
    expect(texts.length).toBeGreaterThan(EDGES.length + 10);
    expect(await inDb("milim_fold_latin", texts)).toEqual(texts.map(foldTransliteration));
  });

  it("milim_sort_key() equals headWordSortKey() on edge cases", async () => {
    expect(await inDb("milim_sort_key", EDGES)).toEqual(EDGES.map(headWordSortKey));
  });

  it.skipIf(!hasLexiconData)("both agree on every Strong's transliteration and every BDB head-word", async () => {
    const strongs = attributes(fs.readFileSync(path.join(LEXICON_DATA, "HebrewStrong.xml"), "utf8"), /xlit="([^"]*)"/g);
    expect(strongs.length).toBeGreaterThan(8000);
    expect(await inDb("milim_fold_latin", strongs)).toEqual(strongs.map(foldTransliteration));
    const bdb = attributes(fs.readFileSync(path.join(LEXICON_DATA, "BrownDriverBriggs.xml"), "utf8"), /<w[^>]*>([^<]*)<\/w>/g);
    expect(bdb.length).toBeGreaterThan(10_000);
    expect(await inDb("milim_sort_key", bdb)).toEqual(bdb.map(headWordSortKey));
  });
});
