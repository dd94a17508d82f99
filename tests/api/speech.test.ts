import { spawnSync } from "node:child_process";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import crypto from "node:crypto";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createCachedSpeechEngine } from "../../src/server/integrations/speech/cached-speech-engine";
import { createEspeakEngine } from "../../src/server/integrations/speech/espeak-ng-engine";
import type { SpeechEngine } from "../../src/server/integrations/speech/speech-engine";
import { prepareSpeechText, SPEECH_TEXT_MAX_LENGTH } from "../../src/shared/speech/speech-text";
import { hasEspeak, NO_ESPEAK } from "../support/espeak";
import { createAdmin } from "../helpers/factories";
import { call, createTestContext, type TestContext, type TestUser } from "../helpers/test-app";

/** GET /api/speech and /api/speech/status: Hebrew pronunciation made on the server by espeak-ng. */

const speechUrl = (text: string) => `/api/speech?text=${encodeURIComponent(text)}`;

/** An engine that counts its runs and refuses to run on anything a test did not expect. */
function countingEngine(inner: SpeechEngine) {
  const texts: string[] = [];
  return { texts, engine: { available: () => inner.available(), synthesize: (t: string) => (texts.push(t), inner.synthesize(t)) } satisfies SpeechEngine };
}

describe.skipIf(!hasEspeak)("with espeak-ng installed", () => {
  let ctx: TestContext;
  let user: TestUser;
  const cacheDir = path.join(os.tmpdir(), `milim-speech-${crypto.randomUUID()}`);
  const counting = countingEngine(createEspeakEngine({ command: "espeak-ng" }));

  beforeAll(async () => {
    ctx = await createTestContext({}, { overrides: { speech: createCachedSpeechEngine(counting.engine, { dir: cacheDir }) } });
    user = await createAdmin(ctx);
  });
  afterAll(async () => {
    await ctx.close();
    fs.rmSync(cacheDir, { recursive: true, force: true });
  });

  it("says it is available", async () => {
    const res = await call(ctx, "GET", "/api/speech/status", { user });
    expect(res.status).toBe(200);
    expect(res.json).toEqual({ available: true });
  });

  it("answers a word as a WAV file the browser may keep, made once (in memory and on disk)", async () => {
    const text = prepareSpeechText("שָׁלוֹם")!;
    const res = await ctx.app.request(speechUrl(text), { headers: { cookie: user.cookie } });
    expect(res.status).toBe(200);
    expect(res.headers.get("content-type")).toBe("audio/wav");
    expect(res.headers.get("cache-control")).toBe("private, max-age=31536000, immutable");
    const wav = Buffer.from(await res.arrayBuffer());
    expect(wav.toString("ascii", 0, 4)).toBe("RIFF");
    expect(wav.toString("ascii", 8, 12)).toBe("WAVE");
    expect(wav.readUInt32LE(4)).toBe(wav.length - 8); // sizes filled in (espeak-ng writes to a pipe)
    // 22,050 Hz mono 16-bit: a spoken word lasts between 0.2 and 3 seconds.
    const seconds = (wav.length - 44) / (22_050 * 2);
    expect(seconds).toBeGreaterThan(0.2);
    expect(seconds).toBeLessThan(3);
    expect(Number(res.headers.get("content-length"))).toBe(wav.length);

    const again = await Promise.all([1, 2, 3].map(() => ctx.app.request(speechUrl(text), { headers: { cookie: user.cookie } })));
    for (const r of again) expect(Buffer.from(await r.arrayBuffer()).equals(wav)).toBe(true);
    expect(counting.texts.filter((t) => t === text)).toHaveLength(1);
    expect(fs.readdirSync(cacheDir).filter((f) => f.endsWith(".wav"))).toHaveLength(1);
  });

  it("makes a word asked for by several learners at once only once", async () => {
    const text = prepareSpeechText("בְּרֵאשִׁית")!;
    const answers = await Promise.all([1, 2, 3, 4].map(() => ctx.app.request(speechUrl(text), { headers: { cookie: user.cookie } })));
    expect(answers.map((r) => r.status)).toEqual([200, 200, 200, 200]);
    expect(counting.texts.filter((t) => t === text)).toHaveLength(1);
  });

  it("reads a word from the disk cache after a restart (a new engine, the same folder)", async () => {
    const text = prepareSpeechText("שָׁלוֹם")!;
    const fresh = countingEngine(createEspeakEngine({ command: "espeak-ng" }));
    const wav = await createCachedSpeechEngine(fresh.engine, { dir: cacheDir }).synthesize(text);
    expect(wav.toString("ascii", 0, 4)).toBe("RIFF");
    expect(fresh.texts).toEqual([]);
  });

  it("the engine reads common pointed words as words, never spelling a mark out by name ('gimel, hebrew dagesh')", () => {
    // espeak-ng -x prints the phonemes it would speak; a mark it cannot read comes out as its English name.
    for (const word of ["גַּם", "תְּפִלָּה", "אִמָּא", "הַיּוֹם", "גָּדוֹל", "כַּמָּה", "שַׁבָּת", "סֻכָּה", "אַתָּה", "חַלָּה", "צִפּוֹר", "יַלְדָּה", "מִטָּה"]) {
      const phonemes = spawnSync("espeak-ng", ["-v", "he", "-q", "-x", prepareSpeechText(word)!], { encoding: "utf8" }).stdout;
      expect(phonemes, word).not.toMatch(/h'i:bru:|d'agES|\(en\)/);
    }
  });

  it("refuses anything but Hebrew letters, points and single spaces with 400, before the engine runs", async () => {
    const before = counting.texts.length;
    const bad = ["", "hello", "-v en", "--stdout", "שלום; rm -rf /", "שלום\nעולם", " שלום", "שלום  עולם", "שָׁלוֹם֖", "א".repeat(SPEECH_TEXT_MAX_LENGTH + 1), "$(reboot)"];
    for (const text of bad) {
      const res = await call(ctx, "GET", speechUrl(text), { user });
      expect(res.status, JSON.stringify(text)).toBe(400);
      expect(res.json.error.code).toBe("validation_failed");
    }
    expect((await call(ctx, "GET", "/api/speech", { user })).status).toBe(400);
    expect(counting.texts.length).toBe(before);
  });

  it("asks for a session", async () => {
    const res = await call(ctx, "GET", speechUrl("שלום"));
    expect(res.status).toBe(401);
  });
});

// Where espeak-ng is not installed the tests above are skipped (NO_ESPEAK says why); what a learner
// gets on such a server is tested everywhere, by pointing ESPEAK_PATH at a program that is not there.
describe("espeak-ng not installed (ESPEAK_PATH names a missing program)", () => {
  let ctx: TestContext;
  let user: TestUser;
  beforeAll(async () => {
    if (!hasEspeak) console.warn(NO_ESPEAK);
    ctx = await createTestContext({ ESPEAK_PATH: "/nonexistent/espeak-ng" });
    user = await createAdmin(ctx);
  });
  afterAll(async () => ctx.close());

  it("status says unavailable (the buttons are disabled), a word is 503 with the standard error, nothing is cached", async () => {
    const status = await call(ctx, "GET", "/api/speech/status", { user });
    expect(status.status).toBe(200);
    expect(status.json).toEqual({ available: false });
    const res = await call(ctx, "GET", speechUrl(prepareSpeechText("שָׁלוֹם")!), { user });
    expect(res.status).toBe(503);
    expect(res.json).toEqual({ error: { code: "unavailable", message: "Pronunciation is not available on this server", messageKey: "speech_unavailable" } });
    const speechDir = path.join(ctx.config.dataDir, "speech");
    expect(fs.existsSync(speechDir) ? fs.readdirSync(speechDir).filter((f) => f.endsWith(".wav")) : []).toEqual([]);
  });
});

describe("without a speech engine", () => {
  let ctx: TestContext;
  let user: TestUser;
  beforeAll(async () => {
    ctx = await createTestContext({ ESPEAK_PATH: "off" });
    user = await createAdmin(ctx);
  });
  afterAll(async () => ctx.close());

  it("ESPEAK_PATH=off: status says unavailable and a word is 503 with the standard error", async () => {
    expect((await call(ctx, "GET", "/api/speech/status", { user })).json).toEqual({ available: false });
    const res = await call(ctx, "GET", speechUrl("שלום"), { user });
    expect(res.status).toBe(503);
    expect(res.json).toEqual({ error: { code: "unavailable", message: "Pronunciation is not available on this server", messageKey: "speech_unavailable" } });
  });

  it("a program that is not there counts as no engine", async () => {
    const engine = createEspeakEngine({ command: "/nonexistent/espeak-ng" });
    expect(await engine.available()).toBe(false);
  });
});

// Every distinct text is another file: a learner asking for made-up texts (100 characters: 320 KB
// each, three a second) would fill the server's disk, and with it the database's. The folder is
// bounded; past its limit a text is still answered (and kept in memory), not written.
describe("the speech folder's size", () => {
  const dir = path.join(os.tmpdir(), `milim-speech-bound-${crypto.randomUUID()}`);
  const wavOf = (text: string) => Buffer.alloc(100_000, text.length);
  const engine: SpeechEngine = { available: async () => true, synthesize: async (t) => wavOf(t) };
  const texts = ["א", "אב", "אבג", "אבגד", "אבגדה"];
  const filesIn = () => (fs.existsSync(dir) ? fs.readdirSync(dir).filter((f) => f.endsWith(".wav")) : []);
  afterAll(() => fs.rmSync(dir, { recursive: true, force: true }));

  it("writes no file past maxDiskBytes, answers every text all the same, and counts what an earlier server wrote", async () => {
    const first = createCachedSpeechEngine(engine, { dir, maxDiskBytes: 250_000 });
    for (const t of texts) expect((await first.synthesize(t)).length).toBe(100_000);
    await expect.poll(() => filesIn().length).toBe(2);
    expect(filesIn().length).toBe(2);
    // A restart: the folder already holds 200,000 bytes of the 250,000.
    const again = createCachedSpeechEngine(engine, { dir, maxDiskBytes: 250_000 });
    expect((await again.synthesize("אבגדהו")).length).toBe(100_000);
    expect(filesIn().length).toBe(2);
    // Within the limit it writes as before.
    const roomier = createCachedSpeechEngine(engine, { dir, maxDiskBytes: 1_000_000 });
    await roomier.synthesize("אבגדהוז");
    expect(filesIn().length).toBe(3);
  });
});
