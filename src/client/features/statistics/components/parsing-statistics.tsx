import { ParsingAccuracy } from "@/client/components/parsing-accuracy";
import { useReviewStatistics } from "../api/get-review-statistics";

/** The parsing drill's accuracy per binyan and per tense (the review statistics' request), once the learner has parsed. */
export function ParsingStatistics() {
  const { data } = useReviewStatistics();
  if (!data || (data.parsing.binyan.length === 0 && data.parsing.tense.length === 0)) return null;
  return <ParsingAccuracy accuracy={data.parsing} compact />;
}
