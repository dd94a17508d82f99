/**
 * `node --import tsx scripts/jastrow-form-corrections.ts [out.tsv]`: what the Jastrow import
 * corrects in the real letter files of ../shared/data/jastrow, one a line: entry id, head-word (as
 * imported), and the form dropped (shared/dictionary/jastrow-forms: a citation's words slipped
 * among an entry's forms); then each head-word corrected (shared/dictionary/jastrow-head-words: a
 * final letter inside a word, a ד printed ך), as "id, head-word as printed, → as imported"; then each
 * construct plural the XML left outside the plural's markup, added to the entry's plurals
 * (shared/dictionary/jastrow-construct-plurals), as "id, head-word, form added".
 * Writes tests/fixtures/jastrow-form-corrections.tsv by default (its test compares).
 */
import fs from "node:fs";
import path from "node:path";
import { correctJastrowForms } from "../src/shared/dictionary/jastrow-forms";
import { createJastrowParser, jastrowForms, jastrowWord } from "../src/server/integrations/lexicons/parse-jastrow";
import { JASTROW_FILES } from "../src/server/modules/dictionary/jastrow-source";
import { withCorrectedHeadWords } from "../src/server/modules/dictionary/parse-lexicon";

export function jastrowCorrections(folder: string): string {
  const lines = ["id\thead-word\tdropped form"];
  const heads = ["id\thead-word as printed\thead-word as imported"];
  const added = ["id\thead-word\tconstruct plural added (outside the plural's markup)"];
  for (const file of JASTROW_FILES) {
    const p = createJastrowParser((printed) => {
      const e = withCorrectedHeadWords(printed);
      printed.headWords.forEach((h, i) => {
        if (h !== e.headWords[i]) heads.push(`${e.id}\t${h}\t→ ${e.headWords[i]}`);
      });
      for (const f of e.pluralsOutsideMarkup ?? []) added.push(`${e.id}\t${jastrowWord(e)}\t${f}`);
      for (const f of correctJastrowForms(e.headWords.length > 0 ? e.headWords : [jastrowWord(e)], jastrowForms(e)).dropped) lines.push(`${e.id}\t${jastrowWord(e)}\t${f}`);
    });
    p.write(fs.readFileSync(path.join(folder, file), "utf8"));
    p.close();
  }
  return `${lines.join("\n")}\n\n${heads.join("\n")}\n\n${added.join("\n")}\n`;
}

if (process.argv[1] && import.meta.filename === path.resolve(process.argv[1])) {
  const out = process.argv[2] ?? path.resolve(import.meta.dirname, "../tests/fixtures/jastrow-form-corrections.tsv");
  fs.writeFileSync(out, jastrowCorrections(path.resolve(process.cwd(), "../shared/data/jastrow")));
  console.log(`wrote ${out}`);
}
