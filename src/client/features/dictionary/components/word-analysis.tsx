import type { WordAnalysis } from "@/shared/api/bible";
import { decodeMorph } from "@/shared/hebrew/decode-morph";
import { HebrewText } from "@/client/components/hebrew-text";
import { m } from "@/client/lib/i18n";
import { morphPartText } from "@/client/lib/morph-labels";

const ROLE: Record<string, () => string> = { prefix: m.dictionary_role_prefix, word: m.dictionary_role_stem, suffix: m.dictionary_role_suffix };

/**
 * A word's parts and parsing from OpenScriptures' morphology: each morpheme as written
 * with its role (prefix, stem, suffix), and the parsing in words — the stem's short reading first
 * ("Verb · Qal · wayyiqtol · 3ms"), then every part's full reading, in the interface language.
 */
export function WordAnalysisView({ analysis }: { analysis: WordAnalysis }) {
  const decoded = analysis.morph ? decodeMorph(analysis.morph) : null;
  if (!decoded) return null;
  const texts = analysis.parts?.split("/") ?? [];
  const main = decoded.parts.find((p) => p.role === "word");
  return (
    <section aria-label={m.dictionary_parsing()} className="flex flex-col gap-2 rounded-lg border p-3" data-testid="word-analysis">
      {main && <p className="font-medium" data-testid="word-parsing">{morphPartText(main.code, decoded.language, "short") ?? main.short}</p>}
      <ul className="flex flex-col gap-1 text-sm" aria-label={m.dictionary_parts()}>
        {decoded.parts.map((p, i) => (
          <li key={`${i}-${p.code}`} className="flex flex-wrap items-baseline gap-2">
            {texts[i] && <HebrewText className="text-lg">{texts[i]}</HebrewText>}
            <span className="text-xs uppercase tracking-wide text-muted-foreground">{ROLE[p.role]?.()}</span>
            <span>{morphPartText(p.code, decoded.language, "long") ?? p.long}</span>
          </li>
        ))}
      </ul>
      {decoded.language === "Aramaic" && <p className="text-xs text-muted-foreground">{m.dictionary_aramaic()}</p>}
    </section>
  );
}
