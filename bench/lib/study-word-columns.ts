import { progress, words } from "../../src/server/db/schema";

/** The columns of a study word with the user's progress: what the baselines must read. */
export const studyWordColumns = {
  id: words.id, collectionId: words.collectionId, hebrew: words.hebrew, english: words.english, spanish: words.spanish,
  portuguese: words.portuguese, french: words.french, italian: words.italian, translit: words.translit, pos: words.pos,
  freqRank: words.freqRank, subcategory: words.subcategory, section: words.section,
  status: progress.status, timesSeen: progress.timesSeen, timesKnown: progress.timesKnown, lastSeenAt: progress.lastSeenAt,
};
