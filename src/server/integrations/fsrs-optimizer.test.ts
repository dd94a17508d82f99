import { describe, expect, it } from "vitest";
import { default_w } from "ts-fsrs";
import { fitItems, reviewHistories } from "../../shared/review/fit-items";
import { KNOWN_LEARNER_WEIGHTS, syntheticReviewLog } from "../../../tests/support/synthetic-review-log";
import { evaluateParameters, fitParameters } from "./fsrs-optimizer";

/**
 * The optimiser on a synthetic but realistic log: 5,000 reviews of a learner whose memory follows
 * known FSRS-6 parameters (not the defaults), scheduled by ts-fsrs on the defaults, recalls drawn
 * with the model's probability (seeded). Fitted on four cards in five, the parameters must predict
 * the held-out fifth's reviews better than the defaults. The figures are printed.
 */
describe("FSRS optimiser (fsrs-rs through @open-spaced-repetition/binding)", () => {
  it("fitted to 5,000 synthetic reviews, beats the default parameters' log loss on held-out cards", async () => {
    const log = syntheticReviewLog({ reviews: 5000, seed: 2026 });
    expect(log.reviews).toHaveLength(5000);
    const histories = reviewHistories(log.rows);
    const train = fitItems(histories.filter((_, i) => i % 5 !== 0));
    const heldOut = fitItems(histories.filter((_, i) => i % 5 === 0));
    const started = performance.now();
    const weights = await fitParameters(train);
    const fitMs = performance.now() - started;
    expect(weights).toHaveLength(21);
    const defaults = evaluateParameters(heldOut, default_w);
    const fitted = evaluateParameters(heldOut, weights);
    const known = evaluateParameters(heldOut, KNOWN_LEARNER_WEIGHTS);
    console.log(`optimiser: ${histories.length} cards, ${train.length} training and ${heldOut.length} held-out long-term reviews; fitted in ${fitMs.toFixed(0)} ms`);
    console.log(`held-out log loss / RMSE: defaults ${defaults.logLoss.toFixed(4)} / ${defaults.rmse.toFixed(4)}, fitted ${fitted.logLoss.toFixed(4)} / ${fitted.rmse.toFixed(4)}, the known parameters ${known.logLoss.toFixed(4)} / ${known.rmse.toFixed(4)}`);
    expect(fitted.logLoss).toBeLessThan(defaults.logLoss);
    expect(fitted.rmse).toBeLessThan(defaults.rmse);
    // Close to what the learner's true parameters achieve.
    expect(fitted.logLoss - known.logLoss).toBeLessThan((defaults.logLoss - known.logLoss) / 2);
  });
});
