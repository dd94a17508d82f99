import { z } from "zod";
import type { HowStep, VerbFormName } from "../hebrew/reading-how";

/** The steps of a reading as the lookup sends them (shared/hebrew/reading-how#HowStep). */
const VERB_FORM_NAMES = [
  "participle", "participle-m", "participle-py", "participle-pn", "imperfect", "perfect", "perfect-final-weak", "reflexive",
  "reflexive-metathesis", "nifal", "hifil-hollow", "hifil-pn", "hifil-py", "hollow-root", "geminate-root", "final-weak-root",
] as const satisfies readonly VerbFormName[];

export const HowStepSchema = z.discriminatedUnion("kind", [
  z.object({ kind: z.literal("proclitics"), letters: z.string(), stem: z.string().optional() }),
  z.object({ kind: z.literal("ending"), ending: z.string() }),
  z.object({ kind: z.literal("ending-as"), from: z.string(), to: z.string() }),
  z.object({ kind: z.literal("prefix"), letters: z.string() }),
  z.object({ kind: z.literal("vowel-letter") }),
  z.object({ kind: z.literal("root"), root: z.enum(["hollow", "weak", "final-weak"]) }),
  z.object({ kind: z.literal("abbreviation") }),
  z.object({ kind: z.literal("abbreviation-of"), expansion: z.string() }),
  z.object({ kind: z.literal("pronoun-ending"), head: z.string(), gloss: z.string() }),
  z.object({ kind: z.literal("form-of"), head: z.string() }),
  z.object({ kind: z.literal("infinitive"), affix: z.string(), aramaic: z.boolean() }),
  z.object({ kind: z.literal("infinitive-weak"), root: z.enum(["פ״נ", "פ״י"]), suffix: z.string().optional() }),
  z.object({ kind: z.literal("verb"), form: z.enum(VERB_FORM_NAMES), ending: z.string().optional() }),
  z.object({ kind: z.literal("plural-ending"), plural: z.string(), singular: z.string() }),
  z.object({ kind: z.literal("construct-ending"), from: z.string(), to: z.string() }),
  z.object({ kind: z.literal("suffix"), suffix: z.string() }),
  z.object({ kind: z.literal("irregular-plural-of"), head: z.string() }),
  z.object({ kind: z.literal("irregular-noun"), head: z.string(), suffix: z.string() }),
  z.object({ kind: z.literal("plural-before-suffix"), suffix: z.string() }),
  z.object({ kind: z.literal("plural-construct") }),
  z.object({ kind: z.literal("plural-of"), head: z.string() }),
  z.object({ kind: z.literal("binyan-of"), binyan: z.string(), head: z.string() }),
  z.object({ kind: z.literal("same-as"), head: z.string() }),
]);

// The schema and the rules' type are one shape: each assignable to the other (a compile error otherwise).
type Same<A, B> = [A] extends [B] ? ([B] extends [A] ? true : false) : false;
export const HOW_STEP_SCHEMA_MATCHES: Same<z.infer<typeof HowStepSchema>, HowStep> = true;
