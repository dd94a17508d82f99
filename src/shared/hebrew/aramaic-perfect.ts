import { withFinals } from "./final-letters";
import { howText, procliticSteps, type HowStep } from "./reading-how";
import { pointedLetters, type PointedLetter } from "./pointed-letters";

/**
 * The Babylonian Aramaic perfect with its subject's ending and an object suffix, as the Talmud's
 * stories tell them (shared/hebrew/aramaic-readings takes off one ending, not the two): read back to the verb,
 * af'el or not, as a reader of the narrative parts does:
 * - ־וּהּ, ־וּהוּ 'they … him' (אַשְׁכְּחוּהּ 'they found him', הֵימְנוּהוּ 'they believed him', אַתְיוּהוּ 'they brought him'),
 *   ־וּהָ 'they … her' (אַגְבְּהוּהָ 'they lifted her'); and the Hebrew perfect's ־וּם 'they … them', ־(נ)וּךָ '(we) they … you';
 * - ־ְתֵּיהּ 'I / you … him' (אַשְׁכַּחְתֵּיהּ 'I found him', שְׁתַלְתֵּיהּ 'I planted it'), the person's ת with dagesh after the
 *   root's sheva; and a final-weak root's ־ִיתֵיהּ (חֲזִיתֵיהּ 'I saw him').
 * The af'el's אַ־ is taken off too (Jastrow heads the verb by its pe'al: שְׁכַח), and a final-weak root's י read as its
 * ־א (אַתְיוּהוּ → אתא). The pointing must show the endings so (a shuruk, a mappiq, the ת's dagesh): a noun's
 * ־תֵיהּ (אִתְּתֵיהּ 'his wife', its ת soft) is not one. Pure: the word as printed.
 */
export interface AramaicPerfectReading {
  prefixPlain: string;
  form: string;
  how: string;
  howSteps: HowStep[];
  cost: number;
}

/** The Aramaic proclitics before a verb: and, that (ו, ד, וְד, כְּד). */
const PROCLITICS = ["", "ו", "ד", "וד", "כד"];

const DAGESH = "\u05BC";
const VOWELS = /[\u05B0-\u05BB\u05C7]/;
/** A shuruk: a ו with its dot and no other vowel. */
const shuruk = (l: PointedLetter | undefined) => l?.letter === "ו" && l.marks.includes(DAGESH) && !VOWELS.test(l.marks);
/** A final ה with its mappiq (the text writes it as a dagesh). */
const mappiq = (l: PointedLetter | undefined) => l?.letter === "ה" && l.marks.includes(DAGESH);

/** The subject's ending and the object suffix the word ends in, as pointed (letters each), or null. */
function endingsOf(s: readonly PointedLetter[]): { subject: string; object: string } | null {
  const n = s.length;
  const at = (i: number) => s[n + i];
  // ־וּהוּ, ־וּהּ
  if (shuruk(at(-1)) && at(-2)?.letter === "ה" && shuruk(at(-3))) return { subject: "ו", object: "הו" };
  if (mappiq(at(-1)) && shuruk(at(-2))) return { subject: "ו", object: "ה" };
  // ־וּהָ 'them … her' (אַגְבְּהוּהָ 'they lifted her'), and ־וּהּו, ־וּהוּ printed with its last ו bare (אַשְׁכְּחוּהּו).
  if (at(-1)?.letter === "ה" && /[\u05B8\u05C7]/.test(at(-1)!.marks) && shuruk(at(-2))) return { subject: "ו", object: "ה" };
  if (at(-1)?.letter === "ו" && !at(-1)!.marks && mappiq(at(-2)) && shuruk(at(-3))) return { subject: "ו", object: "הו" };
  // The Hebrew perfect's ־וּם 'they … them' (וּשְׂרָפוּם), ־וּךָ 'they … you' and ־נוּךָ 'we … you' (רְאִינוּךְ).
  if (at(-1)?.letter === "ם" && shuruk(at(-2))) return { subject: "ו", object: "ם" };
  // (A ־ךְ after a shuruk is as often the root's last letter, דְּאַצְרוּךְ: only after ־נוּ, or pointed ־ךָ.)
  if (at(-1)?.letter === "ך" && shuruk(at(-2))) {
    if (at(-3)?.letter === "נ") return { subject: "נו", object: "ך" };
    if (/[\u05B8\u05C7]/.test(at(-1)!.marks)) return { subject: "ו", object: "ך" };
  }
  // ־ְתֵּיהּ after the root's sheva; ־ִיתֵיהּ of a final-weak root.
  if (mappiq(at(-1)) && at(-2)?.letter === "י" && at(-3)?.letter === "ת" && at(-3)!.marks.includes("\u05B5")) {
    const t = at(-3)!;
    const before = at(-4);
    if (t.marks.includes(DAGESH) && before?.marks.includes("\u05B0")) return { subject: "ת", object: "יה" };
    if (before?.letter === "י" && at(-5)?.marks.includes("\u05B4")) return { subject: "ית", object: "יה" };
  }
  return null;
}

export function aramaicPerfectReadings(word: string): AramaicPerfectReading[] {
  const all = pointedLetters(word);
  const out: AramaicPerfectReading[] = [];
  for (const p of PROCLITICS) {
    if (all.slice(0, p.length).map((l) => l.letter).join("") !== p) continue;
    const s = all.slice(p.length);
    const endings = endingsOf(s);
    if (!endings) continue;
    const body = s.slice(0, s.length - endings.subject.length - endings.object.length).map((l) => l.letter).join("");
    // The first or second person's ־ְתֵּיהּ after three radicals at least: a noun's segolate ־ְתָּא takes it too (דַּעְתֵּיהּ 'his mind').
    // And a perfect's first letter: a sheva (pe'al שְׁתַל), a patach (af'el אַשְׁכַּח, pa'el), not a noun's מִ־ (מִדַּעְתֵּיהּ).
    if (body.length < (endings.subject === "ת" ? 3 : 2) || body.length > 4) continue;
    if (endings.subject === "ת" && !/[\u05B0-\u05B3\u05B7]/.test(s[0]!.marks)) continue;
    const steps: HowStep[] = [{ kind: "ending", ending: endings.subject }, { kind: "suffix", suffix: endings.object }];
    const push = (form: string, extra: HowStep[], cost: number) => {
      const howSteps: HowStep[] = [...procliticSteps(p), ...extra, ...steps];
      out.push({ prefixPlain: p, form: withFinals(form), how: howText(howSteps), howSteps, cost: p.length + 1 + cost });
    };
    const roots: [string, HowStep[], number][] = [[body, [], 0]];
    // The af'el's א (אַשְׁכַּח, אַתְי): Jastrow heads the verb by its pe'al.
    if (body.startsWith("א") && body.length >= 3) roots.push([body.slice(1), [{ kind: "prefix", letters: "א" }], 0.5]);
    for (const [root, how, cost] of roots) {
      if (root.length < 2) continue;
      push(root, how, cost);
      // A final-weak root's י before the ending, headed in ־א (אֲתָא) or ־י (חֲזִי).
      if (root.endsWith("י") && root.length === 3) push(`${root.slice(0, 2)}א`, [...how, { kind: "ending-as", from: "י", to: "א" }], cost + 0.5);
      if (endings.subject === "ית" && root.length === 2) for (const w of ["י", "א"]) push(root + w, [...how, { kind: "root", root: "final-weak" }], cost + 0.5);
    }
  }
  return out;
}

/** How much cheaper a final-weak verb's reading is where the text points the Aramaic perfect's third person plural. */
export const FINAL_WEAK_PLURAL = 0.5;
/**
 * The Aramaic perfect's third person plural of a final-weak root with a guttural first radical, as pointed:
 * a hataf patach, the second radical and ־וֹ (הֲווֹ 'they were', אֲתוֹ 'they came', חֲזוֹ 'they saw', עֲלוֹ 'they went up').
 * A reading of those two radicals as the verb (הֲוֵי, אֲתָא) is cheaper by `FINAL_WEAK_PLURAL` than its steps say: the
 * commonest verbs of a story, not a rare word of the same letters (Jastrow's הֲווֹ 'he who'). `stem`: the word after
 * its proclitics, pointed; `form`: the reading's form.
 */
export function finalWeakPluralDiscount(stem: string, form: string): number {
  const s = stem.normalize("NFC").replace(/[\u0591-\u05AF\u05BD\u05BF\u05C0\u05C3-\u05C6]/g, "");
  const m = /^([אהחע])\u05B2([\u05D0-\u05EA])\u05BC?\u05D5\u05B9$/.exec(s);
  return m && form.length === 3 && form.startsWith(m[1]! + m[2]!) && /[יאה]$/.test(form) ? FINAL_WEAK_PLURAL : 0;
}
