import fs from "node:fs";
import path from "node:path";
import { sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { Job } from "../../src/shared/api/jobs";
import { createUsers } from "../helpers/factories";
import { call, createTestContext, importDictionarySource, waitForJob, type TestContext, type TestUser } from "../helpers/test-app";
import { hasJastrowData, JASTROW_DATA, NO_JASTROW_DATA, startLexiconServer, type LexiconServer } from "../support/lexicon-server";

/**
 * Jastrow as the fifth lexicon source: the 22 real letter files served by the local
 * lexicon server as the folder DICTIONARY_JASTROW_URL names, or uploaded; all or nothing.
 */
if (!hasJastrowData) console.warn(`dictionary-jastrow.test.ts ${NO_JASTROW_DATA}`);

let ctx: TestContext;
let lexicons: LexiconServer;
let admin: TestUser;
let learner: TestUser;

beforeAll(async () => {
  if (!hasJastrowData) return;
  lexicons = await startLexiconServer();
  ctx = await createTestContext({ DICTIONARY_JASTROW_URL: `${lexicons.url}/jastrow/` }, { startJobs: true });
  ({ admin, learners: [learner] } = await createUsers(ctx, { learners: 1 }));
}, 60_000);
afterAll(async () => {
  await ctx?.close();
  await lexicons?.close();
});

const stats = async () => (await call(ctx, "GET", "/api/dictionary/stats", { user: learner })).json as { hebrew: number; aramaic: number };
const entry = async (id: string) => (await call(ctx, "GET", `/api/dictionary/sources/jastrow/entries/${id}`, { user: learner })).json;
const UPLOADED = ["06-Jastrow-vav.xml", "07-Jastrow-zayin.xml", "12-Jastrow-lamed.xml"];
const LETTERS = fs.existsSync(JASTROW_DATA) ? fs.readdirSync(JASTROW_DATA).filter((f) => /^\d\d-Jastrow-.*\.xml$/.test(f)).sort() : [];

describe.skipIf(!hasJastrowData)("Jastrow's dictionary as a lexicon source", () => {
  it("imports the 22 letter files from the folder: 32,512 entries, 3,635 of them Aramaic (ch.)", async () => {
    const job = await importDictionarySource(ctx, admin, "jastrow");
    // Glosses put in order by shared/dictionary/jastrow-glosses in 3,915 entries (81 of them by the sense cited "a. v. fr."
    // first, or an etymology's lettered list read as one parenthesis; 2 verbs whose definition is only "fut." read by the gloss
    // after the forms it names, אֲמָא 'to say, speak, think' and הַךְ 'to go'; אִידְּרֹונָה "= preced." is a reference to the entry
    // before it, shared/dictionary/read-jastrow-reference); 424 made Aramaic by a "ch." outside the language key; 210 construct
    // plurals the XML left outside the plural's markup added (shared/dictionary/jastrow-construct-plurals).
    expect(job).toMatchObject({ status: "completed", counts: { entries: 32_512, files: 22, headWordsCorrected: 5, glossesCorrected: 3915, languageCorrected: 424, formsAdded: 210 } });
    expect(LETTERS.every((f) => lexicons.requests.includes(`jastrow/${f}`))).toBe(true);
    expect(await stats()).toEqual({ hebrew: 32_512 - 3_635, aramaic: 3_635 });
    // רַבָּן (ch.): its head-words, gloss, and the plural רַבָּנָן as a form it is found by.
    const rabban = await entry("T00121");
    expect(rabban).toMatchObject({ source: "jastrow", word: "רַבָּן", language: "aramaic", definitions: ["chief; teacher"] });
    expect(rabban.details).toMatchObject({ homograph: null, headWords: ["רַבָּן", "רַבָּנָא"], plurals: ["רַבָּנִין", "רַבָּנָן"] });
    expect(rabban.details.notes.length).toBeGreaterThan(0);
    // אֲמַר (ch.): "1) as preced. 1)": to say (the Hebrew אָמַר's sense 1), not its Ithpe. first; its binyanim; a cross-reference only entry links to its target.
    expect(await entry("A02061")).toMatchObject({ language: "aramaic", definitions: ["to speak, think, say, relate"] });
    // אָמַר I: its etymology "(a) to join, knot… d) …])" after "to speak, think, say, relate"; בָּרַךְ: "to bless", the sense
    // Jastrow cites "a. v. fr.", before "1) to cave out"; שְׁרֵי: "to allow, permit" before "to untie".
    expect((await entry("A02060")).definitions.slice(0, 2)).toEqual(["to speak, think, say, relate", "to vow, devote"]);
    expect((await entry("B01287")).definitions[0]).toBe("to bless");
    expect((await entry("U01961")).definitions[0]).toMatch(/^to allow, permit/);
    // הֲוֵי: 'to be' ("1) same." after הוי), Aramaic by the "ch." the XML left in its notes.
    expect(await entry("E00231")).toMatchObject({ language: "aramaic", definitions: ["to exist; to be, become; to occur, come to pass", "to dwell upon, discuss"] });
    expect((await entry("A02061")).details.binyanim).toEqual([
      { name: "Ithpe.", forms: ["אִתְאֲמַר"], glosses: ["it is said, taught"] }, { name: "Ithpa.", forms: ["אִתְאַמַּר"], glosses: [] },
    ]);
    expect(await entry("B00008")).toMatchObject({ word: "בָּאב", referenceTo: "B00049", crossRefs: ["B00049"], definitions: [] });
    // אֹכֶל v. אֹוכֶל: Sefaria links the unpointed root entry אוכל (A00642); the import resolves the word, אֹוכֶל 'food'.
    expect(await entry("A01699")).toMatchObject({ word: "אֹכֶל", referenceTo: "A00643", crossRefs: ["A00642"], details: { see: "אֹוכֶל" } });
    // A reference goes to the entry that holds its word (shared/dictionary/choose-reference-target): בְּעָא v. בעי is the Aramaic
    // בְּעֵי, בְּעָא 'to ask' (not the Hebrew root 'to split'); דְּפַנּוֹת pl. of דּוֹפֶן the wall דּוֹפָן ("mostly דְּפַנּוֹת"), not
    // *דּוֹפֶן 'damage'; עֹל v. עוֹל 'yoke', not the empty imperative עוֹל; בִּינֵי v. בִּינָא III (unlinked) 'hair', not בִּינָא II.
    expect(await entry("B01020")).toMatchObject({ word: "בְּעָא", referenceTo: "B01037" });
    expect(await entry("D00970")).toMatchObject({ word: "דְּפַנּוֹת", referenceTo: "D00313" });
    expect(await entry("P00756")).toMatchObject({ word: "עֹל", referenceTo: "P00242" });
    expect(await entry("B00647")).toMatchObject({ word: "בִּינֵי", referenceTo: "B00641" });
    // A reference that names two entries keeps both, in its order (shared/dictionary/read-reference-list): אִיתִינָן, v. אִיתַי and
    // אִית (unlinked); אֵרוּס, v. אֵירוּס I, II (two homographs); זעע, v. זעזע, a. זוע. One that names one keeps none more.
    expect(await entry("A01650")).toMatchObject({ word: "אִיתִינָן", referenceTo: "A01645", referenceAlso: ["A01639"], details: { see: "אִיתַי", seeAlso: ["אִית"] } });
    expect(await entry("A03041")).toMatchObject({ referenceTo: "A01604", referenceAlso: ["A01605"] });
    expect(await entry("G00606")).toMatchObject({ referenceTo: "G00589", referenceAlso: ["G00217"] });
    expect(await entry("A01699")).toMatchObject({ referenceAlso: [] });
    // אִינוּן "pl. of אִיהוּ, אִיהִי": both the pronoun's entry (אִיהִי I "v. foreg." leads to it), once; not אִיהִי II 'Ihi Dakkira', a place.
    expect(await entry("A01377")).toMatchObject({ referenceTo: "A01180", referenceAlso: [] });
    const lists = await ctx.deps.db.execute(sql`select count(*)::int as n from dictionary_entries where source = 'jastrow' and cardinality(reference_also) > 0`);
    // (396: with אֲמַךְ "Af. of מוּךְ or מְכָא", a form by its binyan's name, a reference since the import's rules 9.)
    expect((lists as unknown as { rows: { n: number }[] }).rows[0]!.n).toBe(396);
    // An entry that glosses its word in plain text is no reference (רֶשֶׁת 'net'), and a name's head-words keep its compound.
    expect(await entry("T01115")).toMatchObject({ referenceTo: null });
    expect((await entry("A02160")).details.headWords).toEqual(["אַנְטְבִילָא", "בית א'"]);
    expect(await entry("B00006")).toMatchObject({ word: "בָּא", details: { homograph: "II" }, partOfSpeech: "m." });
    // A ד printed ך, corrected by the rule (shared/dictionary/jastrow-head-words): עָמַך II, quoted as עוֹמְדִין, is עָמַד 'to stand';
    // its quotations counted once, here (details.uses: Ber. V, 1 … "a. v. fr.").
    const stand = await entry("P00856");
    expect(stand).toMatchObject({ word: "עָמַד", details: { headWords: ["עָמַד"], homograph: "II" } });
    expect(stand.definitions[0]).toMatch(/^to stand/);
    expect(stand.details.uses.mishnah).toBeGreaterThan(0);
    // The meaning first where Jastrow leads with a label: טֶבֶל I ", v. Pi." and its gloss in the notes; הִיא "she, v. הוּא"; סְרַק ch. "Pa. same" (סָרַק).
    expect((await entry("I00066")).definitions[0]).toMatch(/^fruits of which you are permitted/);
    expect(await entry("E00331")).toMatchObject({ word: "הִיא", definitions: ["she"] });
    expect(await entry("O01665")).toMatchObject({ language: "aramaic", definitions: ["to comb, card, hatchel"] });
    // אֲמָא II ", fut. | יֵימָא, imper. אֵימָא (√אם to join, v. אמר) to say, speak, think": the verb 'to say', not the label "fut.".
    expect(await entry("A01965")).toMatchObject({ word: "אֲמָא", definitions: ["to say, speak, think"] });
    // The run was read by the rules the import reads by now (shared/dictionary/lexicon-rules); one made before them is outdated.
    const jastrowRun = async () => (await call(ctx, "GET", "/api/dictionary/imports", { user: learner })).json.runs.find((r: { source: string }) => r.source === "jastrow");
    expect(await jastrowRun()).toMatchObject({ status: "completed", outdated: false });
    await ctx.deps.db.execute(sql`update jobs set result = result - 'rulesVersion' where id = ${job.id}`);
    expect(await jastrowRun()).toMatchObject({ status: "completed", outdated: true });
    // Version 2: before the references were resolved by the word they hold (jastrow 3).
    await ctx.deps.db.execute(sql`update jobs set result = result || '{"rulesVersion": 2}'::jsonb where id = ${job.id}`);
    expect(await jastrowRun()).toMatchObject({ outdated: true });
    // Version 3: before a verb form's whole text ("imperat. of X") was a reference (jastrow 4).
    await ctx.deps.db.execute(sql`update jobs set result = result || '{"rulesVersion": 3}'::jsonb where id = ${job.id}`);
    expect(await jastrowRun()).toMatchObject({ outdated: true });
    // Version 4: before "v. sub. X'" was a reference (jastrow 5).
    await ctx.deps.db.execute(sql`update jobs set result = result || '{"rulesVersion": 4}'::jsonb where id = ${job.id}`);
    expect(await jastrowRun()).toMatchObject({ outdated: true });
    // Version 5: before an abbreviated reference was read by its pointing whichever head-word finds it (jastrow 6).
    await ctx.deps.db.execute(sql`update jobs set result = result || '{"rulesVersion": 5}'::jsonb where id = ${job.id}`);
    expect(await jastrowRun()).toMatchObject({ outdated: true });
    // Version 6: before a reference kept every entry it names (jastrow 7).
    await ctx.deps.db.execute(sql`update jobs set result = result || '{"rulesVersion": 6}'::jsonb where id = ${job.id}`);
    expect(await jastrowRun()).toMatchObject({ outdated: true });
    // Version 7: before a candidate that is a reference held the referring word as its target does (jastrow 8).
    await ctx.deps.db.execute(sql`update jobs set result = result || '{"rulesVersion": 7}'::jsonb where id = ${job.id}`);
    expect(await jastrowRun()).toMatchObject({ outdated: true });
    // Version 8: before an entry whose definition is only "fut." read the gloss after the forms it names (jastrow 9).
    await ctx.deps.db.execute(sql`update jobs set result = result || '{"rulesVersion": 8}'::jsonb where id = ${job.id}`);
    expect(await jastrowRun()).toMatchObject({ outdated: true });
    await ctx.deps.db.execute(sql`update jobs set result = result || '{"rulesVersion": 9}'::jsonb where id = ${job.id}`);
    expect(await jastrowRun()).toMatchObject({ outdated: false });
    // Found by a plural form through the GIN index on forms_plain.
    const byPlural = await ctx.deps.db.execute(sql`select source_id from dictionary_entries where forms_plain && array['רבנן']::text[] order by source_id`);
    expect((byPlural as unknown as { rows: { source_id: string }[] }).rows.map((r) => r.source_id)).toContain("T00121");
  }, 300_000);

  it("looks up the Talmud's words through the Aramaic morphology, saying how each reading was found", async () => {
    const look = async (word: string) => (await call(ctx, "GET", `/api/dictionary/lookup?word=${encodeURIComponent(word)}`, { user: learner })).json;
    // Berakhot 34b: דְּאָמַר = ד + אמר, Jastrow's אֲמַר (ch.) among its entries.
    const deamar = await look("דְּאָמַר");
    expect(deamar.reading).toMatchObject({ prefix: "דְּ", prefixPlain: "ד", stem: "אָמַר", stemPlain: "אמר", how: "ד + אמר", howSteps: [{ kind: "proclitics", letters: "ד", stem: "אמר" }] });
    expect(deamar.entries.map((e: { sourceId: string }) => e.sourceId)).toContain("A02061");
    // The Dictionary's search knows the abbreviations too: ת"ש (and ת״ש with the Hebrew gershayim) says תָּא שְׁמַע and shows
    // Jastrow's אֲתָא 'to come' first; אע"ג its אַף; a word that is no abbreviation says nothing of the kind.
    const search = async (q: string) => (await call(ctx, "GET", `/api/dictionary/search?q=${encodeURIComponent(q)}`, { user: learner })).json;
    for (const q of ['ת"ש', "ת״ש"]) {
      const ts = await search(q);
      expect(ts.abbreviation).toEqual({ written: q, expansion: "תָּא שְׁמַע" });
      expect(ts.entries[0]).toMatchObject({ source: "jastrow", sourceId: "A03397" });
      expect(ts.total).toBeGreaterThanOrEqual(ts.entries.length);
    }
    expect((await search('אע"ג')).entries[0]).toMatchObject({ sourceId: "A02595" });
    expect((await search('אע"ג')).abbreviation).toMatchObject({ expansion: "אַף עַל גַּב" });
    expect((await search("אמר")).abbreviation).toBeNull();
    // רַבָּנַן: the plural Jastrow gives under רַבָּן.
    const rabbanan = await look("רַבָּנַן");
    expect(rabbanan.reading).toMatchObject({ prefixPlain: "", stemPlain: "רבנן", how: "plural of רַבָּן", howSteps: [{ kind: "plural-of", head: "רַבָּן" }] });
    expect(rabbanan.entries[0]).toMatchObject({ source: "jastrow", sourceId: "T00121", definitions: ["chief; teacher"] });
    // וּמְבָרְכִין (Mishnah Berakhot): ו + a participle, its ending ־ין off; more readings follow, each with entries.
    const mevarchin = await look("וּמְבָרְכִין");
    expect(mevarchin.entries.length).toBeGreaterThan(0);
    expect(mevarchin.reading.how).toMatch(/^ו \+ /);
    for (const more of mevarchin.moreReadings) expect(more.entries.length).toBeGreaterThan(0);
    // A cross-reference shows the entry it points to in its place, saying so: אֹכֶל (v. אֹוכֶל) is 'food'.
    const okhel = await look("אֹכֶל");
    expect(okhel.entries[0]).toMatchObject({ source: "jastrow", sourceId: "A00643", word: "אֹוכֶל", seeFrom: "אֹכֶל" });
    expect(okhel.entries.some((e: { sourceId: string }) => e.sourceId === "A01699")).toBe(false);
    // A reference that names two entries shows both, the first first, the second right after it, each reached through it:
    // אִיתִינָן 'we are' → אִיתַי 'there is', then אִית.
    const itinan = (await look("אִיתִינָן")).entries as { sourceId: string; seeFrom?: string | null }[];
    const first = itinan.findIndex((e) => e.sourceId === "A01645");
    expect(first).toBeGreaterThanOrEqual(0);
    expect(itinan[first + 1]).toMatchObject({ sourceId: "A01639", seeFrom: "אִיתִינָן" });
    expect(itinan[first]).toMatchObject({ seeFrom: "אִיתִינָן" });
    expect(itinan.some((e) => e.sourceId === "A01650")).toBe(false);
    // עמד finds Jastrow's 'to stand' (its head-word printed עָמַך in the XML).
    expect((await look("עמד")).entries.map((e: { sourceId: string }) => e.sourceId)).toContain("P00856");
    // A word no lexicon holds in any reading: no entries, as before.
    expect((await look("קקקק")).entries).toEqual([]);
  }, 60_000);

  it("keeps the old lexicon when a letter file breaks mid-way (all or nothing)", async () => {
    const before = await stats();
    await ctx.deps.db.execute(sql`update dictionary_entries set definitions = array['kept as it was'] where source = 'jastrow' and source_id = 'T00121'`);
    // The second letter file breaks: א's entries are staged by then.
    lexicons.breakAfter.set("jastrow/02-Jastrow-beth.xml", 512 * 1024);
    try {
      const failed = await importDictionarySource(ctx, admin, "jastrow");
      expect(failed).toMatchObject({ status: "failed" });
      expect(failed.counts.entries).toBeGreaterThan(2000);
    } finally {
      lexicons.breakAfter.delete("jastrow/02-Jastrow-beth.xml");
    }
    expect(await stats()).toEqual(before);
    expect((await entry("T00121")).definitions).toEqual(["kept as it was"]);
    const staged = await ctx.deps.db.execute(sql`select count(*)::int as n from dictionary_import_staging`);
    expect((staged as unknown as { rows: { n: number }[] }).rows[0]!.n).toBe(0);
  }, 300_000);
  it("imports again in place from uploaded files (sent one after another): the upload's entries updated, none added twice", async () => {
    // Three letters (vav, zayin, lamed: 1,579 entries): the upload's path, not Jastrow's whole text again (the folder import above).
    const body = Buffer.concat(UPLOADED.map((f) => fs.readFileSync(path.join(JASTROW_DATA, f))));
    const entries = UPLOADED.reduce((n, f) => n + fs.readFileSync(path.join(JASTROW_DATA, f), "utf8").split("<entry ").length - 1, 0);
    expect(entries).toBe(1_579);
    const before = await stats();
    const kept = (await entry("F00000")) as { id: string };
    // A reference's other targets lost (as an import before jastrow 7 left them): the upload writes them again.
    await ctx.deps.db.execute(sql`update dictionary_entries set reference_also = '{}' where source = 'jastrow' and source_id = 'G00606'`);
    const res = await ctx.app.request("/api/dictionary/imports/jastrow/upload", {
      method: "POST", headers: { cookie: admin.cookie, origin: ctx.config.publicUrl, "content-type": "application/xml" }, body,
    });
    expect(res.status).toBe(202);
    const job = await waitForJob(ctx, admin, ((await res.json()) as { job: Job }).job.id, 300_000);
    expect(job).toMatchObject({ status: "completed", counts: { entries, files: UPLOADED.length } });
    // In place: the same rows updated (no entry twice), the letters not uploaded left as they were.
    const after = await stats();
    expect(after.hebrew + after.aramaic).toBe(before.hebrew + before.aramaic);
    expect(await entry("F00000")).toMatchObject({ source: "jastrow", id: kept.id });
    expect(await entry("G00606")).toMatchObject({ referenceTo: "G00589", referenceAlso: ["G00217"] });
    expect((await call(ctx, "GET", "/api/dictionary/sources/jastrow/entries/T00121", { user: learner })).status).toBe(200);
    const wrong = await ctx.app.request("/api/dictionary/imports/jastrow/upload", {
      method: "POST", headers: { cookie: admin.cookie, origin: ctx.config.publicUrl }, body: fs.readFileSync(path.join(JASTROW_DATA, "forematter.xml")).subarray(0, 10),
    });
    expect(wrong.status).toBe(400);
  }, 300_000);
});
