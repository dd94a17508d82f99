import type { StudyWord, Word, WordProgress } from "../api/collections";

/** A word with the learner's progress on it (null: no record, counts as learning). */
export const presentStudyWord = (word: Word, progress: WordProgress | null): StudyWord => ({ ...word, progress });
