import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { dictionaryEntries } from "../../src/server/db/schema";
import type { DictionaryEntry } from "../../src/shared/api/dictionary";
import { createUsers } from "../helpers/factories";
import { call, createTestContext, type TestContext, type TestUser } from "../helpers/test-app";

/**
 * The Dictionary page's answers (browse, search, one entry) name the head-word of every entry a cross-reference
 * names, in its order: Jastrow's "תֹּרֶן, תָּרְנָא, v. תּוֹרֶן, תּוּרְנָא" says "See: תּוֹרֶן, תּוּרְנָא" in the table and the
 * dialog from the same answer, with no request per target.
 */
let ctx: TestContext;
let learner: TestUser;

beforeAll(async () => {
  ctx = await createTestContext();
  ({ learners: [learner] } = await createUsers(ctx, { learners: 1 }));
  const jastrow = { source: "jastrow" as const, language: "hebrew" as const };
  await ctx.deps.db.insert(dictionaryEntries).values([
    { ...jastrow, sourceId: "V00304", word: "תּוֹרֶן", definitions: ["mast"] },
    { ...jastrow, sourceId: "V00305", word: "תּוּרְנָא", language: "aramaic", definitions: ["mast"] },
    // The reference: its first target, then the others in its order (one not in the table: null in its place).
    { ...jastrow, sourceId: "V00831", word: "תָּרְנָא", definitions: [], referenceTo: "V00304", referenceAlso: ["V00305", "V09999"] },
    // One that names one entry.
    { ...jastrow, sourceId: "V00832", word: "תַּרְנֵי", definitions: [], referenceTo: "V00305" },
  ]);
});
afterAll(async () => {
  await ctx?.close();
});

const byId = (entries: DictionaryEntry[], sourceId: string) => entries.find((e) => e.sourceId === sourceId);

describe("a cross-reference that names several entries, on the Dictionary page", () => {
  it("comes with each target's head-word, in the reference's order, in the browse page, the search and the entry", async () => {
    const browse = await call(ctx, "GET", "/api/dictionary/entries?letter=ת", { user: learner });
    expect(browse.status).toBe(200);
    const listed = { referenceTo: "V00304", referenceWord: "תּוֹרֶן", referenceAlso: ["V00305", "V09999"], referenceAlsoWords: ["תּוּרְנָא", null] };
    expect(byId(browse.json.entries, "V00831")).toMatchObject(listed);
    expect(byId(browse.json.entries, "V00832")).toMatchObject({ referenceWord: "תּוּרְנָא", referenceAlsoWords: [] });
    expect(byId(browse.json.entries, "V00304")).toMatchObject({ referenceTo: null, referenceAlsoWords: [] });

    const search = await call(ctx, "GET", `/api/dictionary/search?q=${encodeURIComponent("תרנא")}`, { user: learner });
    expect(search.status).toBe(200);
    expect(byId(search.json.entries, "V00831")).toMatchObject(listed);

    const one = await call(ctx, "GET", "/api/dictionary/sources/jastrow/entries/V00831", { user: learner });
    expect(one.json).toMatchObject(listed);
    const again = await call(ctx, "GET", `/api/dictionary/entries/${one.json.id as string}`, { user: learner });
    expect(again.json).toMatchObject(listed);
  });
});
