import { withFinals } from "./final-letters";
import { howText, procliticSteps, type HowStep } from "./reading-how";
import { pointedLetters, type PointedLetter } from "./pointed-letters";

/**
 * The Hebrew hif'il perfect as the verses and the baraitot of a Talmud page point it, with its person
 * endings and object suffixes, read back to its root: the prayers and the stories speak to God in it
 * (הִשְׁפַּעְתָּ 'you bestowed', הֵאַרְתָּ 'you gave light', הוֹשַׁעְתּוֹ 'you saved him', הוֹצֵאתָ 'you brought out',
 * הִתְחִילוּ 'they began'). Its ה־ is no article, and its ת no construct's: the pointing says so at once:
 * - הִ with a sheva under the first radical: a strong root (הִשְׁפַּעְתָּ → שפע, הִגְבַּהְתּוֹ → גבה, הִתְחִילוּ → תחל);
 * - הִ with a dagesh in the next letter: a פ״נ root, its נ assimilated (הִצַּלְתָּ → נצל);
 * - הוֹ: a פ״י root (הוֹשַׁעְתּוֹ → ישע, הוֹצֵאתָ → יצא, הוֹשַׁבְתִּי → ישב);
 * - הֵ: a hollow root (הֵאַרְתָּ → אור, הֵשִׁיב → שוב).
 * The ending must be pointed as the perfect's: a ת of the person with dagesh (or after a quiescent א: הוֹצֵאתָ),
 * a ־וּ with its shuruk. Unpointed text has none: the article and the construct are read as before.
 * Pure: the word as printed; the caller asks the lexicons for each form.
 */
export interface HifilPerfectReading {
  prefixPlain: string;
  form: string;
  how: string;
  howSteps: HowStep[];
  cost: number;
}

/** The Hebrew proclitics before a perfect: and, that, when (ו, שֶׁ, וְשֶׁ, כְּשֶׁ, וּכְשֶׁ). */
const PROCLITICS = ["", "ו", "ש", "וש", "כש", "וכש"];
/** The perfect's person endings, with an object suffix after some (־תּוֹ 'you … him', ־תִּיו 'I … him', ־וּהוּ 'they … him'). */
const ENDINGS = ["תיו", "תיה", "תים", "תיך", "תנו", "תני", "תו", "תה", "תם", "תן", "תי", "ת", "נו", "והו", "ו", ""];

const has = (l: PointedLetter | undefined, mark: string) => !!l && l.marks.includes(mark);
const SHEVA = "\u05B0";
const HIRIQ = "\u05B4";
const TSERE = "\u05B5";
const HOLAM = "\u05B9";
const DAGESH = "\u05BC";

export function hifilPerfectReadings(word: string): HifilPerfectReading[] {
  const all = pointedLetters(word);
  const out: HifilPerfectReading[] = [];
  for (const p of PROCLITICS) {
    if (all.length - p.length < 4 || all.slice(0, p.length).map((l) => l.letter).join("") !== p) continue;
    const s = all.slice(p.length);
    if (s[0]!.letter !== "ה") continue;
    const h = s[0]!;
    // The root's letters as written after the ה, and what the reader puts back.
    let kind: "strong" | "pn" | "py" | "hollow" | null = null;
    let rest: PointedLetter[] = s.slice(1);
    if (has(h, HIRIQ) && has(rest[0], SHEVA)) kind = "strong";
    else if (has(h, HIRIQ) && has(rest[0], DAGESH) && !has(rest[0], SHEVA)) kind = "pn";
    else if (rest[0]?.letter === "ו" && has(rest[0], HOLAM)) {
      kind = "py";
      rest = rest.slice(1);
    } else if (has(h, TSERE)) kind = "hollow";
    if (!kind) continue;
    const letters = rest.map((l) => l.letter).join("");
    const radicals = kind === "strong" ? 3 : 2;
    for (const ending of ENDINGS) {
      const body = letters.slice(0, letters.length - ending.length);
      if (!letters.endsWith(ending) || !pointedEnding(rest, ending)) continue;
      // The hif'il's י before the last radical (הִשְׁפִּיעַ, הִתְחִילוּ, הוֹצִיא, הֵשִׁיב), where the ending leaves it.
      const root = body.length === radicals + 1 && body[radicals - 1] === "י" ? body.slice(0, radicals - 1) + body.slice(radicals) : body;
      if (root.length !== radicals) continue;
      const whole = kind === "strong" ? root : kind === "pn" ? `נ${root}` : kind === "py" ? `י${root}` : `${root[0]!}ו${root[1]!}`;
      const forms = [whole];
      // A final-weak root's ־ֵי־ / ־ִי־ before the person's ending (הִרְאֵיתָ → ראה).
      if (kind === "strong" && whole.endsWith("י") && ending.startsWith("ת")) forms.push(`${whole.slice(0, 2)}ה`);
      for (const form of forms) {
        const howSteps: HowStep[] = [...procliticSteps(p), { kind: "prefix", letters: "ה" },
          ...(kind === "pn" || kind === "py" ? [{ kind: "root", root: "weak" } as const] : kind === "hollow" ? [{ kind: "root", root: "hollow" } as const] : []),
          ...(ending ? [{ kind: "ending", ending: withFinals(ending) } as const] : [])];
        out.push({ prefixPlain: p, form: withFinals(form), how: howText(howSteps), howSteps, cost: p.length + 1 + (ending ? 0.5 : 0) + (form !== whole ? 0.5 : 0) });
      }
    }
  }
  return out;
}

/** Whether the word's last letters are pointed as the perfect's `ending`: the person's ת with dagesh (or after a quiescent א), ־וּ a shuruk. */
function pointedEnding(rest: readonly PointedLetter[], ending: string): boolean {
  if (!ending) return true;
  const at = rest.length - ending.length;
  const first = rest[at];
  if (!first) return false;
  if (ending.startsWith("ת")) return has(first, DAGESH) || (rest[at - 1]?.letter === "א" && !/[\u05B0-\u05BB]/.test(rest[at - 1]!.marks));
  if (ending === "ו" || ending === "והו") return has(first, DAGESH) && !/[\u05B0-\u05BB]/.test(first.marks);
  if (ending === "נו") return rest.at(-1)!.marks.includes(DAGESH);
  return true;
}
