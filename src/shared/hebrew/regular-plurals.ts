import { medialLetters } from "./final-letters";
/**
 * Whether a form is its head-word's regular inflection, as a reader hears it: the head-word's letters
 * and a plural or emphatic ending (כֹּהֵן → כֹּהֲנִים, רַבָּן → רַבָּנָן, מִילָּה → מִילִּין), a final ־ה or ־א of the
 * head-word giving way to the ending (מִיתָה → מִיתוֹת). Jastrow gives a form now and then under a
 * derived word as well (כֹּהֲנִים under כֹּהֲנִי 'of priestly descent', a collective): where two entries hold
 * the same form, the one it regularly inflects is the word (shared/hebrew/rank-readings#compareEntries).
 * Plain letters; final letters compare as their plain forms.
 */
const unfinal = (s: string) => medialLetters(s.replace(/[^\u05D0-\u05EA]/g, ""));

/** The plural and emphatic endings, Hebrew and Aramaic. */
const ENDINGS = ["ים", "ין", "ות", "יות", "א", "תא", "יא", "י", "ן", "נא"].map(unfinal);

export function inflectsRegularly(head: string, form: string): boolean {
  const h = unfinal(head);
  const f = unfinal(form);
  if (h.length < 2 || f.length <= h.length - 1) return false;
  const stems = /[הא]$/.test(h) ? [h, h.slice(0, -1)] : [h];
  return stems.some((s) => f.startsWith(s) && ENDINGS.includes(f.slice(s.length)));
}
