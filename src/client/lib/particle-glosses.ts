import { m, type Locale } from "@/client/lib/i18n";

type Message = (inputs?: Record<string, never>, options?: { locale?: Locale }) => string;

/** The app's own glosses of the particles with a pronoun ending (shared/hebrew/pronoun-particles.ts), by their English. */
const GLOSSES: Record<string, Message> = {
  "after": m.particle_gloss_after,
  "all": m.particle_gloss_all,
  "at, with, concerning": m.particle_gloss_at_with_concerning,
  "before": m.particle_gloss_before,
  "beside, with": m.particle_gloss_beside_with,
  "between": m.particle_gloss_between,
  "from": m.particle_gloss_from,
  "in, with": m.particle_gloss_in_with,
  "like": m.particle_gloss_like,
  "not, there is not": m.particle_gloss_not_there_is_not,
  "of (his own)": m.particle_gloss_of_his_own,
  "of, belonging to": m.particle_gloss_of_belonging_to,
  "on, about": m.particle_gloss_on_about,
  "that same": m.particle_gloss_that_same,
  "the object marker (Aramaic)": m.particle_gloss_the_object_marker_aramaic,
  "the object marker": m.particle_gloss_the_object_marker,
  "there is not": m.particle_gloss_there_is_not,
  "there is": m.particle_gloss_there_is,
  "to, for": m.particle_gloss_to_for,
  "under, instead of": m.particle_gloss_under_instead_of,
  "with": m.particle_gloss_with,
};

/** A particle's gloss (as the lookup's step carries it, in English) in the interface language; one the table does not know as it came. */
export function particleGloss(english: string, locale?: Locale): string {
  const message = GLOSSES[english];
  return message ? message({}, locale ? { locale } : {}) : english;
}
