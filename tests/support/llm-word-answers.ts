import fs from "node:fs";
import path from "node:path";
import { prefixStems } from "../../src/shared/hebrew/split-prefixes";
import { toPlain } from "../../src/shared/hebrew/strip-niqqud";
import { rankTextWords } from "../../src/shared/hebrew/rank-text-words";
import { SHARED_DATA } from "./sefaria-server";

/**
 * What the local OpenAI-compatible server answers to Milim's word requests, from real data: the
 * words of a Genesis chapter (Sefaria-Export's Hebrew text) most frequent first, glossed from
 * Strong's dictionary (the npm `strongs` JSON), with its transliteration.
 */
interface StrongsEntry { lemma: string; xlit: string; strongs_def?: string; kjv_def?: string }

let strongs: Map<string, StrongsEntry> | null = null;
function strongsByPlain(): Map<string, StrongsEntry> {
  if (strongs) return strongs;
  const raw = JSON.parse(fs.readFileSync(path.join(SHARED_DATA, "strongs-npm", "strongs-hebrew-dictionary.json"), "utf8")) as Record<string, StrongsEntry>;
  strongs = new Map();
  for (const e of Object.values(raw)) if (!strongs.has(toPlain(e.lemma))) strongs.set(toPlain(e.lemma), e);
  return strongs;
}

const gloss = (def: string | undefined) => (def ?? "").replace(/[{}]/g, "").split(/[;,]/)[0]!.trim();

export function glossOf(word: string): { english: string; translit: string } | null {
  for (const form of [toPlain(word), ...prefixStems(word)]) {
    const e = strongsByPlain().get(form);
    const english = gloss(e?.strongs_def) || gloss(e?.kjv_def);
    if (e && english) return { english, translit: e.xlit };
  }
  return null;
}

let genesis: string[][] | null = null;
const genesisChapter = (n: number): string[] => {
  genesis ??= (JSON.parse(fs.readFileSync(path.join(SHARED_DATA, "sefaria", "tanakh", "Genesis.he.merged.json"), "utf8")) as { text: string[][] }).text;
  return genesis[n - 1] ?? [];
};

/** The words asked for: `count` glossed words of Genesis `section` (chapter 1 when none) not in `existing`. */
export function answerWordRequest(request: { section: string | null; count: number; existingWords: string[] }): unknown {
  const chapter = Number(request.section ?? "1") || 1;
  const existing = new Set(request.existingWords);
  const words: unknown[] = [];
  for (const w of rankTextWords(genesisChapter(chapter).map((text) => ({ text, section: String(chapter) })))) {
    if (words.length >= request.count) break;
    const g = glossOf(w.hebrew);
    if (!g || existing.has(w.plain)) continue;
    words.push({ hebrew: w.hebrew, english: g.english, translit: g.translit, pos: null, freqRank: words.length + 1, section: String(chapter) });
  }
  return { words };
}

export function answerGlossRequest(request: { words: string[] }): unknown {
  return { words: request.words.flatMap((hebrew) => {
    const g = glossOf(hebrew);
    return g ? [{ hebrew, english: g.english, translit: g.translit, pos: null }] : [];
  }) };
}
