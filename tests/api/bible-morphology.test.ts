import fs from "node:fs";
import path from "node:path";
import { createRequire } from "node:module";
import { describe, expect, it } from "vitest";
import { decodeMorph } from "../../src/shared/hebrew/decode-morph";

/**
 * The morphology decoder (src/shared/hebrew/decode-morph.ts) against every distinct code of
 * Genesis and Exodus in morphhb (the package's real files): none may be left undecoded.
 */
const WLC = path.join(path.dirname(createRequire(import.meta.url).resolve("morphhb/package.json")), "wlc");
const codesOf = (book: string) => new Set([...fs.readFileSync(path.join(WLC, `${book}.xml`), "utf8").matchAll(/morph="([^"]+)"/g)].map((m) => m[1]!));

const onPg = process.env.MILIM_TEST_DB === "pg";
if (onPg) console.log("bible-morphology.test.ts: skipped under MILIM_TEST_DB=pg (no database; `npm test` runs it)");

describe.skipIf(onPg)("decoding OpenScriptures' morphology codes", () => {
  it("decodes every distinct code of Genesis and Exodus, each part in words", () => {
    const codes = new Set([...codesOf("Gen"), ...codesOf("Exod")]);
    expect(codes.size).toBeGreaterThan(1000);
    const undecoded = [...codes].filter((c) => decodeMorph(c) === null);
    expect(undecoded).toEqual([]);
    for (const code of codes) {
      const decoded = decodeMorph(code)!;
      expect(decoded.parts).toHaveLength(code.slice(1).split("/").filter(Boolean).length);
      expect(decoded.parts.filter((p) => p.role === "word")).toHaveLength(1);
      for (const p of decoded.parts) expect(p.long).not.toMatch(/undefined|null|· ·/);
    }
  });

  it("decodes the whole Bible's codes too (Aramaic stems of Daniel and Ezra included)", () => {
    const all = new Set(fs.readdirSync(WLC).filter((f) => f !== "VerseMap.xml").flatMap((f) => [...codesOf(f.replace(/\.xml$/, ""))]));
    expect([...all].filter((c) => decodeMorph(c) === null)).toEqual([]);
    expect([...all].some((c) => c.startsWith("A"))).toBe(true);
    // The data's quirks: a bare particle, and a trailing "/".
    expect(decodeMorph("AT")!.parts[0]!.long).toBe("Particle");
    expect(decodeMorph("AC/Ncmpc/")!.parts.map((p) => p.role)).toEqual(["prefix", "word"]);
  });

  it("reads the examples of the issue, prefixes and suffixes", () => {
    expect(decodeMorph("HVqw3ms")!.parts[0]).toMatchObject({
      role: "word", long: "Verb · Qal · wayyiqtol (sequential imperfect) · 3rd person masculine singular", short: "Verb · Qal · wayyiqtol · 3ms",
    });
    expect(decodeMorph("HNcmpc")!.parts[0]!.long).toBe("Noun · common · masculine plural · construct");
    const withParts = decodeMorph("HC/R/Ncfsc/Sp3ms")!;
    expect(withParts.parts.map((p) => [p.role, p.long])).toEqual([
      ["prefix", "Conjunction"], ["prefix", "Preposition"], ["word", "Noun · common · feminine singular · construct"], ["suffix", "Suffix · pronominal · 3rd person masculine singular"],
    ]);
    expect(decodeMorph("HVqrmsa")!.parts[0]!.long).toBe("Verb · Qal · participle active · masculine singular · absolute");
    expect(decodeMorph("AVhp3ms")!).toMatchObject({ language: "Aramaic", parts: [{ long: "Verb · Haphel · qatal (perfect) · 3rd person masculine singular" }] });
    expect(decodeMorph("HTd/Ncmpa")!.parts.map((p) => p.long)).toEqual(["Particle · definite article", "Noun · common · masculine plural · absolute"]);
    expect(decodeMorph("HPdxms")!.parts[0]!.long).toBe("Pronoun · demonstrative · masculine singular");
  });

  it("refuses what is not a code", () => {
    for (const bad of ["", "H", "X/Ncmsa", "HZq", "HVZw3ms", "HNcmsaa", "HVqw3ms9", "HNcqsa", "HC//Ncmsa"]) expect(decodeMorph(bad)).toBeNull();
  });
});
