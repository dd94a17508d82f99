import fs from "node:fs";
import path from "node:path";
import { sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { plainHebrew } from "../../src/shared/hebrew/strip-niqqud";
import { createTestContext, type TestContext } from "../helpers/test-app";

/**
 * The database's milim_plain() (migration 0000, used for every *_plain column) and plainHebrew()
 * from src/shared must agree on real text: vowels, cantillation, maqaf, sof pasuq, paseq, HTML.
 */
const dataDir = path.resolve(process.cwd(), "../shared/data");
const hasData = fs.existsSync(dataDir);
if (!hasData) console.warn(`hebrew-plain.test.ts: skipped, the shared data folder ${dataDir} is absent`);

const FILES: { file: string; keys: string[] }[] = [
  { file: "sefaria/tanakh/Genesis.he.merged.json", keys: ["text"] },
  { file: "sefaria/tanakh/Genesis.he.Tanach_with_Nikkud.json", keys: ["text"] },
  { file: "sefaria/tanakh/Onkelos_Genesis.he-arc.merged.json", keys: ["text"] },
  { file: "sefaria/mishnah/Mishnah_Berakhot.he.merged.json", keys: ["text"] },
  { file: "sefaria/api-v1-texts/Berakhot_2a.texts.json", keys: ["he"] },
  { file: "sefaria/api-v1-texts/Berakhot_34b.texts.json", keys: ["he"] },
  { file: "sefaria/api-v1-texts/Genesis_43.texts.json", keys: ["he"] },
];

function strings(value: unknown, out: string[] = []): string[] {
  if (typeof value === "string") out.push(value);
  else if (Array.isArray(value)) for (const v of value) strings(v, out);
  return out;
}

function load(file: string, keys: string[]): string[] {
  const json = JSON.parse(fs.readFileSync(path.join(dataDir, file), "utf8")) as Record<string, unknown>;
  return keys.flatMap((k) => strings(json[k]));
}

describe.skipIf(!hasData)(`milim_plain() equals plainHebrew() on real texts (needs ${dataDir})`, () => {
  let ctx: TestContext;
  beforeAll(async () => { ctx = await createTestContext(); });
  afterAll(async () => { await ctx?.close(); });

  async function dbPlain(texts: string[]): Promise<string[]> {
    const out: string[] = [];
    for (let i = 0; i < texts.length; i += 500) {
      const batch = texts.slice(i, i + 500);
      const result = await ctx.deps.db.execute(sql`
        select milim_plain(t.value) as plain
        from json_array_elements_text(${JSON.stringify(batch)}::json) with ordinality as t(value, ord)
        order by t.ord`);
      out.push(...(result as unknown as { rows: { plain: string }[] }).rows.map((r) => r.plain));
    }
    return out;
  }

  it("has the Genesis verses it expects", () => {
    const verses = load("sefaria/tanakh/Genesis.he.merged.json", ["text"]);
    expect(verses).toHaveLength(1533);
    expect(verses.some((v) => /[\u0591-\u05AF]/.test(v) && v.includes("\u05BE") && v.includes("\u05C3"))).toBe(true);
  });

  for (const { file, keys } of FILES) {
    it(`agrees on every segment of ${file}`, async () => {
      const texts = load(file, keys);
      expect(texts.length).toBeGreaterThan(10);
      const fromDb = await dbPlain(texts);
      const mismatches = texts
        .map((t, i) => ({ i, text: t, db: fromDb[i], js: plainHebrew(t) }))
        .filter((m) => m.db !== m.js);
      expect(mismatches.slice(0, 3)).toEqual([]);
      // The stripped text holds no points or cantillation, and the data had some.
      expect(texts.some((t) => /[\u0591-\u05C7]/.test(t))).toBe(true);
      expect(fromDb.some((t) => /[\u0591-\u05C7]/.test(t))).toBe(false);
    });
  }

  it("agrees on white space beyond ASCII: NO-BREAK SPACE, U+FEFF, the Unicode spaces", async () => {
    const texts = [
      "שָׁלוֹם\u00A0עוֹלָם", "\uFEFFבְּרֵאשִׁית", "אָב\uFEFF", "אָב\u2009\u200Aבֵּן", "a\u3000b", "\u00A0\u00A0", "x\u2028y\u2029z",
      // A real verse with its spaces turned into NO-BREAK SPACEs, as some copied texts have them.
      ...load("sefaria/tanakh/Genesis.he.merged.json", ["text"]).slice(0, 20).map((v) => v.replace(/ /g, "\u00A0")),
    ];
    const expected = texts.map(plainHebrew);
    expect(expected[0]).toBe("שלום עולם");
    expect(expected[1]).toBe("בראשית");
    expect(await dbPlain(texts)).toEqual(expected);
  });

  it("keeps stored *_plain columns in step with the rule (recomputed by migration 0007)", async () => {
    const [c] = (await ctx.deps.db.execute(sql`select id from collections limit 1`) as unknown as { rows: { id: string }[] }).rows;
    const r = await ctx.deps.db.execute(sql`insert into words (collection_id, hebrew, english) values (${c!.id}, ${"מַיִם\u00A0חַיִּים"}, 'living water') returning hebrew_plain`);
    expect((r as unknown as { rows: { hebrew_plain: string }[] }).rows[0]!.hebrew_plain).toBe("מים חיים");
  });

  it("agrees on edge cases: ASCII white space, presentation forms, Latin, empty", async () => {
    const texts = ["", "  ", "\uFB2Bמחה", "a\tb\nc\r\nd", "כָּל־הָאָרֶץ׃", "Shalom  World", "שׁ\u05C1\u05BC", "\u05BE"];
    expect(await dbPlain(texts)).toEqual(texts.map(plainHebrew));
  });
});
