-- The answer rule moved to TypeScript (src/shared/study/apply-answer.ts, written by
-- src/server/modules/progress/queries.ts in one short transaction per answer): the plpgsql
-- function that applied batches of answers is no longer called.
DROP FUNCTION IF EXISTS milim_record_answers(json);
