import fs from "node:fs";
import path from "node:path";
import { DomainError } from "../../lib/domain-error";
import { readDictd, type DictdDatabase } from "./read-dictd";
import type { TargetLanguage, Translator } from "./translator";

const FILES: Record<TargetLanguage, string> = { es: "freedict-eng-spa", pt: "freedict-eng-por", fr: "freedict-eng-fra", it: "freedict-eng-ita" };

/**
 * The English glosses to try for a word, best first: the whole gloss, then each part between
 * commas or semicolons, each also without a leading "to " (verbs) or article, and without brackets.
 */
export function glossCandidates(english: string): string[] {
  const clean = (s: string) => s.replace(/\([^)]*\)|\[[^\]]*\]/g, " ").replace(/\s+/g, " ").trim().toLowerCase();
  const out: string[] = [];
  const add = (s: string) => {
    const c = clean(s);
    if (!c) return;
    for (const v of [c, c.replace(/^(to|a|an|the) /, "")]) if (v && !out.includes(v)) out.push(v);
  };
  add(english);
  for (const part of english.split(/[,;/]/)) add(part);
  return out;
}

/** The first translation of a FreeDict entry: the line after "headword /IPA/", its first comma-separated item. */
export function firstTranslation(entry: string): string | null {
  const lines = entry.split("\n").map((l) => l.trim()).filter(Boolean);
  const first = lines[1]?.split(/[,;]/)[0]?.trim();
  return first ? first : null;
}

/**
 * The offline translator: FreeDict's English→Spanish/Portuguese/French/Italian dictionaries in
 * dictd format, read from `dir` (Debian's dict-freedict-eng-spa etc. install them in
 * /usr/share/dictd). A gloss that none of its candidates finds stays untranslated.
 */
export function createFreedictTranslator(dir: string): Translator {
  const databases = new Map<TargetLanguage, DictdDatabase>();
  function database(target: TargetLanguage): DictdDatabase {
    let db = databases.get(target);
    if (!db) {
      const base = path.join(dir, FILES[target]);
      try {
        db = readDictd(fs.readFileSync(`${base}.index`, "utf8"), fs.readFileSync(`${base}.dict.dz`));
      } catch {
        throw new DomainError("unavailable", "translator_freedict_missing", { file: FILES[target], dir });
      }
      databases.set(target, db);
    }
    return db;
  }
  return {
    name: "FreeDict",
    async translate(texts, target) {
      const db = database(target);
      return texts.map((text) => {
        for (const candidate of glossCandidates(text)) {
          const entry = db.lookup(candidate)[0];
          const found = entry ? firstTranslation(entry) : null;
          if (found) return found;
        }
        return null;
      });
    },
  };
}
