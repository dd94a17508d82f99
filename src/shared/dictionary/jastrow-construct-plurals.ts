/**
 * Jastrow gives a noun's plural and then its construct plural: "Pl. אֵינָשִׁין, const. אֵינָשֵׁי", "Pl.
 * בָּנִים, constr. בְּנֵי". The Sefaria XML closes the plural's markup before the construct
 * ("<plural-form>Pl. בָּנִים,</plural-form> constr. בְּנֵי"), in about two hundred entries, and the
 * construct plural was not a form of its entry: a reader who tapped אִינָשֵׁי 'people' was sent to
 * the Ithpe. of נְשֵׁי 'to forget', בְּנֵי found no plural of בֵּן. The rule: the pointed words right after
 * the plural's markup, led by "const." or "constr." (and "(mostly)"), separated by commas or
 * semicolons, up to the first word that is not one (a full stop, a citation, an unpointed word, "mostly"),
 * are the entry's plurals too. A word cut short ("הִילְ'") is Jastrow's shorthand, no form.
 */

// eslint-disable-next-line no-misleading-character-class -- points are meant to follow letters here
const WORD = /^\(?([\u05D0-\u05EA][\u05D0-\u05EA\u0591-\u05C7'\u05F3]*)\)?/;
const POINTED = /[\u05B0-\u05BB\u05C7]/;
const LEAD = /^\s*\)?\s*,?\s*(?:constr?|const)\.\s*(?:\(mostly\)\s*)?/;

/** The construct plurals the text right after a plural's markup gives ("const. אֵינָשֵׁי. Targ. …" → אֵינָשֵׁי). */
export function constructPluralsAfter(text: string): string[] {
  const lead = LEAD.exec(text.normalize("NFC"));
  if (!lead) return [];
  let rest = text.normalize("NFC").slice(lead[0].length);
  const out: string[] = [];
  for (;;) {
    const m = WORD.exec(rest);
    if (!m) break;
    const w = m[1]!;
    if (!POINTED.test(w)) break;
    if (!/['\u05F3]$/.test(w) && !out.includes(w)) out.push(w);
    rest = rest.slice(m[0].length);
    // A comma or semicolon; a space after or before a parenthesised variant ("(זְרִיזֵי) זַרְזֵי").
    const sep = (m[0].endsWith(")") ? /^\s*[,;]?\s*/ : /^\s*[,;]\s*|^\s+(?=\()/).exec(rest);
    if (!sep) break;
    rest = rest.slice(sep[0].length);
  }
  return out;
}
